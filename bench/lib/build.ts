// Builds the app and the stack floor with the app's own vite.config.ts, so both get the same plugins, target and
// minifier, and returns what the bundler knows about each chunk (its modules) for the size breakdown.
import path from 'node:path';
import { build } from 'vite';
import { type ModuleGraph, moduleGraphPlugin } from './first-load-modules.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const APP_DIST = path.join(ROOT, 'dist');
export const FLOOR_DIST = path.join(ROOT, 'dist-floor');

export interface BuiltModule {
  /** Code of the module as rendered into its chunk, before minification (null when tree-shaken away). */
  code: string | null;
  renderedLength: number;
}

export interface BuiltChunk {
  fileName: string;
  code: string;
  modules: Record<string, BuiltModule>;
  /** The chunk's source map as JSON, when the build made one. */
  map?: string;
}

interface OutputLike {
  output: Array<{
    type: 'chunk' | 'asset';
    fileName: string;
    code?: string;
    modules?: Record<string, BuiltModule>;
    map?: { toString(): string } | null;
  }>;
}

function chunksOf(result: unknown): BuiltChunk[] {
  const outputs = (Array.isArray(result) ? result : [result]) as OutputLike[];
  const chunks: BuiltChunk[] = [];
  for (const out of outputs) {
    if (!out || !Array.isArray(out.output)) throw new Error('vite build returned no output (watch mode?)');
    for (const item of out.output) {
      if (item.type !== 'chunk') continue;
      // Copied out of the bundler's result: rolldown hands out views on native memory.
      const modules: Record<string, BuiltModule> = {};
      for (const [id, module] of Object.entries(item.modules ?? {}))
        modules[id] = { code: module.code, renderedLength: module.renderedLength };
      chunks.push({
        fileName: item.fileName,
        code: item.code ?? '',
        modules,
        ...(item.map ? { map: item.map.toString() } : {}),
      });
    }
  }
  return chunks;
}

interface BuildOptions {
  write?: boolean;
  /** Each chunk gets a map beside it that nothing links to, for naming what a trace ran or what a chunk holds. */
  sourcemap?: boolean;
  /** Filled with the bundler's module graph (who imports whom). */
  graph?: ModuleGraph;
}

/** The app, as `vite build` makes it. With `write: false` nothing on disk changes (used to explain a built dist/). */
export async function buildApp({ write = true, sourcemap = false, graph }: BuildOptions = {}): Promise<BuiltChunk[]> {
  const result = await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    root: ROOT,
    logLevel: 'warn',
    plugins: graph ? [moduleGraphPlugin(graph)] : [],
    build: { write, outDir: APP_DIST, emptyOutDir: true, ...(sourcemap ? { sourcemap: 'hidden' as const } : {}) },
  });
  return chunksOf(result);
}

/** The floor (bench/floor) with the same config; the contract-API plugin only adds dev-server middleware. */
export async function buildFloor({ sourcemap = false }: Pick<BuildOptions, 'sourcemap'> = {}): Promise<BuiltChunk[]> {
  const result = await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    root: path.join(ROOT, 'bench/floor'),
    logLevel: 'warn',
    build: { outDir: FLOOR_DIST, emptyOutDir: true, ...(sourcemap ? { sourcemap: 'hidden' as const } : {}) },
  });
  return chunksOf(result);
}
