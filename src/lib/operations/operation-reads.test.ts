import { describe, expect, it } from 'vitest';
import type { BindingSpec } from '../bindings/bind.ts';

// Every read is defined once, here in lib/operations: what makes "one reader per cache key" hold by construction. A
// read's key carries its definition's name (lib/bindings/tails.ts), so a key has the one reader of the one definition
// whose name it carries, as long as no two definitions share a name — and the destinations list, the account's
// projects or a plan are each read one way, as long as no two definitions bind the same operation. Both are held
// here, over every definition the folder exports.

interface Definition {
  name: string;
  binding?: BindingSpec;
}

const modules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], { eager: true });

/** Each exported definition (`defineRead`, `defineList`), with the module that exports it. */
const definitions = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([exported, value]) => {
    const candidate = value as Partial<Definition> & { values?: unknown; parse?: unknown; items?: unknown };
    const isDefinition =
      typeof value === 'object' &&
      value !== null &&
      typeof candidate.name === 'string' &&
      typeof candidate.values === 'function' &&
      (typeof candidate.parse === 'function' || typeof candidate.items === 'function');
    return isDefinition ? [{ where: `${file} ${exported}`, definition: candidate as Definition }] : [];
  }),
);

type OperationName = string | { group: string; name: string };

/** The operations a spec may bind, as `group / name` (case and repeated spaces ignored, as binding ignores them). */
function operationsOf(spec: BindingSpec): string[] {
  const named: OperationName | readonly OperationName[] =
    typeof spec === 'string' || 'group' in spec
      ? spec
      : (spec as { name: OperationName | readonly OperationName[] }).name;
  const names: readonly OperationName[] =
    typeof named === 'string' || 'group' in named ? [named as OperationName] : named;
  return names.map((one) =>
    typeof one === 'string'
      ? `(the page's group) / ${one}`
      : `${one.group} / ${one.name}`.toLowerCase().replace(/\s+/g, ' '),
  );
}

describe('the reads defined in lib/operations', () => {
  it('finds them, a definition once whatever module re-exports it', () => {
    expect(definitions.length).toBeGreaterThan(30);
  });

  it('name each definition once: a read’s key carries its name, so a key has one reader', () => {
    const byName = new Map<string, Set<Definition>>();
    for (const { definition } of definitions)
      byName.set(definition.name, (byName.get(definition.name) ?? new Set()).add(definition));
    const twice = [...byName].filter(([, found]) => found.size > 1).map(([name]) => name);
    expect(twice).toEqual([]);
  });

  it('bind each operation in one definition, by its group and name: one way to read each answer', () => {
    const byOperation = new Map<string, Set<string>>();
    // A definition once, by where it is first exported (a module may re-export another's).
    const unique = new Map(definitions.toReversed().map(({ where, definition }) => [definition, where]));
    for (const [definition, where] of unique)
      for (const operation of definition.binding ? operationsOf(definition.binding) : [])
        byOperation.set(operation, (byOperation.get(operation) ?? new Set()).add(where));
    // A bare name is bound in whatever group the page names: it could be any operation, so none is.
    expect([...byOperation.keys()].filter((operation) => operation.startsWith('('))).toEqual([]);
    const shared = [...byOperation]
      .filter(([, names]) => names.size > 1)
      .map(([operation, names]) => ({
        operation,
        names: [...names].sort(),
      }));
    expect(shared).toEqual([]);
  });
});
