import type { Plugin } from 'vite';

/**
 * Puts every module the page loads at start (the static imports reachable from the entry) into one chunk.
 *
 * Left to itself the bundler splits the first load into several files wherever a lazy page shares code with it
 * (the router, React Query, the error panel…). Each is one more request before the first paint; on a phone
 * network that cost more than the few bytes the split saves (measured with `npm run bench:lighthouse`: first
 * contentful paint about 130 ms sooner). The first load is then this chunk plus the bundler's small runtime
 * (0.4 kB), which is not a module of the graph and gets its own file. Lazy pages keep their own chunks and import
 * from this one. Written for this app's single entry (index.html): with several, their first loads would share
 * one chunk.
 */
export function firstLoadChunk(name = 'app'): Plugin {
  const firstLoad = new Set<string>();
  return {
    name: 'relay:first-load-chunk',
    apply: 'build',
    buildStart() {
      firstLoad.clear();
    },
    buildEnd() {
      // Static imports only: a dynamic import() is a lazy page, and stays out.
      const stack = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
        if (firstLoad.has(id)) continue;
        firstLoad.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    outputOptions(options) {
      // A build that must not be split (Vite turns splitting off for some formats) stays as it is.
      if (options.codeSplitting === false) return options;
      const existing = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
      const group = { name, test: (id: string) => firstLoad.has(id) };
      return { ...options, codeSplitting: { ...existing, groups: [...(existing.groups ?? []), group] } };
    },
  };
}
