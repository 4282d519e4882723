// Signing in with a provider as a browser goes through it, over HTTP: the start, the provider's page, its callback's
// 301 back to the dashboard with a one-time code, and the code's exchange for a pair; linking and unlinking a
// provider; a code for the app.
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CALLBACK_PATH } from '../src/features/sign-in/sign-in-flow.ts';
import type { Account } from './accounts.ts';
import type { RunningServer } from './server.ts';
import { startServer } from './server.ts';
import {
  CODE_TTL_MS,
  MAX_CODES,
  MAX_REDIRECT_LENGTH,
  MAX_STARTS,
  SIGN_IN_CALLBACK_PATH,
  START_TTL_MS,
  SocialSignIns,
} from './social-sign-in.ts';
import { DemoClient, type ErrorData, problemOf } from './testing/demo-client.ts';

let server: RunningServer;
/** A dashboard served apart from the API, which the API is told of (`--app-origin`). */
const DASHBOARD_ORIGIN = 'https://dash.example';
const DASHBOARD = `${DASHBOARD_ORIGIN}/sign-in/callback?flow=f-1`;

beforeAll(async () => {
  server = await startServer({ port: 0, control: true, appOrigins: [DASHBOARD_ORIGIN] });
});

afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  await fetch(`${server.url}/__control/reset`, { method: 'POST' });
});

const common = { v: '1', language: 'en' };
/** The tab's PKCE verifier, and the challenge a start is sent (S256). */
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const pkce = {
  code_challenge: createHash('sha256').update(VERIFIER).digest('base64url'),
  code_challenge_method: 'S256',
};

async function start(provider: string, redirect = DASHBOARD): Promise<URL> {
  const params = new URLSearchParams({ ...common, provider, app: 'site', redirect, ...pkce });
  const reply = await fetch(`${server.url}/method/auth/redirect-url?${params}`);
  expect(reply.status).toBe(200);
  return new URL(((await reply.json()) as { url: string }).url);
}

/** The provider's page's form, sent as the browser sends it: the address its Allow or Deny leads to. */
async function decide(page: URL, grant: 'allow' | 'deny' | 'allow-second'): Promise<Response> {
  const html = await (await fetch(page)).text();
  const action = /<form method="get" action="([^"]+)">/.exec(html)?.[1];
  expect(action).toBeDefined();
  const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [
    name!,
    value!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
  ]);
  const query = new URLSearchParams([...fields, ['grant', grant]]);
  return fetch(`${server.url}${action}?${query}`, { redirect: 'manual' });
}

/**
 * The exchange as a page of `origin` sends it (a browser sets Origin on a POST); `null`: as curl does, with none. The
 * tab's verifier unless another (or none: `null`) is given.
 */
async function exchange(
  code: string,
  app = 'site',
  origin: string | null = DASHBOARD_ORIGIN,
  { verifier = VERIFIER as string | null, fingerprint = 'fp-1' } = {},
) {
  const reply = await fetch(`${server.url}/method/auth/app/exchange`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(origin === null ? {} : { Origin: origin }) },
    body: JSON.stringify({
      ...common,
      code,
      userAgent: 'test',
      fingerprint,
      app,
      ...(verifier === null ? {} : { code_verifier: verifier }),
    }),
  });
  return { status: reply.status, body: (await reply.json()) as Record<string, unknown> };
}

