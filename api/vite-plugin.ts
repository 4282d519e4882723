// Mounts the contract API in the Vite dev server, so `npm start` serves app and API on one origin.
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import type { Plugin } from 'vite';
import { readAppConfig, realtimeUrlFor } from './app-config.ts';
import { createContractApi } from './contract-api.ts';
import { sendJson } from './http-json.ts';

function accessTtlFromEnv(): number | undefined {
  const raw = process.env.CONTRACT_API_ACCESS_TTL;
  if (raw === undefined || raw === '') return undefined;
  const ttl = Number(raw);
  if (!Number.isInteger(ttl) || ttl < 0) throw new Error('CONTRACT_API_ACCESS_TTL must be a whole number of seconds');
  return ttl;
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

      // The realtime endpoint shares the dev server; Vite's own socket (another path) is left to Vite.
      server.httpServer?.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        api.handleUpgrade(req, socket, head);
      });
      server.httpServer?.once('close', () => api.close());

      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? '/').split('?')[0];
        if (pathname === '/config.json' && (req.method === 'GET' || req.method === 'HEAD')) {
          readAppConfig(configFile, realtimeUrlFor(req)).then(
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
