import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** Set while the probe build below runs, so its own copy of this plugin stands aside. */
export const FIRST_LOAD_PROBE = 'RELAY_FIRST_LOAD_PROBE';

/** The app's own modules (not a package's). */
const OWN = /\/src\//;
/**
 * A feature's module, and the feature's folder; or the realtime layer's, which only parts drawn later use (the live
 * panel, the chat): in the rest's chunk, every page's header would download it.
 */
const FEATURE = /\/src\/(?:features\/([\w-]+)|lib\/(realtime))\//;
/**
 * The session's refresh (its coordinator, channel and fingerprint, how it keeps a pair, the token's claims it reads)
 * and the Auth operations it sends.
 */
const REFRESH = /\/src\/lib\/(session\/(refresh-[\w-]+|fingerprint|save-session)|api\/(auth-operations|jwt))\.ts$/;

interface FirstLoadOptions {
  /** The first load's chunk. */
  name?: string;
  /**
   * The lazy modules drawn as a page opens from a link (paths from the project's root): what they import is kept apart
   * from what only later parts share.
   */
  drawnFirst?: readonly string[];
  /**
   * Those of `drawnFirst` drawn signed out (the sign-in page): what they import is a shared chunk of its own, so the
   * page everyone meets first downloads none of the signed-in pages' code before it draws.
   */
  drawnSignedOut?: readonly string[];
}

interface ProbeChunk {
  type: 'chunk' | 'asset';
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  fileName: string;
  modules?: Record<string, unknown>;
}

/**
 * Puts every module the page needs at start into one chunk.
 *
 * Left to itself the bundler splits the first load into several files wherever a lazy page shares code with it
 * (the router, React Query, the error panel…). Each is one more request before the first paint; on a phone
 * network that cost more than the few bytes the split saves (`npm run bench:lighthouse` shows the first
 * contentful paint). The first load is then this chunk plus the bundler's small runtime
 * (0.4 kB), which is not a module of the graph and gets its own file. Lazy pages keep their own chunks and import
 * from this one. Written for this app's single entry (index.html): with several, their first loads would share
 * one chunk.
 *
 * Which modules the page needs is asked of the bundler itself: a first build without this grouping (in memory)
 * puts exactly those in the entry's chunk and the chunks it imports statically, after tree-shaking. Following the
 * static imports instead took too much: a package's index re-exports everything, so React Query's useQueries and
 * useMutation, used only by lazy pages, came along (`npm run bench:bundle` lists what the first load holds).
 */
export function firstLoadChunk({ name = 'app', drawnFirst = [], drawnSignedOut = [] }: FirstLoadOptions = {}): Plugin {
  let config: ResolvedConfig | undefined;
  let needed = new Set<string>();
  let neededFirst = new Set<string>();
  let neededSignedOut = new Set<string>();
  let lazyEntries = new Set<string>();
  return {
    name: 'relay:first-load-chunk',
    apply: (_, env) => env.command === 'build' && !process.env[FIRST_LOAD_PROBE],
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (!config) return;
      const { build } = await import('vite');
      process.env[FIRST_LOAD_PROBE] = '1';
      let result: unknown;
      try {
        result = await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'silent',
          build: { write: false },
        });
      } finally {
        delete process.env[FIRST_LOAD_PROBE];
      }
      const output = (Array.isArray(result) ? result : [result]).flatMap(
        (out: { output?: ProbeChunk[] }) => out.output ?? [],
      );
      const chunks = new Map(output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
      const reached = (from: string[]) => {
        const modules = new Set<string>();
        const seen = new Set<string>();
        const stack = [...from];
        for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
          const chunk = chunks.get(file);
          if (!chunk || seen.has(file)) continue;
          seen.add(file);
          for (const id of Object.keys(chunk.modules ?? {})) modules.add(id);
          // Static imports only: a dynamic import() is a lazy page, and stays out.
          stack.push(...(chunk.imports ?? []));
        }
        return modules;
      };
      needed = reached([...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const { root } = config;
      const reachedFrom = (modules: readonly string[]) => {
        const ids = modules.map((module) => path.resolve(root, module));
        return reached(
          [...chunks.values()]
            .filter((chunk) => ids.some((id) => Object.hasOwn(chunk.modules ?? {}, id)))
            .map((chunk) => chunk.fileName),
        );
      };
      neededFirst = reachedFrom(drawnFirst);
      neededSignedOut = reachedFrom(drawnSignedOut);
      lazyEntries = new Set(
        [...chunks.values()].flatMap((chunk) =>
          chunk.isDynamicEntry && chunk.facadeModuleId ? [chunk.facadeModuleId] : [],
        ),
      );
    },
    outputOptions(options) {
      // A build that must not be split (Vite turns splitting off for some formats) stays as it is.
      if (options.codeSplitting === false) return options;
      const existing = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
      const group = { name, priority: 2, test: (id: string) => needed.has(id) };
      // Whatever of ours two or more lazy chunks import (the description's data work and the binding layer, the
      // frames, dialogs and helpers of the pages, the catalog's list), in a few chunks. Left apart they were two dozen
      // small files, found one level of imports at a time — a round trip each on a phone's network before a lazy page
      // could render — and each one a file name more in the first load's list for every import() that needs it.
      // The first holds what the pages opened from a link need to draw (`drawnFirst`): the first load announces it
      // with them (vite.config.ts), and the browser downloads it before their first paint, on the same slow link as
      // the app's script. What only the parts drawn later share (the chat, the live panel, the team, the console) is
      // in one chunk per feature and one for the rest: in one chunk with the first, every page opened from a link
      // downloaded those parts' code before its own; in one chunk of their own, Billing's header downloaded the chat's.
      // What the page drawn signed out needs of it is `shared`; the rest, which only signed-in pages draw, `pages-shared`.
      const shared = {
        name: 'shared',
        priority: 1,
        minShareCount: 2,
        test: (id: string) => !needed.has(id) && neededSignedOut.has(id),
      };
      const pagesShared = {
        name: 'pages-shared',
        minShareCount: 2,
        test: (id: string) => !needed.has(id) && OWN.test(id) && neededFirst.has(id),
      };
      // Not a part imported lazily, nor a stylesheet: Vite loads a chunk's stylesheets with every import of it, so a
      // page that needs one helper from this chunk would also load the chat's.
      const later = {
        name: (id: string) => {
          const found = FEATURE.exec(id);
          return `${found?.[1] ?? found?.[2] ?? 'later'}-shared`;
        },
        debugName: 'later-shared',
        minShareCount: 2,
        test: (id: string) => !needed.has(id) && OWN.test(id) && !lazyEntries.has(id) && !id.endsWith('.css'),
      };
      // Except the session's refresh and what it needs (also used by signing in and out): on a return visit with the
      // access token expired since, the refresh comes before the page's first read, which must not wait for the
      // shared chunk's download on a phone's network.
      const refresh = {
        name: 'refresh',
        priority: 1,
        test: (id: string) => !needed.has(id) && REFRESH.test(id),
      };
      return {
        ...options,
        codeSplitting: {
          ...existing,
          groups: [...(existing.groups ?? []), group, refresh, shared, pagesShared, later],
        },
      };
    },
  };
}
