import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../config/runtime-config.ts';
import { queryClient } from '../query-client.ts';
import { useLogoutOutcome } from './logout-outcome.ts';
import { signOut } from './sign-out.ts';
import { useTokenStore } from './token-store.ts';
import { group, json as jsonContent, object, serviceDescription } from '../../testing/description-builder.ts';

// A service whose Logout wants a valid access token (the contract API's does not): after a laptop's sleep the
// access token has expired, so sign-out renews the pair first, within its deadline, and logs the renewed one out.

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (iat: number, exp: number, n: string) => `${b64({ alg: 'HS256' })}.${b64({ sub: '7', iat, exp })}.${n}`;
const now = () => Math.floor(Date.now() / 1000);

const seen: { path: string; authorization: string | undefined; body: string }[] = [];
let freshAccess = '';
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
    if (req.method === 'OPTIONS') return res.end();
    seen.push({ path, authorization: req.headers.authorization, body });
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (path === '/openapi.json')
      return json(
        200,
        serviceDescription({
          info: { title: 'stale', version: '1' },
          paths: group('Auth', {
            'post /method/auth/logout': {
              summary: 'Logout',
              common: false,
              requestBody: { content: jsonContent(object({ refresh: { type: 'string' } })) },
              responses: { 200: { description: 'ok' } },
            },
          }),
        }),
      );
    if (path === '/method/auth/refresh-access') {
      freshAccess = jwt(now(), now() + 900, 'fresh');
      return json(200, { accessToken: freshAccess, refreshToken: 'rt-renewed' });
    }
    if (path === '/method/auth/logout')
      return req.headers.authorization === `oauth ${freshAccess}`
        ? json(200, { result: true })
        : json(401, { error: { code: 'token_expired' } });
    json(404, {});
  });
});
let url = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen.length = 0;
  queryClient.clear();
  localStorage.clear();
  setRuntimeConfig({ apiBaseUrl: url, serviceDescriptionUrl: `${url}/openapi.json` });
});

describe('sign-out after the access token expired', () => {
  it('renews the pair first, and the Logout with it is confirmed', async () => {
    const slept = now() - 7200;
    useTokenStore.setState({
      session: {
        accessToken: jwt(slept, slept + 900, 'stale'),
        refreshToken: 'rt-before-sleep',
        receivedAt: slept * 1000,
        lifetimeMs: 900_000,
        apiBase: url,
        signInId: 'sign-in-1',
      },
      persistence: 'local',
      lastEnd: null,
    });
    await signOut();
    await vi.waitFor(() => expect(useLogoutOutcome.getState().outcome).toBe('ended'));
    expect(useTokenStore.getState().session).toBeNull();
    const logout = seen.find((entry) => entry.path === '/method/auth/logout')!;
    expect(logout.authorization).toBe(`oauth ${freshAccess}`);
    expect(JSON.parse(logout.body)).toEqual({ refresh: 'rt-renewed' });
    // The renewed pair is the Logout's alone: nothing of it is kept here.
    expect(JSON.stringify({ ...localStorage })).not.toContain('rt-renewed');
  });
});
