// What each module costs the first load, read from the built chunks' source maps, and why it is there: the chain of
// imports from the entry that pulls it in. `npm run bench:bundle -- --modules` prints it.
import path from 'node:path';
import { type SourceMapInput, TraceMap, decodedMappings } from '@jridgewell/trace-mapping';
import type { Plugin } from 'vite';
import { gzipSize, kB } from './measure.ts';

/** A module's imports as the bundler resolved them (ids are absolute paths, or `\0…` for virtual modules). */
export interface ModuleEdges {
  imports: string[];
  dynamicImports: string[];
}

export interface ModuleGraph {
  entries: string[];
  modules: Map<string, ModuleEdges>;
}

/** A vite plugin that copies the bundler's module graph into `graph` once the build has one. */
export function moduleGraphPlugin(graph: ModuleGraph): Plugin {
  return {
    name: 'bench:module-graph',
    apply: 'build',
    generateBundle() {
      graph.entries.length = 0;
      graph.modules.clear();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        if (info.isEntry) graph.entries.push(id);
        graph.modules.set(id, { imports: [...info.importedIds], dynamicImports: [...info.dynamicallyImportedIds] });
      }
    },
  };
}

/** A chunk as the first load fetched it: its minified code and the source map the build made beside it. */
export interface MappedChunk {
  fileName: string;
  code: string;
  map: SourceMapInput;
  /** The ids of the modules whose code the bundler put in it, to name the map's sources by. */
  moduleIds: string[];
}

/** Where the built files live (the map's sources are relative to the chunk's own folder). */
export interface ReportPaths {
  root: string;
  dist: string;
}

type Range = [start: number, end: number];

/**
 * Outside any module's mapped code: the bundler's glue between them (`export {…}`, the chunk's imports), and a helper
 * the bundler injects with no source map of its own (Vite's preload helper).
 */
export const GLUE = '(no source map)';

const clean = (id: string) => id.replace(/^\0/, '').split('?')[0] ?? id;

/**
 * Each module's character ranges in the minified chunk. A mapped segment runs to the next segment on its line;
 * what comes before a line's first segment belongs to whatever the line before ended in; a segment with no source,
 * and code before any segment, is the bundler's glue.
 */
export function moduleRanges(chunk: MappedChunk, paths: ReportPaths): Map<string, Range[]> {
  const traced = new TraceMap(chunk.map);
  const folder = path.dirname(path.join(paths.dist, chunk.fileName));
  const byPath = new Map(chunk.moduleIds.map((id) => [clean(id), id]));
  const sourceIds = traced.sources.map((source) => {
    if (source === null) return GLUE;
    const resolved = path.resolve(folder, traced.sourceRoot ?? '', source);
    const found = byPath.get(resolved) ?? byPath.get(clean(source));
    if (found) return found;
    // A virtual module's source is its bare name (`vite/preload-helper.js`), made relative to the chunk.
    const bare = source.replace(/^(\.\.?\/)+/, '');
    return chunk.moduleIds.find((id) => clean(id) === bare || clean(id).endsWith(`/${bare}`)) ?? resolved;
  });
  const ranges = new Map<string, Range[]>();
  const add = (id: string, start: number, end: number) => {
    if (end <= start) return;
    const list = ranges.get(id) ?? [];
    const last = list.at(-1);
    if (last && last[1] === start) last[1] = end;
    else list.push([start, end]);
    ranges.set(id, list);
  };
  const lines = decodedMappings(traced);
  let lineStart = 0;
  let carried = GLUE;
  const codeLines = chunk.code.split('\n');
  codeLines.forEach((text, index) => {
    const lineEnd = lineStart + text.length + (index < codeLines.length - 1 ? 1 : 0);
    const segments = [...(lines[index] ?? [])].sort((a, b) => a[0] - b[0]);
    let at = lineStart;
    let owner = carried;
    for (const segment of segments) {
      const start = Math.min(lineStart + segment[0], lineEnd);
      add(owner, at, start);
      at = start;
      owner = segment.length > 1 ? (sourceIds[segment[1]!] ?? GLUE) : GLUE;
    }
    add(owner, at, lineEnd);
    carried = owner;
    lineStart = lineEnd;
  });
  return ranges;
}

function without(code: string, ranges: Range[]): string {
  let out = '';
  let at = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    out += code.slice(at, start);
    at = Math.max(at, end);
  }
  return out + code.slice(at);
}

const text = (code: string, ranges: Range[]) => ranges.map(([start, end]) => code.slice(start, end)).join('');

export interface ModuleShare {
  id: string;
  /** Minified bytes in the chunk. */
  bytes: number;
  /** Its share of the chunk's gzip size, in proportion to its own code's gzip size: the shares add up to the chunk's. */
  gzip: number;
  /** What the chunk's gzip size drops by with the module's code taken out (it also compresses with its neighbours). */
  cut: number;
}

