/**
 * Import cycles in a graph of modules (each module's list of the modules it imports), found as Tarjan's strongly
 * connected components: every component of more than one module, or a module importing itself, is a cycle. The
 * architecture test feeds it every import, type-only and lazy ones included.
 */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;

  const visit = (module: string): void => {
    index.set(module, next);
    low.set(module, next);
    next += 1;
    stack.push(module);
    onStack.add(module);
    for (const target of graph.get(module) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(module, Math.min(low.get(module)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(module, Math.min(low.get(module)!, index.get(target)!));
      }
    }
    if (low.get(module) !== index.get(module)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== module);
    if (component.length > 1 || (graph.get(module) ?? []).includes(module)) cycles.push(component.sort());
  };

  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return cycles;
}
