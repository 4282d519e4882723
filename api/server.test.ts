import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RunningServer } from './server.ts';
import { startServer } from './server.ts';
import { MINT_BURST, MINT_EVERY_MS } from './mint-limit.ts';
import { securityHeaders } from './security-headers.ts';
import { DemoClient, refresh } from './testing/demo-client.ts';
import { contractApiPlugin } from './vite-plugin.ts';

type RawReply = { status: number; headers: IncomingHttpHeaders; body: Buffer };

const INDEX_HTML = '<!doctype html><html><head><title>Relay</title></head><body><div id="root"></div></body></html>';
const APP_JS = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const SECRET = '{"name":"top-secret-package"}';

// Raw requests, because fetch normalises `/../` away and decodes gzip transparently.
function raw(
  baseUrl: string,
  rawPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawReply> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: rawPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function makeSite(config: Record<string, unknown>): Promise<{ root: string; dist: string }> {
  const root = await mkdtemp(path.join(tmpdir(), 'contract-api-static-'));
  const dist = path.join(root, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(root, 'package.json'), SECRET);
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(dist, 'config.json'), JSON.stringify(config));
  await writeFile(path.join(dist, 'assets', 'app.js'), APP_JS);
  return { root, dist };
}

/** The units the demo's figures are in, per language. */
const DEMO_UNITS = {
  bitrate_max: { en: 'kbps', ru: 'кбит/с', cn: 'kbps' },
  bitrate: { en: 'kbps', ru: 'кбит/с', cn: 'kbps' },
  size: { en: 'GB', ru: 'ГБ', cn: 'GB' },
  delay: { en: 's', ru: 'с', cn: '秒' },
};

/** What each of the demo's levels allows, in words the dashboard maps to its own sentences (api/team/access-levels.ts). */
const ACCESS_LEVELS = {
  members: {
    '0': ['view'],
    '1': ['view', 'chat'],
    '2': ['view', 'chat', 'stream', 'setup', 'money', 'team'],
    '3': ['view', 'chat', 'stream', 'setup'],
  },
  destinations: { '0': ['view'], '1': ['view', 'stream'], '2': ['view', 'stream', 'settings', 'share'] },
};

