// Mounts the contract API in the Vite dev server, so `npm start` serves app and API on one origin.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import type { Plugin } from 'vite';
import { readAppConfig } from './app-config.ts';
import { createContractApi } from './contract-api.ts';
import { sendJson, splitUrl } from './http-json.ts';
import { REALTIME_PATH } from './studio/realtime-endpoint.ts';

function accessTtlFromEnv(): number | undefined {
  const raw = process.env.CONTRACT_API_ACCESS_TTL;
  if (raw === undefined || raw === '') return undefined;
  const ttl = Number(raw);
  if (!Number.isInteger(ttl) || ttl < 0) throw new Error('CONTRACT_API_ACCESS_TTL must be a whole number of seconds');
  return ttl;
}

/**
 * Vite's host check (`server.allowedHosts`, which Vite resolves with the configured host and origin added), as Vite
 * documents it: any IP address, `localhost` and names under `.localhost`, and the names listed (a leading dot allows
 * a domain and its subdomains). Vite applies it to its own requests and socket, not to a socket a plugin takes.
 */
export function hostAllowed(host: string | undefined, allowed: true | readonly string[]): boolean {
  if (allowed === true || host === undefined) return true;
  const trimmed = host.trim();
  if (trimmed.startsWith('[')) {
    const end = trimmed.indexOf(']');
    return end > 0 && isIP(trimmed.slice(1, end)) === 6;
  }
  const hostname = trimmed.split(':')[0] ?? '';
  if (isIP(hostname) === 4 || hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  return allowed.some(
    (name) => name === hostname || (name.startsWith('.') && (name.slice(1) === hostname || hostname.endsWith(name))),
  );
}

export function contractApiPlugin(opts: { control?: boolean } = {}): Plugin {
  return {
    name: 'contract-api',
    configureServer(server) {
      const accessTtlSeconds = accessTtlFromEnv();
      const control = opts.control === true || process.env.CONTRACT_API_CONTROL === '1';
      const api = createContractApi({ control, ...(accessTtlSeconds === undefined ? {} : { accessTtlSeconds }) });
      const publicDir = server.config.publicDir || path.join(server.config.root, 'public');
      const configFile = path.join(publicDir, 'config.json');

      server.config.logger.info(
        `Contract API: demo refresh token ${api.mintRefreshToken()}${control ? ' (control surface on)' : ''}`,
      );
      server.config.logger.info(`Contract API: edge-case account's refresh token ${api.mintRefreshToken('edges')}`);

      // The realtime endpoint shares the dev server; Vite's own socket (another path) is left to Vite. Vite checks the
      // Host of its own socket only, so this one is checked here as Vite would (it skips the check under https).
      const { allowedHosts, https } = server.config.server;
      server.httpServer?.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        if (splitUrl(req.url).path !== REALTIME_PATH) return;
        if (!https && !hostAllowed(req.headers.host, allowedHosts)) {
          socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
          return;
        }
        api.handleUpgrade(req, socket, head);
      });
      server.httpServer?.once('close', () => api.close());

      // Added here, the API's middleware runs after Vite's host check, which Vite adds before any plugin's (a request
      // for a name nobody allowed, as a rebound one, is refused before it reaches the API or config.json).
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? '/').split('?')[0];
        if (pathname === '/config.json' && (req.method === 'GET' || req.method === 'HEAD')) {
          readAppConfig(configFile, api.realtimeUrl(req)).then(
            (config) => sendJson(res, 200, config),
            (error: unknown) => next(error),
          );
          return;
        }
        api.handle(req, res).then(
          (handled) => {
            if (!handled) next();
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
