// Which JavaScript a cold page load really requests before it is useful, and its gzip size. Sizes come from the
// built files, gzipped here at level 9 (what the static server sends), so they do not depend on the network.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions } from '@playwright/test';

export interface LoadedScript {
  /** Path under the served directory, e.g. `assets/index-abc.js`. */
  file: string;
  raw: number;
  gzip: number;
}

export interface JsLoad {
  scripts: LoadedScript[];
  raw: number;
  gzip: number;
}

export function gzipSize(bytes: Buffer | string): number {
  return gzipSync(bytes, { level: 9 }).length;
}

/** When a page is useful: the first moment an element matching `selector` has text matching `text`. */
export interface ReadyWhen {
  selector: string;
  text: RegExp;
}

/**
 * Opens `url` in a new browser context (empty HTTP cache), notes in the page the moment it became useful (`ready`,
 * watched from the first byte by a MutationObserver), and sums the scripts whose request started before that moment.
 * Scripts requested later (a section loaded once the page is idle, prefetch on hover, other routes) are not part of
 * what this page needed, however fast they arrive.
 */
export async function measureColdLoad(
  browser: Browser,
  opts: {
    url: string;
    staticDir: string;
    ready: ReadyWhen;
    storageState?: BrowserContextOptions['storageState'];
    device?: BrowserContextOptions;
  },
): Promise<JsLoad> {
  const context = await browser.newContext({
    ...opts.device,
    ...(opts.storageState ? { storageState: opts.storageState } : {}),
  });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: watchReady(opts.ready) });
    // When each script was asked for, by this machine's clock (the page's `readyAt` is too). Request timings would be
    // the browser's own, but only once a response has come, and a worker's script may never report one to the page.
    const requests: { url: string; at: number }[] = [];
    page.on('request', (request) => {
      // The refresh worker's script runs in a service worker, not in the page, and is fetched whenever the page is
      // first idle: it is not part of what the page needs to show anything.
      if (request.resourceType() === 'script' && !/\/refresh-service-worker-[^/]*\.js$/.test(request.url()))
        requests.push({ url: request.url(), at: Date.now() });
    });
    await page.goto(opts.url);
    const readyAt = (await (
      await page.waitForFunction(() => (window as unknown as { __readyAt?: number }).__readyAt, undefined, {
        timeout: 30_000,
      })
    ).jsonValue()) as number;
    const needed = new Set(
      requests.filter((request) => request.at <= readyAt).map((request) => new URL(request.url).pathname),
    );
    const scripts: LoadedScript[] = [];
    for (const pathname of needed) {
      const file = pathname.replace(/^\/+/, '');
      const bytes = await readFile(path.join(opts.staticDir, file));
      scripts.push({ file, raw: bytes.length, gzip: gzipSize(bytes) });
    }
    scripts.sort((a, b) => b.gzip - a.gzip);
    return {
      scripts,
      raw: scripts.reduce((sum, s) => sum + s.raw, 0),
      gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
    };
  } finally {
    await context.close();
  }
}

/**
 * Runs in the page before its own scripts: records (epoch ms, as request timings are) when it became useful — an
 * element matching `selector` with the text, outside anything drawn unseen (a part's stand-in while it is read). Plain
 * text, not a function: tsx would wrap a function's inner functions in a helper the page does not have.
 */
export function watchReady({ selector, text }: ReadyWhen): string {
  return `(() => {
    const selector = ${JSON.stringify(selector)};
    const text = new RegExp(${JSON.stringify(text.source)}, ${JSON.stringify(text.flags)});
    const observer = new MutationObserver(() => {
      if (window.__readyAt) return;
      for (const element of document.querySelectorAll(selector)) {
        // What a reader sees: a part's stand-in while it is read (components/holding.tsx) is drawn unseen.
        if (element.closest('[inert], [aria-hidden="true"]')) continue;
        if (text.test(element.textContent || '')) {
          window.__readyAt = performance.timeOrigin + performance.now();
          observer.disconnect();
          return;
        }
      }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  })();`;
}

export const kB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;