describe('static serving', () => {
  let site: { root: string; dist: string };
  let server: RunningServer;

  beforeAll(async () => {
    site = await makeSite({ apiBaseUrl: '' });
    server = await startServer({ port: 0, staticDir: site.dist });
  });

  afterAll(async () => {
    await server.close();
    await rm(site.root, { recursive: true, force: true });
  });

  it('falls back to index.html for app routes, with security headers', async () => {
    const reply = await fetch(`${server.url}/projects/42/tariffs/restream`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    expect(await reply.text()).toBe(INDEX_HTML);
    const csp = reply.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    // The realtime endpoint: a ws: URL is never 'self' by scheme, so its origin is named.
    expect(csp).toContain(`connect-src 'self' ${server.url.replace(/^http/, 'ws')};`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(reply.headers.get('x-frame-options')).toBe('DENY');
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('referrer-policy')).toBe('no-referrer');
    expect(reply.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('serves config.json merged with demo: true, its own description, access levels, units and OBS’s path, uncached', async () => {
    const reply = await fetch(`${server.url}/config.json`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(await reply.json()).toEqual({
      apiBaseUrl: '',
      demo: true,
      serviceDescriptionUrl: '/__contract/openapi.json',
      realtimeUrl: `${server.url.replace(/^http/, 'ws')}/connection/websocket`,
      accessLevels: ACCESS_LEVELS,
      units: DEMO_UNITS,
      ingestApp: 'live',
    });
    expect(reply.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('builds config.json’s realtime URL and the CSP from where it is reached, never from the Host a request claims', async () => {
    const rebound = { Host: 'rebound.example:8080' };
    const config = JSON.parse((await raw(server.url, '/config.json', rebound)).body.toString('utf8')) as {
      realtimeUrl: string;
    };
    expect(config.realtimeUrl).toBe(`${server.url.replace(/^http/, 'ws')}/connection/websocket`);
    const page = await raw(server.url, '/', rebound);
    expect(page.headers['content-security-policy']).toContain(
      `connect-src 'self' ${server.url.replace(/^http/, 'ws')};`,
    );
    expect(page.headers['content-security-policy']).not.toContain('rebound');

    // Behind a proxy, where people reach it (--public-url): a wss: endpoint there.
    const proxied = await startServer({ port: 0, staticDir: site.dist, publicUrl: 'https://relay.example/app' });
    try {
      const reply = await raw(proxied.url, '/config.json', rebound);
      expect((JSON.parse(reply.body.toString('utf8')) as { realtimeUrl: string }).realtimeUrl).toBe(
        'wss://relay.example/connection/websocket',
      );
      expect(reply.headers['content-security-policy']).toContain("connect-src 'self' wss://relay.example;");
    } finally {
      await proxied.close();
    }
  });

  it('keeps a realtimeUrl config.json names, and adds none while another API is the API', async () => {
    for (const [config, expected] of [
      [{ realtimeUrl: 'wss://push.example.com/connection/websocket' }, 'wss://push.example.com/connection/websocket'],
      [{ apiBaseUrl: 'https://api.example.com' }, undefined],
    ] as const) {
      const other = await makeSite(config);
      const otherServer = await startServer({ port: 0, staticDir: other.dist });
      try {
        const reply = await fetch(`${otherServer.url}/config.json`);
        expect(((await reply.json()) as { realtimeUrl?: string }).realtimeUrl).toBe(expected);
        const csp = reply.headers.get('content-security-policy') ?? '';
        if (expected === undefined) expect(csp).not.toMatch(/wss?:/);
        else expect(csp).toContain(' wss://push.example.com');
      } finally {
        await otherServer.close();
        await rm(other.root, { recursive: true, force: true });
      }
    }
  });

  it.each([
    '/../package.json',
    '/%2e%2e/package.json',
    '/..%2fpackage.json',
    '/assets/..%2f..%2fpackage.json',
    '/..\\package.json',
  ])('does not serve files outside the static dir: %s', async (rawPath) => {
    const reply = await raw(server.url, rawPath);
    expect(reply.body.toString('utf8')).not.toContain('top-secret-package');
  });

  it('refuses an encoded traversal outright instead of falling back', async () => {
    const reply = await raw(server.url, '/..%2fpackage.json');
    expect(reply.status).toBe(404);
  });

  it('serves hashed assets as immutable with the right type', async () => {
    const reply = await raw(server.url, '/assets/app.js');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.toString('utf8')).toBe(APP_JS);
    expect(reply.headers['content-security-policy']).toBeDefined();
  });

  it('gzips when the client accepts it', async () => {
    const reply = await raw(server.url, '/assets/app.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers.vary).toContain('Accept-Encoding');
    expect(reply.body.length).toBeLessThan(Buffer.byteLength(APP_JS));
    expect(gunzipSync(reply.body).toString('utf8')).toBe(APP_JS);

    const refused = await raw(server.url, '/assets/app.js', { 'Accept-Encoding': 'gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 for a matching ETag', async () => {
    const first = await raw(server.url, '/assets/app.js');
    const etag = first.headers.etag ?? '';
    expect(etag).not.toBe('');
    const second = await raw(server.url, '/assets/app.js', { 'If-None-Match': etag });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
  });

  it('answers 404 for a missing asset rather than HTML', async () => {
    const reply = await raw(server.url, '/assets/missing-abc123.js');
    expect(reply.status).toBe(404);
  });

  it('still answers the API before static files', async () => {
    const reply = await fetch(`${server.url}/method/plan_restream?project_id=42`);
    expect(reply.status).toBe(401);
    expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('rejects writes to static paths', async () => {
    const reply = await raw(server.url, '/index.html', {}, 'POST');
    expect(reply.status).toBe(405);
  });

  it('keeps the control surface off by default', async () => {
    const reply = await raw(server.url, '/__control/reset', {}, 'POST');
    expect(reply.status).not.toBe(204);
  });
});

describe('static serving with a cross-origin API', () => {
  it('adds the API origin from config.json to connect-src', async () => {
    const site = await makeSite({ apiBaseUrl: 'https://api.example.com/base/' });
    const server = await startServer({ port: 0, staticDir: site.dist });
    try {
      const reply = await fetch(`${server.url}/`);
      expect(reply.headers.get('content-security-policy')).toContain("connect-src 'self' https://api.example.com;");
    } finally {
      await server.close();
      await rm(site.root, { recursive: true, force: true });
    }
  });
});

describe('server without static files or control', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ port: 0 });
  });

  afterAll(async () => {
    await server.close();
  });

  it('answers non-API paths with 404 JSON', async () => {
    const reply = await fetch(`${server.url}/projects/42`);
    expect(reply.status).toBe(404);
    expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await reply.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('has no control surface', async () => {
    for (const [method, urlPath] of [
      ['POST', '/__control/reset'],
      ['POST', '/__control/faults'],
      ['GET', '/__control/log'],
    ] as const) {
      const reply = await fetch(`${server.url}${urlPath}`, { method });
      expect(reply.status, urlPath).toBe(404);
    }
    const fakeReq = { url: '/__control/x', method: 'POST', headers: {} } as IncomingMessage;
    expect(await server.api.handle(fakeReq, {} as ServerResponse)).toBe(false);
    const staticReq = { url: '/assets/app.js', method: 'GET', headers: {} } as IncomingMessage;
    expect(await server.api.handle(staticReq, {} as ServerResponse)).toBe(false);
  });

  it('still offers the demo token', async () => {
    const reply = await fetch(`${server.url}/__contract/demo-token`, { method: 'POST' });
    expect(reply.status).toBe(200);
    expect(((await reply.json()) as { refreshToken: string }).refreshToken).toMatch(/^rt_/);
  });

  it('mints demo tokens for one address up to a burst, then answers 429 with when to come back', async () => {
    const clock = { now: Date.now() };
    const limited = await startServer({ port: 0, now: () => clock.now });
    const mint = () => fetch(`${limited.url}/__contract/demo-token`, { method: 'POST' });
    try {
      for (let index = 0; index < MINT_BURST; index += 1) expect((await mint()).status).toBe(200);
      const refused = await mint();
      expect([refused.status, refused.headers.get('retry-after')]).toEqual([429, '6']);
      expect(((await refused.json()) as { error: { name: string; msg: string } }).error).toMatchObject({
        name: 'too_many_requests',
        msg: 'Too many sign-ins from this address: try again in 6 s',
      });
      // Asked in Russian, as the sign-in page asks, refused in Russian.
      const inRussian = await fetch(`${limited.url}/__contract/demo-token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ language: 'ru' }),
      });
      expect(inRussian.status).toBe(429);
      expect(((await inRussian.json()) as { error: { msg: string } }).error.msg).toBe(
        'Слишком много входов с этого адреса: попробуйте снова через 6 с',
      );
      clock.now += MINT_EVERY_MS;
      expect((await mint()).status).toBe(200);
      expect((await mint()).status).toBe(429);
      // Other tokens are still minted by other ways: the limit is the public button's.
      expect(limited.api.mintRefreshToken()).toMatch(/^rt_/);
    } finally {
      await limited.close();
    }
  });

  it('exposes the seed projects and mints refresh tokens directly', () => {
    expect([...server.api.projects.keys()].sort((a, b) => a - b)).toEqual([
      7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 21, 22, 31, 32, 33, 34, 35, 36, 37, 38, 42,
    ]);
    expect(server.api.mintRefreshToken()).toMatch(/^rt_[A-Za-z0-9_-]{32}$/);
  });
});

describe('startServer', () => {
  it('reports its URL and closes even with idle keep-alive connections', async () => {
    const server = await startServer({ port: 0 });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const agent = new Agent({ keepAlive: true });
    const { hostname, port } = new URL(server.url);
    await new Promise<void>((resolve, reject) => {
      request({ hostname, port, path: '/__contract/demo-token', method: 'POST', agent }, (res) => {
        res.resume();
        res.on('end', resolve);
      })
        .on('error', reject)
        .end();
    });
    const closed = await Promise.race([
      server.close().then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('timed out'), 2000)),
    ]);
    agent.destroy();
    expect(closed).toBe('closed');
  });
});

describe('securityHeaders', () => {
  it('builds the documented policy', () => {
    const headers = securityHeaders({ connectSrc: ['https://api.example.com'] });
    expect(headers['Content-Security-Policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: https:; media-src 'self' https:; font-src 'self'; " +
        "connect-src 'self' https://api.example.com; object-src 'none'; base-uri 'self'; form-action 'self'; " +
        "frame-ancestors 'none'",
    );
  });
});

describe('contractApiPlugin', () => {
  it('mounts the API and config.json in the dev server and prints a demo token and an edge-case account’s', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'contract-api-vite-'));
    await mkdir(path.join(root, 'public'));
    await writeFile(path.join(root, 'public', 'config.json'), JSON.stringify({ apiBaseUrl: '' }));
    const infos: string[] = [];
    type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
    const middlewares: Middleware[] = [];
    const fakeServer = {
      config: {
        root,
        publicDir: path.join(root, 'public'),
        logger: { info: (msg: string) => infos.push(msg) },
        server: { allowedHosts: [] },
      },
      middlewares: { use: (fn: Middleware) => middlewares.push(fn) },
    } as unknown as ViteDevServer;

    const plugin = contractApiPlugin();
    const hook = plugin.configureServer;
    const configure = typeof hook === 'function' ? hook : hook?.handler;
    await configure?.call({} as never, fakeServer);
    expect(infos).toHaveLength(2);
    expect(infos[0]).toMatch(/^Contract API: demo refresh token rt_[A-Za-z0-9_-]{32}/);
    const edgesToken = /^Contract API: edge-case account's refresh token (rt_[A-Za-z0-9_-]{32})$/.exec(
      infos[1] ?? '',
    )?.[1];
    expect(edgesToken, infos[1]).toBeDefined();
    expect(middlewares).toHaveLength(1);

    // Drive the middleware through a real node:http server, as connect would.
    const { createServer } = await import('node:http');
    const http = createServer((req, res) => {
      middlewares[0]?.(req, res, () => {
        res.statusCode = 418;
        res.end('next');
      });
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const address = http.address() as { port: number };
    const base = `http://127.0.0.1:${address.port}`;
    try {
      expect(await (await fetch(`${base}/config.json`)).json()).toEqual({
        apiBaseUrl: '',
        demo: true,
        serviceDescriptionUrl: '/__contract/openapi.json',
        realtimeUrl: `ws://127.0.0.1:${address.port}/connection/websocket`,
        accessLevels: ACCESS_LEVELS,
        units: DEMO_UNITS,
        ingestApp: 'live',
      });
      // Not from the Host a request claims: from the address it reached.
      const claimed = await raw(base, '/config.json', { Host: 'rebound.example:5173' });
      expect((JSON.parse(claimed.body.toString('utf8')) as { realtimeUrl: string }).realtimeUrl).toBe(
        `ws://127.0.0.1:${address.port}/connection/websocket`,
      );
      expect((await fetch(`${base}/__contract/openapi.json`)).status).toBe(200);
      expect((await fetch(`${base}/src/main.tsx`)).status).toBe(418);
      expect((await fetch(`${base}/method/plan_restream?project_id=42`)).status).toBe(401);
      expect((await fetch(`${base}/__control/log`)).status).toBe(418);
      // The printed token signs in as the edge-case account.
      const pair = await refresh(base, edgesToken!);
      const edges = new DemoClient(base, pair.body as { accessToken: string; refreshToken: string });
      expect((await edges.get('/method/auth/me')).body.firstName).toBe('Edge cases');
    } finally {
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('contractApiPlugin under a real Vite dev server', () => {
  it('runs after Vite’s host check: a request or a realtime socket for a name nobody allowed is refused', async () => {
    const { createServer } = await import('vite');
    const root = await mkdtemp(path.join(tmpdir(), 'contract-api-vite-host-'));
    await mkdir(path.join(root, 'public'));
    await writeFile(path.join(root, 'public', 'config.json'), JSON.stringify({ apiBaseUrl: '' }));
    const vite = await createServer({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [contractApiPlugin()],
      server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, watch: null },
    });
    await vite.listen();
    const base = vite.resolvedUrls!.local[0]!.replace(/\/$/, '');
    const { host } = new URL(base);
    const rebound = `rebound.example:${new URL(base).port}`;
    const opens = (hostHeader: string) =>
      new Promise<boolean>((resolve) => {
        const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/connection/websocket`, {
          headers: { Host: hostHeader },
        });
        socket.once('open', () => {
          socket.terminate();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
    try {
      for (const where of ['/config.json', '/method/plan_restream?project_id=42', '/__contract/openapi.json']) {
        expect((await raw(base, where, { Host: rebound })).status, where).toBe(403);
        expect((await raw(base, where, { Host: host })).status, where).not.toBe(403);
      }
      expect(await opens(rebound)).toBe(false);
      expect(await opens(host)).toBe(true);
      expect(await opens(`localhost:${new URL(base).port}`)).toBe(true);
    } finally {
      await vite.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