describe('sign-in with a provider', () => {
  it('the provider’s page offers another account, as an account chooser does: its code signs in the second account', async () => {
    const page = await start('vk');
    expect(await (await fetch(page)).text()).toContain('Another account: Мария Соколова');
    const back = await decide(page, 'allow-second');
    const code = new URL(back.headers.get('location')!).searchParams.get('code')!;
    const pair = await exchange(code);
    const client = new DemoClient(server.url, pair.body as { accessToken: string; refreshToken: string });
    expect((await client.get('/method/users/profile')).body).toMatchObject({ id: 2, firstName: 'Мария' });
  });

  it('Google: the provider’s page names the demo account; Allow sends the browser back with a code, exchanged once for a working pair', async () => {
    const page = await start('google');
    expect(page.origin).toBe(server.url);
    const html = await (await fetch(page)).text();
    expect(html).toContain('Sign in to the demo as Demo Streamer?');

    const back = await decide(page, 'allow');
    expect(back.status).toBe(301);
    const location = new URL(back.headers.get('location')!);
    // The dashboard's address as it was given, the code added.
    expect(location.origin + location.pathname).toBe('https://dash.example/sign-in/callback');
    expect(location.searchParams.get('flow')).toBe('f-1');
    const code = location.searchParams.get('code')!;
    expect(code).toMatch(/^[\w-]{20,}$/);

    const pair = await exchange(code);
    expect(pair.status).toBe(201);
    expect(Object.keys(pair.body).sort()).toEqual(['accessToken', 'refreshToken']);
    const client = new DemoClient(server.url, pair.body as { accessToken: string; refreshToken: string });
    expect((await client.get('/method/users/profile')).body).toMatchObject({ firstName: 'Demo' });

    // Once only.
    const again = await exchange(code);
    expect(again.status).toBe(400);
    expect(problemOf(again.body.error as ErrorData).field).toBe('code');
  });

  it('Deny sends the browser back with error=access_denied and no code; the start is then used up', async () => {
    const page = await start('vk-id');
    const back = await decide(page, 'deny');
    const location = new URL(back.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.has('code')).toBe(false);
    expect((await fetch(page)).status).toBe(400);
    expect((await decide(await start('vk-id'), 'allow')).status).toBe(301);
  });

  it('Telegram comes back through “Auth telegram” with its own fields, VK through the old callback', async () => {
    for (const provider of ['telegram', 'vk']) {
      const back = await decide(await start(provider), 'allow');
      expect(back.status, provider).toBe(301);
      expect(new URL(back.headers.get('location')!).searchParams.get('code'), provider).toBeTruthy();
    }
  });

  it('refuses an unknown provider, a redirect that is no http(s) address, a made-up state, and a code for another app', async () => {
    const bad = (query: Record<string, string>) =>
      fetch(`${server.url}/method/auth/redirect-url?${new URLSearchParams({ ...common, ...pkce, ...query })}`);
    expect((await bad({ provider: 'github' })).status).toBe(400);
    expect((await bad({ provider: 'google', redirect: 'javascript:alert(1)' })).status).toBe(400);
    const forged = await fetch(`${server.url}/method/auth/callback/google?state=made-up&grant=allow`, {
      redirect: 'manual',
    });
    expect(forged.status).toBe(400);

    const location = new URL((await decide(await start('google'), 'allow')).headers.get('location')!);
    expect((await exchange(location.searchParams.get('code')!, 'desktop')).status).toBe(400);
  });
});

describe('the account’s linked sign-ins, and a code for the app', () => {
  it('lists Google as seeded; links VK through the same flow; unlinks by social_id', async () => {
    const demo = await DemoClient.signIn(server.url);
    const listed = async () =>
      ((await demo.get('/method/socials/list')).body as { results: { provider: string; social_id: number }[] }).results;
    expect((await listed()).map((social) => social.provider)).toEqual(['google']);

    const params = new URLSearchParams({ ...common, provider: 'vk', redirect: DASHBOARD });
    const reply = await fetch(`${server.url}/method/auth/connect?${params}`, {
      headers: { Authorization: `oauth ${demo.tokens.accessToken}` },
    });
    const page = new URL(((await reply.json()) as { url: string }).url);
    expect(await (await fetch(page)).text()).toContain('Link VK to Demo Streamer?');
    const back = new URL((await decide(page, 'allow')).headers.get('location')!);
    expect(back.searchParams.get('linked')).toBe('vk');
    expect(back.searchParams.has('code')).toBe(false);
    expect((await listed()).map((social) => social.provider)).toEqual(['google', 'vk']);

    const google = (await listed())[0]!.social_id;
    expect((await demo.get('/method/auth/disconnect', { social_id: google })).body).toEqual({ success: true });
    expect((await listed()).map((social) => social.provider)).toEqual(['vk']);
    expect((await demo.get('/method/auth/disconnect', { social_id: google })).status).toBe(400);
  });

  it('“Get code for auth” makes a code the named app exchanges once', async () => {
    const demo = await DemoClient.signIn(server.url);
    const { code } = (await demo.get('/method/auth/app/code', { app: 'desktop' })).body as { code: string };
    expect((await exchange(code, 'site')).status).toBe(400);
    // The app is no page: it sends no Origin.
    expect((await exchange(code, 'desktop', null)).status).toBe(201);
    expect((await exchange(code, 'desktop', null)).status).toBe(400);
  });
});

