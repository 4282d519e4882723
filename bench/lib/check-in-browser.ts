// checkValue (src/lib/service-description/check.ts) in Chromium, the way the operation pages use it: a page that
// imports it is built with Vite (which bundles check-worker.ts as a module worker), served with the app's CSP
// (`default-src 'self'`), and asked to check the worst cases. Beside each check the page counts its own longest gap
// between animation frames, so "the page stays responsive" is a figure, and runs the same check inline on the main
// thread (what the page did before) for comparison.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { type Server, createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { launchChromium } from './browser.ts';
import { DEPTH, PATTERN_VALUE, patternDescription } from './worst-cases.ts';
import { describedWith, ref } from '../../src/testing/description-builder.ts';

const LIB = path.resolve(import.meta.dirname, '../../src/lib/service-description');

export interface BrowserCheck {
  case: string;
  ms: number;
  outcome: string;
  /** Longest gap between two animation frames while the check ran (ms): what a user would feel as a freeze. */
  longestFrameGap: number;
}

const ENTRY = `
import { checkValue } from ${JSON.stringify(`${LIB}/check.ts`)};
import { checkNow } from ${JSON.stringify(`${LIB}/check-core.ts`)};
async function measure(run) {
  let longest = 0;
  let last = performance.now();
  let going = true;
  const tick = (now) => { longest = Math.max(longest, now - last); last = now; if (going) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const started = performance.now();
  const outcome = await run();
  const ms = performance.now() - started;
  await new Promise((resolve) => requestAnimationFrame(resolve));
  going = false;
  return { ms, outcome: JSON.stringify(outcome), longestFrameGap: Math.max(longest, performance.now() - last) };
}
// Built in the page: a value nested this deep is more than the DevTools protocol will carry.
function deep(depth) {
  let schema = { type: 'string' };
  let value = 'x';
  for (let i = 0; i < depth; i += 1) {
    schema = { type: 'object', required: ['in'], properties: { in: schema } };
    value = { in: value };
  }
  return { schema, value };
}
window.bench = {
  worker: (document, schema, value) => measure(() => checkValue(document, schema, value)),
  inline: (document, schema, value) => measure(async () => checkNow(document, schema, value)),
  workerDeep: (document, depth) => {
    const { schema, value } = deep(depth);
    return measure(() => checkValue(document, schema, value));
  },
};
`;

async function buildPage(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'check-page-'));
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="en"><head><title>check</title></head><body><script type="module" src="./entry.js"></script></body></html>',
  );
  await writeFile(path.join(root, 'entry.js'), ENTRY);
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: { outDir: path.join(root, 'dist'), target: 'es2022', minify: true },
  });
  return path.join(root, 'dist');
}

function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    if (req.url === '/favicon.ico') return void res.writeHead(204).end();
    const file = path.join(
      dir,
      req.url === '/' ? 'index.html' : path.normalize(req.url ?? '/').replace(/^([/\\])+/, ''),
    );
    if (!file.startsWith(dir)) return void res.writeHead(404).end();
    readFile(file).then(
      (body) => {
        const type = file.endsWith('.html')
          ? 'text/html'
          : file.endsWith('.js')
            ? 'text/javascript'
            : 'application/octet-stream';
        res
          .writeHead(200, {
            'Content-Type': type,
            'Content-Security-Policy': "default-src 'self'",
            'Cache-Control': 'no-store',
          })
          .end(body);
      },
      () => res.writeHead(404).end(),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/` }),
    ),
  );
}

/** 40 characters: well past the time bound even once the regex is compiled. */
const LONG_VALUE = `${'a'.repeat(39)}b`;

export async function measureChecksInChromium(): Promise<{ rows: BrowserCheck[]; version: string }> {
  const dist = await buildPage();
  const { server, url } = await serve(dist);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(url);
    await page.waitForFunction(() => 'bench' in window);
    const pattern = patternDescription();
    const code = ref('Code');
    type Bench = Record<string, (...args: unknown[]) => Promise<Omit<BrowserCheck, 'case'>>>;
    const run = (mode: 'worker' | 'inline' | 'workerDeep', label: string, ...args: unknown[]) =>
      page
        .evaluate(([m, a]) => (window as unknown as { bench: Bench }).bench[m as string]!(...(a as unknown[])), [
          mode,
          args,
        ] as const)
        .then((figure) => ({ case: label, ...figure }));
    const rows: BrowserCheck[] = [];
    rows.push(
      await run(
        'worker',
        'worker: first check ("aaaa"; starts the worker, loads the validator)',
        pattern,
        code,
        'aaaa',
      ),
    );
    rows.push(await run('worker', `worker: "${'^(a|aa)+$'}" against 35 characters`, pattern, code, PATTERN_VALUE));
    rows.push(
      await run('worker', 'worker: same pattern against 40 characters (past the 2 s bound)', pattern, code, LONG_VALUE),
    );
    rows.push(await run('worker', 'worker: next check after the bound ended a worker ("aaaa")', pattern, code, 'aaaa'));
    rows.push(
      await run(
        'workerDeep',
        `worker: schema and value nested ${DEPTH.toLocaleString('en')} deep`,
        describedWith({}),
        DEPTH,
      ),
    );
    // The page's main thread, as before the worker: a fresh page, so the regex is not yet compiled (as on a first visit).
    await page.reload();
    await page.waitForFunction(() => 'bench' in window);
    rows.push(
      await run('inline', 'main thread (before): same pattern, 35 characters, first run', pattern, code, PATTERN_VALUE),
    );
    rows.push(
      await run(
        'inline',
        'main thread (before): same pattern, 35 characters, second run',
        pattern,
        code,
        PATTERN_VALUE,
      ),
    );
    if (errors.length) throw new Error(`the check page logged errors: ${errors.join('; ')}`);
    return { rows, version: browser.version() };
  } finally {
    await browser.close();
    server.close();
    await rm(path.dirname(dist), { recursive: true, force: true });
  }
}
