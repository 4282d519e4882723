// V8's sampling profile of a page, tallied: the main thread's busy time, the app's functions by inclusive time
// (through the build's source maps: each sample counts once for every function of the app on its stack) and any
// function by self time (the browser's own work included).
import { type CallFrame, type Profile, anyFrame, sourceMaps } from './long-tasks.ts';

const IDLE = new Set(['(idle)', '(program)']);

export class ProfileTally {
  readonly inclusive = new Map<string, number>();
  readonly self = new Map<string, number>();
  busy = 0;
  readonly #nameOf: (frame: CallFrame) => string;

  constructor(dist: string) {
    const mapFor = sourceMaps(dist);
    /** A frame as its source names it (`src/… name`, `react-dom/… name`), or the browser's own name for its work. */
    this.#nameOf = (frame) => anyFrame(frame, mapFor);
  }

  add(profile: Profile): void {
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
    for (const [index, delta] of profile.timeDeltas.entries()) {
      const ms = delta / 1000;
      const leaf = profile.samples[index]!;
      const top = this.#nameOf(byId.get(leaf)!.callFrame);
      if (IDLE.has(top)) continue;
      this.busy += ms;
      add(this.self, top, ms);
      const seen = new Set<string>();
      for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) {
        const name = this.#nameOf(byId.get(id)!.callFrame);
        if (name.startsWith('src/') && !seen.has(name)) {
          seen.add(name);
          add(this.inclusive, name, ms);
        }
      }
    }
  }

  /** The `top` longest of a tally, each divided by `runs`. */
  static list(map: Map<string, number>, top: number, runs = 1): string {
    return [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `  ${String(Math.round(ms / runs)).padStart(5)} ms  ${name}`)
      .join('\n');
  }
}