/** A start's answer, raw: its status and error, for a start that names `redirect` (and claims `host`). */
function startRaw(redirect: string, host?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const { hostname, port } = new URL(server.url);
  const path = `/method/auth/redirect-url?${new URLSearchParams({ ...common, ...pkce, provider: 'google', redirect })}`;
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, headers: host === undefined ? {} : { Host: host } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('where a sign-in may lead', () => {
  it('is the dashboard’s callback path, the one the app uses', () => {
    expect(SIGN_IN_CALLBACK_PATH).toBe(CALLBACK_PATH);
  });

  it('refuses, with 400 naming redirect, any redirect but the callback of its own origin or of a dashboard it serves', async () => {
    const refused = [
      'https://evil.example/sign-in/callback?flow=f-1',
      'https://evil.example/',
      // A dashboard's origin but not its callback, or not quite its origin.
      `${DASHBOARD_ORIGIN}/`,
      `${DASHBOARD_ORIGIN}/sign-in/callback/../../elsewhere`,
      'http://dash.example/sign-in/callback',
      'https://dash.example:8443/sign-in/callback',
      'https://dash.example.evil.example/sign-in/callback',
      `https://user@dash.example/sign-in/callback`,
      `${DASHBOARD}#fragment`,
      `${server.url}/`,
      `${server.url}/sign-in/callback-evil`,
      // Too long, though the callback's.
      `${DASHBOARD}&pad=${'x'.repeat(MAX_REDIRECT_LENGTH)}`,
    ];
    for (const redirect of refused) {
      const reply = await startRaw(redirect);
      expect(reply.status, redirect).toBe(400);
      const problem = problemOf(reply.body.error as ErrorData);
      expect(problem.field, redirect).toBe('redirect');
      expect(problem.message, redirect).toMatch(/redirect/);
    }
  });

  it('takes its own callback (and localhost’s for a loopback address) and a dashboard’s; left out, its own', async () => {
    const port = new URL(server.url).port;
    for (const redirect of [
      `${server.url}/sign-in/callback?flow=f-2`,
      `http://localhost:${port}/sign-in/callback`,
      DASHBOARD,
    ]) {
      const page = await start('google', redirect);
      const back = new URL((await decide(page, 'deny')).headers.get('location')!);
      expect(back.origin + back.pathname, redirect).toBe(new URL(redirect).origin + SIGN_IN_CALLBACK_PATH);
    }
    const params = new URLSearchParams({ ...common, ...pkce, provider: 'google', app: 'site' });
    const page = new URL(
      ((await (await fetch(`${server.url}/method/auth/redirect-url?${params}`)).json()) as { url: string }).url,
    );
    const back = new URL((await decide(page, 'allow')).headers.get('location')!);
    expect(back.origin + back.pathname).toBe(`${server.url}${SIGN_IN_CALLBACK_PATH}`);
    expect((await exchange(back.searchParams.get('code')!, 'site', server.url)).status).toBe(201);
  });

  it('never takes the Host a request claims as its own: a rebound name is refused', async () => {
    const reply = await startRaw('http://rebound.example:80/sign-in/callback', 'rebound.example:80');
    expect(reply.status).toBe(400);
    expect(problemOf(reply.body.error as ErrorData).field).toBe('redirect');
  });

  it('a code sent to one callback is exchanged only from that callback’s origin: not another, not none (curl)', async () => {
    const location = new URL((await decide(await start('google'), 'allow')).headers.get('location')!);
    const code = location.searchParams.get('code')!;
    for (const origin of ['https://evil.example', server.url, 'null', null]) {
      const refused = await exchange(code, 'site', origin);
      expect(refused.status, String(origin)).toBe(400);
      const problem = problemOf(refused.body.error as ErrorData);
      expect(problem.field).toBe('code');
      expect(problem.message).toMatch(/another site/);
    }
    // Refused elsewhere, it still works once for its own page.
    expect((await exchange(code)).status).toBe(201);
    expect((await exchange(code)).status).toBe(400);
  });
});

describe('a sign-in’s code and its verifier (PKCE, S256)', () => {
  it('is exchanged only with the verifier of its start: none or another is refused whatever the Origin, the code kept', async () => {
    const location = new URL((await decide(await start('google'), 'allow')).headers.get('location')!);
    const code = location.searchParams.get('code')!;
    // A leaked code, sent as curl would send it with the dashboard's own Origin: no verifier, or a made-up one.
    for (const verifier of [null, 'x'.repeat(43), `${VERIFIER.slice(0, -1)}Y`]) {
      const refused = await exchange(code, 'site', DASHBOARD_ORIGIN, { verifier });
      expect(refused.status, String(verifier)).toBe(400);
      const problem = problemOf(refused.body.error as ErrorData);
      expect([problem.field, problem.message]).toEqual([
        'code_verifier',
        'This code is exchanged only with the verifier of the sign-in that asked for it',
      ]);
    }
    // Another Origin is refused even with the verifier.
    expect((await exchange(code, 'site', 'https://evil.example')).status).toBe(400);
    // The tab that holds it exchanges it, once.
    expect((await exchange(code)).status).toBe(201);
    expect((await exchange(code)).status).toBe(400);
  });

  it('a sign-in’s start needs a challenge, made by S256, and an exchange a well-formed verifier and fingerprint', async () => {
    const startWith = async (query: Record<string, string>) => {
      const params = new URLSearchParams({ ...common, provider: 'google', redirect: DASHBOARD, ...query });
      const reply = await fetch(`${server.url}/method/auth/redirect-url?${params}`);
      return [reply.status, problemOf(((await reply.json()) as { error: ErrorData }).error).field];
    };
    expect(await startWith({ code_challenge_method: 'S256' })).toEqual([400, 'code_challenge']);
    expect(await startWith({ ...pkce, code_challenge_method: 'plain' })).toEqual([400, 'code_challenge_method']);
    expect(await startWith({ code_challenge: VERIFIER.slice(0, 40), code_challenge_method: 'S256' })).toEqual([
      400,
      'code_challenge',
    ]);

    const code = new URL((await decide(await start('vk'), 'allow')).headers.get('location')!).searchParams.get('code')!;
    const field = async (reply: Promise<{ body: Record<string, unknown> }>) =>
      problemOf((await reply).body.error as ErrorData).field;
    expect(await field(exchange(code, 'site', DASHBOARD_ORIGIN, { verifier: 'short' }))).toBe('code_verifier');
    expect(await field(exchange(code, 'site', DASHBOARD_ORIGIN, { fingerprint: 'f'.repeat(257) }))).toBe('fingerprint');
    expect((await exchange(code)).status).toBe(201);
  });
});

describe('starts and codes kept', () => {
  const demo = { userId: 1 } as Account;

  it('drops starts and codes past their life, and past the cap the oldest: a flood keeps at most the cap', () => {
    let now = 0;
    const signIns = new SocialSignIns(() => now);
    const redirect = `https://dash.example/sign-in/callback?pad=${'x'.repeat(1000)}`;
    const states: string[] = [];
    for (let index = 0; index < MAX_STARTS * 3; index += 1) {
      states.push(signIns.start('google', 'site', redirect, { kind: 'sign-in' }));
    }
    expect(signIns.kept().starts).toBe(MAX_STARTS);
    // The newest are kept; the flood's oldest are gone.
    expect(signIns.pending(states.at(-1)!)).toBeDefined();
    expect(signIns.pending(states[0]!)).toBeUndefined();

    // Codes: issued for the newest starts and for apps, then a flood of app codes.
    const code = new URL(signIns.decide(states.at(-1)!, 'google', true, demo)!).searchParams.get('code')!;
    for (let index = 0; index < MAX_CODES * 2; index += 1) signIns.codeFor(demo, 'desktop');
    expect(signIns.kept().codes).toBe(MAX_CODES);
    expect(() => signIns.exchange(code, 'site', 'https://dash.example')).toThrow();

    // Past their life, all go at the next start or code.
    now += Math.max(START_TTL_MS, CODE_TTL_MS);
    signIns.start('vk', 'site', redirect, { kind: 'sign-in' });
    signIns.codeFor(demo, 'desktop');
    expect(signIns.kept()).toEqual({ starts: 1, codes: 1 });
  });
});
