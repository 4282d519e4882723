// What the route catalog (issue 5: the group routes, the sidebar and its filter) adds to the JavaScript the page
// loads first: the app is built twice, once as it is and once with `sidebar.tsx` replaced by an empty stand-in, and
// the scripts index.html loads (entry and modulepreloads) are gzipped at level 9. The routes themselves are not in
// the first load (app/page-routes.ts, patched in by the router on the first navigation that needs them).
//
//   npm run bench:catalog-cost
import path from 'node:path';
import { type Plugin, build } from 'vite';
import { ROOT } from './lib/build.ts';
import { gzipSize } from './lib/measure.ts';

const ALLOWANCE = 2048;
const STUBS: Record<string, string> = {
  [path.join(ROOT, 'src/app/layout/sidebar.tsx')]:
    'export function Sidebar() { return null; } export function SidebarToggle() { return null; }',
};

function withoutCatalog(): Plugin {
  return { name: 'bench:without-catalog', enforce: 'pre', load: (id) => STUBS[id] };
}

interface Output {
  output: Array<{ type: 'chunk' | 'asset'; fileName: string; code?: string; source?: string | Uint8Array }>;
}

/** Gzipped bytes of the scripts index.html loads before anything else, by file. */
async function firstLoad(plugins: Plugin[]): Promise<{ total: number; files: string[] }> {
  const result = (await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    root: ROOT,
    logLevel: 'warn',
    plugins,
    build: { write: false },
  })) as Output;
  const html = result.output.find((item) => item.fileName === 'index.html')?.source;
  if (typeof html !== 'string') throw new Error('the build produced no index.html');
  // Not what a <template> holds: the files of the pages opened from a link, announced only at their address
  // (scripts/pages-ahead.ts).
  const announced = html.replace(/<template[\s\S]*?<\/template>/g, '');
  const files = [...announced.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  let total = 0;
  for (const file of files) {
    const code = result.output.find((item) => item.fileName === file)?.code;
    if (code === undefined) throw new Error(`${file} is named by index.html but was not built`);
    total += gzipSize(code);
  }
  return { total, files };
}

const withCatalog = await firstLoad([]);
const without = await firstLoad([withoutCatalog()]);
const cost = withCatalog.total - without.total;
console.log(
  `First-load JS with the catalog:    ${withCatalog.total.toLocaleString('en')} B gzip (${withCatalog.files.join(', ')})`,
);
console.log(`First-load JS without the catalog: ${without.total.toLocaleString('en')} B gzip`);
console.log(
  `Catalog cost: ${cost.toLocaleString('en')} B — allowance ${ALLOWANCE.toLocaleString('en')} B ${cost <= ALLOWANCE ? 'PASS' : 'OVER'}`,
);
