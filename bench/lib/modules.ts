// Splits the loaded chunks into the modules the bundler put in them, so a size report can say which of our
// files and which packages cost the most.
import path from 'node:path';
import type { BuiltChunk } from './build.ts';
import { ROOT } from './build.ts';
import { gzipSize } from './measure.ts';

export interface ModuleCost {
  /** `src/...` for our code, `<package>/<file>` for a dependency. */
  name: string;
  owner: 'ours' | 'deps';
  /** npm package (deps), or "app" / "floor" for our own files. */
  pkg: string;
  renderedLength: number;
  /**
   * Estimated share of the minified chunk's gzip size. The bundler hands out each module's code before
   * minification, so each module's gzip is scaled so that the modules of a chunk add up to the chunk's gzip.
   */
  gzipEstimate: number;
}

function classify(id: string): { owner: 'ours' | 'deps'; pkg: string; name: string } {
  const clean = id.replace(/^\0/, '').split('?')[0] ?? id;
  const marker = '/node_modules/';
  const at = clean.lastIndexOf(marker);
  if (at >= 0) {
    const rest = clean.slice(at + marker.length);
    const parts = rest.split('/');
    const pkg = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? rest);
    return { owner: 'deps', pkg, name: rest };
  }
  if (!path.isAbsolute(clean)) return { owner: 'deps', pkg: 'vite (runtime helpers)', name: clean };
  const relative = path.relative(ROOT, clean);
  return { owner: 'ours', pkg: relative.startsWith('bench') ? 'floor' : 'app', name: relative };
}

/** Module costs of the chunks whose file names are in `loadedFiles` (paths like `assets/x.js`). */
export function moduleCosts(chunks: BuiltChunk[], loadedFiles: string[]): { costs: ModuleCost[]; unmatched: string[] } {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const costs: ModuleCost[] = [];
  const unmatched: string[] = [];
  for (const file of loadedFiles) {
    const chunk = byFile.get(file);
    if (!chunk) {
      unmatched.push(file);
      continue;
    }
    const chunkGzip = gzipSize(chunk.code);
    const parts = Object.entries(chunk.modules)
      .filter(([, module]) => module.renderedLength > 0 && module.code)
      .map(([id, module]) => ({ id, module, gzip: gzipSize(module.code ?? '') }));
    const total = parts.reduce((sum, part) => sum + part.gzip, 0) || 1;
    for (const { id, module, gzip } of parts) {
      costs.push({ ...classify(id), renderedLength: module.renderedLength, gzipEstimate: (gzip / total) * chunkGzip });
    }
  }
  return { costs, unmatched };
}

export function byPackage(costs: ModuleCost[]): Map<string, { gzip: number; rendered: number }> {
  const totals = new Map<string, { gzip: number; rendered: number }>();
  for (const cost of costs) {
    const key = cost.owner === 'ours' ? `(ours: ${cost.pkg})` : cost.pkg;
    const entry = totals.get(key) ?? { gzip: 0, rendered: 0 };
    entry.gzip += cost.gzipEstimate;
    entry.rendered += cost.renderedLength;
    totals.set(key, entry);
  }
  return totals;
}
