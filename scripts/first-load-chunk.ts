import type { Plugin } from 'vite';

/**
 * Puts every module the page loads at start (the static imports reachable from index.html) into one chunk.
 *
 * Left to itself the bundler splits the first load into several files wherever a lazy page shares code with it
 * (the router, React Query, the error panel…). Each is one more request before the first paint; on a phone
 * network that cost more than the few bytes the split saves (measured with `npm run bench:lighthouse`: first
 * contentful paint about 130 ms sooner with one file). Lazy pages keep their own chunks and import from this one.
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
      return { ...options, codeSplitting: { groups: [{ name, test: (id: string) => firstLoad.has(id) }] } };
    },
  };
}
