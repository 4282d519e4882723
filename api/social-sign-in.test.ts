// Signing in with a provider as a browser goes through it, over HTTP: the start, the provider's page, its callback's
// 301 back to the dashboard with a one-time code, and the code's exchange for a pair; linking and unlinking a
// provider; a code for the app.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from './server.ts';
import { startServer } from './server.ts';
import { DemoClient, type ErrorData, problemOf } from './testing/demo-client.ts';

let server: RunningServer;
const DASHBOARD = 'https://dash.example/sign-in/callback?flow=f-1';

beforeAll(async () => {
  server = await startServer({ port: 0, control: true });
});

afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  await fetch(`${server.url}/__control/reset`, { method: 'POST' });
});

const common = { v: '1', language: 'en' };

async function start(provider: string, redirect = DASHBOARD): Promise<URL> {
  const params = new URLSearchParams({ ...common, provider, app: 'site', redirect });
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

async function exchange(code: string, app = 'site') {
  const reply = await fetch(`${server.url}/method/auth/app/exchange`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...common, code, userAgent: 'test', fingerprint: 'fp-1', app }),
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
      fetch(`${server.url}/method/auth/redirect-url?${new URLSearchParams({ ...common, ...query })}`);
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
    expect((await exchange(code, 'desktop')).status).toBe(201);
    expect((await exchange(code, 'desktop')).status).toBe(400);
  });
});