/** Every module's bytes, share and cut of one minified chunk. */
export function chunkShares(chunk: MappedChunk, paths: ReportPaths): ModuleShare[] {
  const ranges = moduleRanges(chunk, paths);
  const whole = gzipSize(chunk.code);
  const own = [...ranges].map(([id, list]) => ({ id, list, alone: gzipSize(text(chunk.code, list)) }));
  const total = own.reduce((sum, part) => sum + part.alone, 0) || 1;
  return own.map(({ id, list, alone }) => ({
    id,
    bytes: list.reduce((sum, [start, end]) => sum + end - start, 0),
    gzip: (alone / total) * whole,
    cut: whole - gzipSize(without(chunk.code, list)),
  }));
}

/** The npm package a module is from, or our folder (`src/lib/session`, `src/components`), or the bundler's glue. */
export function areaOf(id: string, root: string): { area: string; ours: boolean } {
  if (id === GLUE) return { area: GLUE, ours: false };
  const plain = clean(id);
  const marker = '/node_modules/';
  const at = plain.lastIndexOf(marker);
  if (at >= 0) {
    const parts = plain.slice(at + marker.length).split('/');
    return { area: parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? plain), ours: false };
  }
  if (!path.isAbsolute(plain)) return { area: 'vite (runtime helpers)', ours: false };
  const parts = path.relative(root, plain).split(path.sep);
  // A folder three deep (src/lib/session, src/app/layout, src/features/tariffs); a file above that, its folder's.
  return { area: parts.slice(0, Math.min(3, parts.length - 1)).join('/') || '.', ours: true };
}

export interface ImportStep {
  id: string;
  /** How the module before it imports it: `static`, or `dynamic` (an `import()` the first load runs). */
  via: 'entry' | 'static' | 'dynamic';
}

/**
 * For each module the first load holds, the import chain from an entry that pulls it in, walking only through modules
 * the first load holds: the chain with the fewest `import()`s, and of those the shortest. A module no such chain
 * reaches (the bundler's glue, a helper it injected) has none.
 */
export function importChains(graph: ModuleGraph, loaded: ReadonlySet<string>): Map<string, ImportStep[]> {
  const best = new Map<string, { cost: [number, number]; from?: string; via: ImportStep['via'] }>();
  const queue: string[] = [];
  for (const entry of graph.entries) {
    best.set(entry, { cost: [0, 0], via: 'entry' });
    queue.push(entry);
  }
  const better = (a: [number, number], b: [number, number]) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
  // A label-correcting walk: the graphs are a few thousand modules, and a module is revisited only when improved.
  while (queue.length) {
    const id = queue.shift()!;
    const here = best.get(id)!;
    const edges = graph.modules.get(id);
    if (!edges) continue;
    const next: Array<[string, ImportStep['via']]> = [
      ...edges.imports.map((to) => [to, 'static'] as [string, ImportStep['via']]),
      ...edges.dynamicImports.map((to) => [to, 'dynamic'] as [string, ImportStep['via']]),
    ];
    for (const [to, via] of next) {
      if (!loaded.has(to)) continue;
      const cost: [number, number] = [here.cost[0] + (via === 'dynamic' ? 1 : 0), here.cost[1] + 1];
      const known = best.get(to);
      if (known && !better(cost, known.cost)) continue;
      best.set(to, { cost, from: id, via });
      queue.push(to);
    }
  }
  const chains = new Map<string, ImportStep[]>();
  for (const id of loaded) {
    if (!best.has(id)) continue;
    const chain: ImportStep[] = [];
    for (let at: string | undefined = id; at !== undefined; at = best.get(at)?.from)
      chain.unshift({ id: at, via: best.get(at)!.via });
    chains.set(id, chain);
  }
  return chains;
}

export interface ModuleRow extends ModuleShare {
  name: string;
  area: string;
  ours: boolean;
  chain?: ImportStep[];
}

export interface AreaRow {
  area: string;
  ours: boolean;
  bytes: number;
  gzip: number;
  /** The same area's share and minified bytes in the floor's first load (packages only: the floor has no code of ours). */
  floorGzip: number;
  floorBytes: number;
  modules: ModuleRow[];
}

/**
 * The first load by area (package, or our folder), largest share first, each with its modules, largest first; our
 * modules with the chain that pulls them in. The floor's chunks, given, are split the same way for comparison.
 */
