import path from 'node:path';
import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  GLUE,
  type MappedChunk,
  type ModuleGraph,
  areaOf,
  chunkShares,
  firstLoadReport,
  formatChain,
  formatReport,
  importChains,
  moduleGraphPlugin,
  moduleRanges,
} from './first-load-modules.ts';
import { gzipSize } from './measure.ts';

const FIXTURE = path.join(import.meta.dirname, 'fixtures/first-load');
const DIST = path.join(FIXTURE, 'dist');
const PATHS = { root: FIXTURE, dist: DIST };
const id = (file: string) => path.join(FIXTURE, file);

/** The fixture built as the app is: minified, with hidden source maps, its module graph taken by the plugin. */
async function buildFixture(): Promise<{ chunks: MappedChunk[]; graph: ModuleGraph }> {
  const graph: ModuleGraph = { entries: [], modules: new Map() };
  const result = (await build({
    configFile: false,
    root: FIXTURE,
    logLevel: 'silent',
    plugins: [moduleGraphPlugin(graph)],
    build: {
      write: false,
      outDir: DIST,
      sourcemap: 'hidden',
      minify: true,
      modulePreload: false,
      rollupOptions: { input: id('entry.ts'), preserveEntrySignatures: 'exports-only' },
    },
  })) as {
    output: Array<{
      type: string;
      fileName: string;
      code?: string;
      map?: unknown;
      modules?: Record<string, { renderedLength: number }>;
    }>;
  };
  const chunks = result.output
    .filter((item) => item.type === 'chunk')
    .map((item) => ({
      fileName: item.fileName,
      code: item.code ?? '',
      map: String(item.map),
      moduleIds: Object.entries(item.modules ?? {}).flatMap(([module, { renderedLength }]) =>
        renderedLength > 0 ? [module] : [],
      ),
    }));
  return { chunks, graph };
}

let chunks: MappedChunk[];
let graph: ModuleGraph;
/** The entry's chunk and the one it imports statically (the words both it and the page use). */
let firstLoad: MappedChunk[];
let entryChunk: MappedChunk;

beforeAll(async () => {
  ({ chunks, graph } = await buildFixture());
  const holding = (module: string) => chunks.find((chunk) => chunk.moduleIds.includes(id(module)))!;
  entryChunk = holding('entry.ts');
  firstLoad = [entryChunk, holding('lib/words.ts')];
  expect(new Set(firstLoad).size).toBe(2);
  expect(chunks).toHaveLength(3);
}, 60_000);

describe('moduleRanges', () => {
  it("gives every byte of a minified chunk to one module, each module's own code to it", () => {
    const textOf = (module: string) =>
      firstLoad
        .map((chunk) => {
          const ranges = moduleRanges(chunk, PATHS);
          const covered = [...ranges.values()].flat().reduce((sum, [start, end]) => sum + end - start, 0);
          expect(covered).toBe(chunk.code.length);
          return (ranges.get(id(module)) ?? []).map(([start, end]) => chunk.code.slice(start, end)).join('');
        })
        .join('');
    expect(textOf('app/shell.ts')).toContain('shell-marker');
    expect(textOf('entry.ts')).toContain('drawPage');
    expect(textOf('lib/words.ts')).toContain('words-marker');
    expect(textOf('app/shell.ts')).not.toContain('words-marker');
    expect(textOf('entry.ts')).not.toContain('shell-marker');
    // Vite's preload helper has no map: its code is the glue's, not the entry's it sits beside.
    expect(textOf('entry.ts')).not.toContain('modulepreload');
    expect(moduleRanges(entryChunk, PATHS).get(GLUE)?.length).toBeGreaterThan(0);
  });
});

