// Test-only endpoints under /__control/, mounted only when control is enabled.
// No CORS: only the service's own pages and non-browser clients (test runners) may drive it. A page's origin is
// compared with where the service listens, never with the Host header its request claims: a page of a name rebound to
// this machine (DNS rebinding) sends a Host that matches its own origin, and is refused.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ACCOUNT_KEYS, type AccountKey, isAccountKey } from './accounts.ts';
import type { FaultQueue } from './fault-injection.ts';
import { parseFault } from './fault-injection.ts';
import { BodyTooLargeError, isPlainObject, readBody, sendEmpty, sendJson } from './http-json.ts';
import type { RequestLog } from './request-log.ts';
import type { TokenStore } from './tokens.ts';

export type ControlSurfaceDeps = {
  tokens: TokenStore;
  faults: FaultQueue;
  log: RequestLog;
  defaultAccessTtlSeconds: number;
  /** A refresh token of a seeded account (the demo account by default). */
  mint: (account?: AccountKey) => string;
  /** Back to the seeded accounts, balances, projects and tariffs. */
  resetState: () => void;
  /** More calls, by path (the studio's). */
  extraRoutes?: Record<string, Route[]>;
  /** Whether a page of `origin` is the service's own: where it listens, or its public URL (api/origins.ts). */
  isOwnPage: (origin: string, req: IncomingMessage) => boolean;
};

export type Route = { method: string; run: (body: unknown, res: ServerResponse) => void };

export function controlError(res: ServerResponse, status: number, code: string, message: string, field?: string): void {
  sendJson(res, status, { error: field === undefined ? { code, message } : { code, message, field } });
}

export function createControlSurface(deps: ControlSurfaceDeps) {
  const { tokens, faults, log } = deps;

  const routes: Record<string, Route[]> = {
    '/__control/reset': [
      {
        method: 'POST',
        run: (_body, res) => {
          faults.clear();
          log.clear();
          tokens.accessTtlSeconds = deps.defaultAccessTtlSeconds;
          deps.resetState();
          sendEmpty(res, 204);
        },
      },
    ],
    '/__control/faults': [
      {
        method: 'POST',
        run: (body, res) => {
          const parsed = parseFault(body);
          if ('field' in parsed) return controlError(res, 400, 'invalid_request', parsed.message, parsed.field);
          faults.add(parsed.fault);
          sendEmpty(res, 204);
        },
      },
      {
        method: 'DELETE',
        run: (_body, res) => {
          faults.clear();
          sendEmpty(res, 204);
        },
      },
    ],
    '/__control/config': [
      {
        method: 'POST',
        run: (body, res) => {
          const ttl = isPlainObject(body) ? body.accessTtlSeconds : undefined;
          if (ttl !== undefined) {
            if (!Number.isInteger(ttl) || (ttl as number) < 0) {
              return controlError(
                res,
                400,
                'invalid_request',
                '"accessTtlSeconds" must be a non-negative integer',
                'accessTtlSeconds',
              );
            }
            tokens.accessTtlSeconds = ttl as number;
          }
          sendJson(res, 200, { accessTtlSeconds: tokens.accessTtlSeconds });
        },
      },
    ],
    '/__control/expire-access': [
      {
        method: 'POST',
        run: (_body, res) => {
          tokens.expireAllAccess();
          sendEmpty(res, 204);
        },
      },
    ],
    '/__control/revoke': [
      {
        method: 'POST',
        run: (body, res) => {
          const token = isPlainObject(body) ? body.refreshToken : undefined;
          if (token === undefined) {
            tokens.revokeAllRefresh();
            return sendEmpty(res, 204);
          }
          if (typeof token !== 'string') {
            return controlError(res, 400, 'invalid_request', '"refreshToken" must be a string', 'refreshToken');
          }
          // A silent success would hide a test that revokes the wrong token.
          if (!tokens.revokeRefresh(token)) {
            return controlError(res, 404, 'unknown_token', 'No such refresh token', 'refreshToken');
          }
          sendEmpty(res, 204);
        },
      },
    ],
    '/__control/tokens': [
      {
        method: 'POST',
        run: (body, res) => {
          const account = isPlainObject(body) ? body.account : undefined;
          if (account !== undefined && !isAccountKey(account)) {
            return controlError(
              res,
              400,
              'invalid_request',
              `"account" must be one of: ${ACCOUNT_KEYS.join(', ')}`,
              'account',
            );
          }
          sendJson(res, 200, { refreshToken: deps.mint(account) });
        },
      },
    ],
    '/__control/log': [
      { method: 'GET', run: (_body, res) => sendJson(res, 200, { entries: log.entries() }) },
      {
        method: 'DELETE',
        run: (_body, res) => {
          log.clear();
          sendEmpty(res, 204);
        },
      },
    ],
    ...deps.extraRoutes,
  };

  return async function handleControl(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const origin = req.headers.origin;
    if (origin !== undefined && !deps.isOwnPage(origin, req))
      return controlError(res, 403, 'forbidden', 'The control surface is same-origin only');
    const candidates = routes[path];
    if (!candidates) return controlError(res, 404, 'not_found', 'No such control endpoint');
    const route = candidates.find((candidate) => candidate.method === req.method);
    if (!route) {
      const allow = candidates.map((candidate) => candidate.method).join(', ');
      res.setHeader('Allow', allow);
      return controlError(res, 405, 'method_not_allowed', `Use ${allow}`);
    }
    let text: string;
    try {
      text = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return controlError(res, 413, 'payload_too_large', 'Body too large');
      throw error;
    }
    let body: unknown = null;
    if (text.trim() !== '') {
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        return controlError(res, 400, 'invalid_json', 'Body must be JSON');
      }
    }
    route.run(body, res);
  };
}