export function firstLoadReport(
  chunks: MappedChunk[],
  graph: ModuleGraph,
  paths: ReportPaths,
  floor: { chunks: MappedChunk[]; paths: ReportPaths } = { chunks: [], paths },
): AreaRow[] {
  const loaded = new Set(chunks.flatMap((chunk) => chunk.moduleIds));
  const chains = importChains(graph, loaded);
  const rows: ModuleRow[] = chunks.flatMap((chunk) =>
    chunkShares(chunk, paths).map((share) => {
      const { area, ours } = areaOf(share.id, paths.root);
      const name = share.id === GLUE ? glueName(chunks, paths) : displayName(share.id, paths.root);
      return { ...share, name, area, ours, ...(ours ? { chain: chains.get(share.id) } : {}) };
    }),
  );
  const floorByArea = new Map<string, { gzip: number; bytes: number }>();
  for (const chunk of floor.chunks)
    for (const share of chunkShares(chunk, floor.paths)) {
      const { area, ours } = areaOf(share.id, floor.paths.root);
      if (ours) continue;
      const entry = floorByArea.get(area) ?? { gzip: 0, bytes: 0 };
      entry.gzip += share.gzip;
      entry.bytes += share.bytes;
      floorByArea.set(area, entry);
    }
  const areas = new Map<string, AreaRow>();
  for (const row of rows) {
    const entry = areas.get(row.area) ?? {
      area: row.area,
      ours: row.ours,
      bytes: 0,
      gzip: 0,
      floorGzip: row.ours ? 0 : (floorByArea.get(row.area)?.gzip ?? 0),
      floorBytes: row.ours ? 0 : (floorByArea.get(row.area)?.bytes ?? 0),
      modules: [],
    };
    entry.bytes += row.bytes;
    entry.gzip += row.gzip;
    entry.modules.push(row);
    areas.set(row.area, entry);
  }
  for (const entry of areas.values()) entry.modules.sort((a, b) => b.gzip - a.gzip);
  return [...areas.values()].sort((a, b) => b.gzip - a.gzip);
}

/** The glue's name, with the modules it holds: those with code in a chunk but not in its map. */
function glueName(chunks: MappedChunk[], paths: ReportPaths): string {
  const unmapped = chunks.flatMap((chunk) => {
    const mapped = moduleRanges(chunk, paths);
    return chunk.moduleIds.filter((id) => !mapped.has(id)).map((id) => displayName(id, paths.root));
  });
  return `${GLUE}: the bundler's glue${unmapped.length ? `, ${[...new Set(unmapped)].join(', ')}` : ''}`;
}

export function displayName(id: string, root: string): string {
  const plain = clean(id);
  const marker = '/node_modules/';
  const at = plain.lastIndexOf(marker);
  if (at >= 0) return plain.slice(at + marker.length);
  return path.isAbsolute(plain) ? path.relative(root, plain) : plain;
}

/** The chain as text: `index.html › src/main.tsx › … ⇢ …`, `⇢` before a module the one before imports with `import()`. */
export function formatChain(chain: ImportStep[], root: string): string {
  return chain
    .map((step, index) => `${index === 0 ? '' : step.via === 'dynamic' ? ' ⇢ ' : ' › '}${displayName(step.id, root)}`)
    .join('');
}

const signed = (bytes: number) => `${bytes >= 0 ? '+' : ''}${kB(bytes)}`;

/** The report as the bench prints it; `modulesPerArea` caps each package's list (our folders are listed whole). */
export function formatReport(areas: AreaRow[], root: string, { modulesPerArea = 5 } = {}): string {
  const gzip = areas.reduce((sum, area) => sum + area.gzip, 0);
  const out = [
    `First load by package and by our folder, largest first: ${kB(gzip)} gzip in the chunks with a source map.`,
    "  share: the part of its chunk's gzip size in proportion to its own code's; cut: what the chunk's gzip size drops",
    "  by with its code taken out; then its minified size. A package's floor: the same in the floor's first load.",
    '  why: the imports that pull one of our modules in, from the entry (› a static import, ⇢ an import() run before the cards).',
  ];
  for (const area of areas) {
    const floor = area.ours
      ? ''
      : `; floor ${kB(area.floorGzip)}, ${kB(area.floorBytes)} minified (${signed(area.bytes - area.floorBytes)} minified)`;
    out.push(
      `\n${kB(area.gzip).padStart(9)}  ${area.ours ? 'ours: ' : ''}${area.area} — ${kB(area.bytes)} minified${floor}`,
    );
    const shown = area.ours ? area.modules : area.modules.slice(0, modulesPerArea);
    for (const module of shown) {
      out.push(
        `  ${kB(module.gzip).padStart(9)}  cut ${kB(module.cut).padStart(8)}  ${kB(module.bytes).padStart(8)}  ${module.name}`,
      );
      if (module.ours)
        out.push(
          `${' '.repeat(13)}why: ${module.chain ? formatChain(module.chain, root) : '(no import chain from an entry)'}`,
        );
    }
    if (shown.length < area.modules.length) out.push(`  … ${area.modules.length - shown.length} more`);
  }
  return out.join('\n');
}
