// Which JavaScript a cold page load really requests before it is useful, and its gzip size. Sizes come from the
// built files, gzipped here at level 9 (what the static server sends), so they do not depend on the network.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

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

/**
 * Opens `url` in a new browser context (empty HTTP cache), records every script response from the first byte,
 * waits for `ready`, and sums the scripts requested until then. Scripts fetched later (prefetch on hover, other
 * routes) are not part of what this page needed.
 */
export async function measureColdLoad(
  browser: Browser,
  opts: { url: string; staticDir: string; ready: (page: Page) => Promise<void>; storageState?: BrowserContextOptions['storageState'] },
): Promise<JsLoad> {
  const context = await browser.newContext(opts.storageState ? { storageState: opts.storageState } : {});
  try {
    const page = await context.newPage();
    const seen = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') seen.add(new URL(response.url()).pathname);
    });
    await page.goto(opts.url);
    await opts.ready(page);
    const requested = [...seen];
    const scripts: LoadedScript[] = [];
    for (const pathname of requested) {
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

export const kB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;
