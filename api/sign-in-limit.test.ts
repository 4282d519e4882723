// Every way to mint a sign-in is limited by address, over HTTP, as a deployment without the control surface runs:
// the demo token and a provider's sign-in — its start, its callback and its code's exchange — each refused with 429,
// when to come back and the request's language past its burst; and at the most sign-ins the service keeps, a new
// one is refused whichever way it comes, while every sign-in in use goes on working.
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MINT_BURST, MINT_EVERY_MS } from './mint-limit.ts';
import { type RunningServer, startServer } from './server.ts';
import { MAX_SIGN_INS } from './tokens.ts';
import { refresh } from './testing/demo-client.ts';

const DASHBOARD_ORIGIN = 'https://dash.example';
const DASHBOARD = `${DASHBOARD_ORIGIN}/sign-in/callback?flow=f-1`;
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');

let server: RunningServer;
const clock = { now: Date.parse('2026-06-01T12:00:00Z') };

beforeEach(async () => {
  server = await startServer({ port: 0, now: () => clock.now, appOrigins: [DASHBOARD_ORIGIN] });
});
afterEach(() => server.close());

type Answer = { status: number; retryAfter: string | null; error?: { name: string; msg: string }; body: unknown };

async function answer(response: Response): Promise<Answer> {
  const body = (await response.json()) as { error?: { name: string; msg: string } };
  return { status: response.status, retryAfter: response.headers.get('retry-after'), error: body.error, body };
}

const start = async (language = 'en') => {
  const query = new URLSearchParams({
    v: '1',
    language,
    provider: 'google',
    app: 'site',
    redirect: DASHBOARD,
    code_challenge: CHALLENGE,
    code_challenge_method: 'S256',
  });
  return answer(await fetch(`${server.url}/method/auth/redirect-url?${query}`));
};

/** The provider's Allow, as its page's form sends the browser: the callback's answer (301 with the code). */
const callback = (startUrl: string, headers: Record<string, string> = {}) => {
  const state = new URL(startUrl).searchParams.get('state')!;
  return fetch(`${server.url}/method/auth/callback/google?${new URLSearchParams({ state, grant: 'allow' })}`, {
    redirect: 'manual',
    headers,
  });
};

const exchange = async (code: string, language = 'en') =>
  answer(
    await fetch(`${server.url}/method/auth/app/exchange`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: DASHBOARD_ORIGIN },
      body: JSON.stringify({ v: '1', language, code, userAgent: 'test', app: 'site', code_verifier: VERIFIER }),
    }),
  );

const demoToken = async (language = 'en') =>
  answer(
    await fetch(`${server.url}/__contract/demo-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ language }),
    }),
  );

const refused = (reply: Answer) => [reply.status, reply.error?.name, reply.retryAfter];

/** A whole sign-in with the provider: its pair, or the step's refusal. */
async function providerSignIn(): Promise<Answer> {
  const started = await start();
  if (started.status !== 200) return started;
  const back = await callback((started.body as { url: string }).url);
  if (back.status !== 301) return answer(back);
  return exchange(new URL(back.headers.get('location')!).searchParams.get('code')!);
}

describe('a provider’s sign-in, limited by address as the demo token is', () => {
  it('its start: a burst, then 429 with when to come back, in the language asked', async () => {
    for (let index = 0; index < MINT_BURST; index += 1) expect((await start()).status).toBe(200);
    expect(refused(await start())).toEqual([429, 'too_many_requests', '6']);
    expect((await start('ru')).error?.msg).toBe('Слишком много входов с этого адреса: попробуйте снова через 6 с');
    clock.now += MINT_EVERY_MS;
    expect((await start()).status).toBe(200);
  });

  it('its callback: a burst of the starts made, then 429 in the browser’s language', async () => {
    const urls: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      for (let index = 0; index < MINT_BURST; index += 1) urls.push(((await start()).body as { url: string }).url);
      clock.now += MINT_BURST * MINT_EVERY_MS;
    }
    for (const url of urls.slice(0, MINT_BURST)) expect((await callback(url)).status).toBe(301);
    const held = await answer(await callback(urls[MINT_BURST]!, { 'Accept-Language': 'zh-CN,zh;q=0.9,en;q=0.5' }));
    expect(refused(held)).toEqual([429, 'too_many_requests', '6']);
    expect(held.error?.msg).toBe('此地址的登录过多：请在 6 秒后重试');
  });

  it('its exchange, a wrong code counted as a right one, and the demo token with it: both mint a sign-in', async () => {
    for (let index = 0; index < MINT_BURST; index += 1)
      expect(refused(await exchange(`wrong-${index}`))).toEqual([400, 'invalid_request', null]);
    const held = await exchange('wrong', 'ru');
    expect(refused(held)).toEqual([429, 'too_many_requests', '6']);
    expect(held.error?.msg).toBe('Слишком много входов с этого адреса: попробуйте снова через 6 с');
    expect(refused(await demoToken())).toEqual([429, 'too_many_requests', '6']);
    clock.now += MINT_EVERY_MS;
    expect((await providerSignIn()).status).toBe(201);
  });
});

describe('at the most sign-ins the service keeps', () => {
  it('refuses a new one whichever way it comes, in the language asked, and signs nobody out', async () => {
    const minted = await demoToken();
    const inUse = await refresh(server.url, (minted.body as { refreshToken: string }).refreshToken);
    expect(inUse.status).toBe(200);
    const withProvider = await providerSignIn();
    expect(withProvider.status).toBe(201);
    // Minted past the public ways until the room is full, as a flood from many addresses would.
    for (let index = 2; index < MAX_SIGN_INS; index += 1) server.api.mintRefreshToken();

    const full = await demoToken('ru');
    expect(refused(full)).toEqual([429, 'too_many_requests', '60']);
    expect(full.error?.msg).toBe('Сейчас вошло слишком много людей: попробуйте снова через 60 с');
    expect(refused(await start())).toEqual([429, 'too_many_requests', '60']);
    expect(refused(await exchange('any'))).toEqual([429, 'too_many_requests', '60']);

    // Each sign-in in use goes on: a refresh rotates it, taking no more room.
    let token = (inUse.body as { refreshToken: string }).refreshToken;
    for (let round = 0; round < 3; round += 1) {
      const next = await refresh(server.url, token);
      expect(next.status).toBe(200);
      token = (next.body as { refreshToken: string }).refreshToken;
    }
    expect((await refresh(server.url, (withProvider.body as { refreshToken: string }).refreshToken)).status).toBe(200);
    // One signing out makes room for one more.
    await fetch(`${server.url}/method/auth/logout?v=1&language=en`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh: token }),
    });
    expect((await demoToken()).status).toBe(200);
    expect((await demoToken()).status).toBe(429);
  });
});
