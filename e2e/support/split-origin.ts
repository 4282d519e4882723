import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer, type RunningServer } from '../../api/server.ts';
import { createStaticHandler } from '../../api/static-files.ts';
import { Control, type LogEntry } from '../../api/testing/control-client.ts';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { E2E_REQUEST_TIMEOUT_MS, expect, isWarningOrError, refreshTokenField } from './fixtures.ts';

// A deployment as it really is: the app on a static host, the API on an origin of its own (CORS between them), and a
// second API that the configuration can be pointed at. Every server logs what reached it, so a test can check
// that no request carrying a pair went anywhere but to the API that issued it — the refresh worker's requests
// included, which the page never sees.

/** What the static host answers for /config.json. */
export type ConfigMode = 'ok' | 'unavailable' | 'hang' | 'other-api';

export interface SeenRequest {
  method: string;
  url: string;
  /** Every header and the body, as text: searched for tokens. */
  text: string;
}

export interface SplitDeployment {
  /** The static host (the app's origin). */
  appUrl: string;
  api: RunningServer;
  apiControl: Control;
  other: RunningServer;
  otherControl: Control;
  /** What reached the static host. */
  staticLog: SeenRequest[];
  setConfig(mode: ConfigMode): void;
  /** A context on the app, signed in through the form with a new demo sign-in, its console warnings and errors collected; closed by close(). */
  signIn(browser: Browser): Promise<{ context: BrowserContext; page: Page; problems: string[] }>;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => resolve(body));
    req.on('error', () => resolve(body));
  });
}

/**
 * `describe`: config.json names the API's own description (on the API's origin), as a described deployment's does.
 * `realtime`: it also names the API's realtime endpoint, and the static host's CSP allows it.
 */
export async function startSplitDeployment({ describe = false, realtime = false } = {}): Promise<SplitDeployment> {
  const api = await startServer({ port: 0, control: true });
  const other = await startServer({ port: 0, control: true });
  const realtimeUrl = realtime ? `${api.url.replace(/^http/, 'ws')}/connection/websocket` : undefined;
  // The CSP's connect-src names both APIs (the description URL is only a way to add the second origin to it), so
  // what stops a request to the other API is the app, not the browser's policy.
  const serveStatic = createStaticHandler('dist', {
    apiBaseUrl: api.url,
    serviceDescriptionUrl: `${other.url}/unused.json`,
    ...(realtimeUrl ? { realtimeUrl } : {}),
  });
  const staticLog: SeenRequest[] = [];
  let mode: ConfigMode = 'ok';
  const hanging = new Set<ServerResponse>();
  const contexts: BrowserContext[] = [];

  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      staticLog.push({ method: req.method ?? '', url: req.url ?? '', text: `${JSON.stringify(req.headers)}\n${body}` });
      if (new URL(req.url ?? '/', 'http://x').pathname !== '/config.json') return serveStatic(req, res);
      if (mode === 'hang') return void hanging.add(res);
      if (mode === 'unavailable') {
        res.writeHead(503, { 'Content-Type': 'text/html', 'Cache-Control': 'no-store' });
        return void res.end('<h1>503 Service Unavailable</h1>');
      }
      const apiBaseUrl = mode === 'other-api' ? other.url : api.url;
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(
        JSON.stringify({
          apiBaseUrl,
          requestTimeoutMs: E2E_REQUEST_TIMEOUT_MS,
          ...(describe ? { serviceDescriptionUrl: `${api.url}/__contract/openapi.json` } : {}),
          ...(realtimeUrl ? { realtimeUrl } : {}),
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const appUrl = `http://127.0.0.1:${port}`;
  // The dashboard is served apart from the API, as on a real deployment: its pages may open the API's socket, and a
  // sign-in may come back to its callback.
  api.api.allowAppOrigin(appUrl);
  const apiControl = new Control(api.url);

  return {
    appUrl,
    api,
    apiControl,
    other,
    otherControl: new Control(other.url),
    staticLog,
    setConfig: (next) => {
      mode = next;
    },
    signIn: async (browser) => {
      const context = await browser.newContext({ baseURL: appUrl, locale: 'en-GB' });
      contexts.push(context);
      const problems: string[] = [];
      context.on('console', (message) => {
        if (isWarningOrError(message)) problems.push(message.text());
      });
      const page = await context.newPage();
      await page.goto('/sign-in');
      await (await refreshTokenField(page)).fill(await apiControl.mintRefreshToken());
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('banner').getByText('Demo Streamer')).toBeVisible();
      return { context, page, problems };
    },
    close: async () => {
      await Promise.all(contexts.map((context) => context.close()));
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([api.close(), other.close()]);
    },
  };
}

/** Requests in a log that carry any of the given secrets (in the URL, a header or the body). */
export function carrying(log: readonly SeenRequest[], secrets: readonly string[]): SeenRequest[] {
  return log.filter((entry) => secrets.some((secret) => entry.url.includes(secret) || entry.text.includes(secret)));
}

/** The contract API's log as text entries (its log records the body and whether a token came). */
export function asSeen(entries: readonly LogEntry[]): SeenRequest[] {
  return entries.map((entry) => ({
    method: entry.method,
    url: `${entry.path}?${new URLSearchParams(entry.query).toString()}`,
    text:
      JSON.stringify(entry.body ?? null) +
      (entry.authorization === 'missing' ? '' : ` authorization:${entry.authorization}`),
  }));
}
