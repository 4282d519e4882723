// Standalone server: the contract API first, then (optionally) the built app. Used by `npm run api`,
// `npm run preview`, unit tests and Playwright.
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ContractApi } from './contract-api.ts';
import { createContractApi } from './contract-api.ts';
import { sendJson } from './http-json.ts';
import { createStaticHandler } from './static-files.ts';

export type StartServerOptions = {
  port?: number;
  host?: string;
  staticDir?: string;
  control?: boolean;
  accessTtlSeconds?: number;
  /** Lifetime of the realtime (Centrifuge group) tokens. */
  realtimeTtlSeconds?: number;
  /** How often a live stream's numbers move (tests shorten it). */
  liveTickMs?: number;
  /** How often a message arrives in a live stream's chat. */
  chatTickMs?: number;
  now?: () => number;
  /** Where people reach the service, for the addresses it hands out (ContractApiOptions.publicUrl). */
  publicUrl?: string;
  /** Origins of dashboards served apart from the API (ContractApiOptions.appOrigins). */
  appOrigins?: readonly string[];
  /** Merged into the served config.json. */
  configOverrides?: Record<string, unknown>;
  /**
   * Tests and benchmarks only: answers a request before the contract API does (true when it answered). This is how
   * they serve a service description and its operations on the same origin as the API, which they can reach as `api`.
   */
  extraRoutes?: (req: IncomingMessage, res: ServerResponse, api: ContractApi) => Promise<boolean>;
};

export type RunningServer = { url: string; api: ContractApi; close(): Promise<void> };

export async function startServer(opts: StartServerOptions = {}): Promise<RunningServer> {
  const host = opts.host ?? '127.0.0.1';
  const api = createContractApi({
    control: opts.control ?? false,
    ...(opts.accessTtlSeconds === undefined ? {} : { accessTtlSeconds: opts.accessTtlSeconds }),
    ...(opts.realtimeTtlSeconds === undefined ? {} : { realtimeTtlSeconds: opts.realtimeTtlSeconds }),
    ...(opts.liveTickMs === undefined ? {} : { liveTickMs: opts.liveTickMs }),
    ...(opts.chatTickMs === undefined ? {} : { chatTickMs: opts.chatTickMs }),
    ...(opts.now === undefined ? {} : { now: opts.now }),
    ...(opts.publicUrl === undefined ? {} : { publicUrl: opts.publicUrl }),
    ...(opts.appOrigins === undefined ? {} : { appOrigins: opts.appOrigins }),
  });
  const serveStatic =
    opts.staticDir === undefined
      ? undefined
      : createStaticHandler(opts.staticDir, opts.configOverrides, (req) => api.realtimeUrl(req));

  const server = createServer((req, res) => {
    void (async () => {
      if (opts.extraRoutes && (await opts.extraRoutes(req, res, api))) return;
      if (await api.handle(req, res)) return;
      if (serveStatic) return serveStatic(req, res);
      sendJson(res, 404, { error: { code: 'not_found', message: 'Not found' } });
    })().catch(() => {
      if (!res.headersSent) sendJson(res, 500, { error: { code: 'internal_error', message: 'Internal error' } });
      else res.destroy();
    });
  });

  // The realtime endpoint's WebSocket; any other upgrade is refused.
  server.on('upgrade', (req, socket, head) => {
    if (!api.handleUpgrade(req, socket, head)) socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${port}`,
    api,
    close: () =>
      new Promise<void>((resolve, reject) => {
        api.close();
        server.close((error) => (error ? reject(error) : resolve()));
        // Idle keep-alive sockets (and hanging fault requests) would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}