describe('chunkShares', () => {
  it("shares out the chunk's gzip size, and cuts each module's code out to measure what it saves", () => {
    const shares = chunkShares(entryChunk, PATHS);
    const whole = gzipSize(entryChunk.code);
    expect(shares.reduce((sum, share) => sum + share.gzip, 0)).toBeCloseTo(whole, 6);
    const shell = shares.find((share) => share.id === id('app/shell.ts'))!;
    expect(shell.bytes).toBeGreaterThan('shell-marker'.length);
    expect(shell.cut).toBeGreaterThan(0);
    expect(shell.cut).toBeLessThan(whole);
  });
});

describe('importChains', () => {
  it('walks static imports from the entry, and import()s only where the first load runs them', () => {
    const loaded = new Set(chunks.flatMap((chunk) => chunk.moduleIds));
    const chains = importChains(graph, loaded);
    const names = (module: string) =>
      chains.get(id(module))?.map((step) => [path.relative(FIXTURE, step.id), step.via]);
    expect(names('lib/words.ts')).toEqual([
      ['entry.ts', 'entry'],
      ['app/shell.ts', 'static'],
      ['lib/words.ts', 'static'],
    ]);
    expect(names('lib/format.ts')).toEqual([
      ['entry.ts', 'entry'],
      ['pages/page.ts', 'dynamic'],
      ['lib/format.ts', 'static'],
    ]);
    expect(formatChain(chains.get(id('lib/format.ts'))!, FIXTURE)).toBe('entry.ts ⇢ pages/page.ts › lib/format.ts');
  });

  it('gives a module only the lazy chunk holds no chain when that chunk is not in the first load', () => {
    const chains = importChains(graph, new Set(firstLoad.flatMap((chunk) => chunk.moduleIds)));
    expect(chains.has(id('pages/page.ts'))).toBe(false);
    expect(chains.has(id('lib/format.ts'))).toBe(false);
    expect(chains.get(id('app/shell.ts'))?.length).toBe(2);
    expect(chains.get(id('lib/words.ts'))?.length).toBe(3);
  });
});

describe('areaOf', () => {
  it('names a package, a scoped package, our folder, a virtual helper and the glue', () => {
    expect(areaOf('/r/node_modules/react-dom/cjs/x.js', '/r')).toEqual({ area: 'react-dom', ours: false });
    expect(areaOf('/r/node_modules/@tanstack/query-core/build/q.js', '/r')).toEqual({
      area: '@tanstack/query-core',
      ours: false,
    });
    expect(areaOf('/r/src/lib/session/session.ts', '/r')).toEqual({ area: 'src/lib/session', ours: true });
    expect(areaOf('/r/src/components/button.tsx', '/r')).toEqual({ area: 'src/components', ours: true });
    expect(areaOf('/r/src/main.tsx', '/r')).toEqual({ area: 'src', ours: true });
    expect(areaOf('\0vite/preload-helper.js', '/r')).toEqual({ area: 'vite (runtime helpers)', ours: false });
    expect(areaOf(GLUE, '/r')).toEqual({ area: GLUE, ours: false });
  });
});

describe('firstLoadReport', () => {
  it('groups the first load by folder, largest first, with why each of our modules is there', () => {
    const areas = firstLoadReport(chunks, graph, PATHS);
    const gzip = chunks.reduce((sum, chunk) => sum + gzipSize(chunk.code), 0);
    expect(areas.reduce((sum, area) => sum + area.gzip, 0)).toBeCloseTo(gzip, 6);
    expect(areas.map((area) => area.gzip)).toEqual([...areas.map((area) => area.gzip)].sort((a, b) => b - a));
    const lib = areas.find((area) => area.area === 'lib')!;
    expect(lib.modules.map((module) => module.name).sort()).toEqual(['lib/format.ts', 'lib/words.ts']);
    const text = formatReport(areas, FIXTURE);
    expect(text).toContain('why: entry.ts › app/shell.ts › lib/words.ts');
    expect(text).toContain('why: entry.ts ⇢ pages/page.ts › lib/format.ts');
    expect(text).toContain("(no source map): the bundler's glue, vite/preload-helper.js");
  });
});
