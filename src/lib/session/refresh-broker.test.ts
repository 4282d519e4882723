import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_PATH, apiUrl, control, refreshElsewhere } from '../../testing/session-harness.ts';
import type { WireOutcome } from '../api/wire.ts';
import { REMEMBER_MS, type RefreshAnswer, forgetSignIn, handleRefresh } from './refresh-broker.ts';

// What the refresh service worker does, against the real contract API: each tab here hears every answer, as the
// worker posts each one to every window.

const FINGERPRINT = 'worker-test-fingerprint';

interface Tab {
  ask(refreshToken: string): Promise<WireOutcome>;
  signOut(): void;
  /** Every answer this tab has heard, its own and other tabs'. */
  heard: RefreshAnswer[];
}

const tabs: ((answer: RefreshAnswer) => void)[] = [];
const tellEveryTab = (answer: RefreshAnswer) => tabs.forEach((tab) => tab(answer));

function connectTab(): Tab {
  const heard: RefreshAnswer[] = [];
  const waiting = new Map<string, (outcome: WireOutcome) => void>();
  tabs.push((answer) => {
    heard.push(answer);
    waiting.get(answer.id)?.(answer.outcome);
  });
  return {
    heard,
    signOut: () => forgetSignIn(SIGN_IN),
    ask: (refreshToken) =>
      new Promise((resolve) => {
        const id = crypto.randomUUID();
        waiting.set(id, resolve);
        const body = JSON.stringify({
          v: '1',
          language: 'en',
          app: 'site',
          refresh: refreshToken,
          fingerprint: FINGERPRINT,
        });
        const request = {
          url: `${apiUrl}${REFRESH_PATH}`,
          method: 'POST' as const,
          headers: { 'Content-Type': 'application/json' },
          body,
          timeoutMs: 3000,
        };
        void handleRefresh({ type: 'refresh', id, refreshToken, signInId: SIGN_IN, request }, tellEveryTab);
      }),
  };
}

const SIGN_IN = 'sign-in-1';
const statusOf = (outcome: WireOutcome) => (outcome.kind === 'response' ? outcome.status : outcome.kind);
/** Whether two answers carry the same body; compared as a boolean so a failure never prints a token. */
const sameAnswer = (a: WireOutcome, b: WireOutcome) =>
  a.kind === 'response' && b.kind === 'response' && a.text === b.text;
const refreshStatuses = async () => (await control.requests(REFRESH_PATH)).map((entry) => entry.status);

afterEach(() => {
  vi.useRealTimers();
});

beforeEach(async () => {
  tabs.length = 0;
  await control.reset();
  await control.clearFaults();
  await control.clearLog();
});

describe('the refresh broker', () => {
  it('makes one call when two tabs ask with the same refresh token at once, and gives both the same pair', async () => {
    const token = await control.mintRefreshToken();
    const [a, b] = [connectTab(), connectTab()];
    const [first, second] = await Promise.all([a.ask(token), b.ask(token)]);
    expect([statusOf(first), statusOf(second)]).toEqual([200, 200]);
    expect(sameAnswer(first, second), 'both tabs got the same pair').toBe(true);
    expect(await refreshStatuses()).toEqual([200]);
  });

  it('answers a tab that asks after the exchange with the pair the service gave, not a "used token" refusal', async () => {
    const token = await control.mintRefreshToken();
    const exchanged = await connectTab().ask(token);
    const late = await connectTab().ask(token);
    expect(statusOf(late)).toBe(200);
    expect(sameAnswer(exchanged, late), 'the late tab got the pair the service gave').toBe(true);
    expect(await refreshStatuses(), 'the token was spent once').toEqual([200]);
    // What the late tab would have got from the service itself:
    await expect(refreshElsewhere(token, FINGERPRINT)).rejects.toThrow('answered 400');
  });

  it('tells every connected tab the answer, with the refresh token it replaces', async () => {
    const token = await control.mintRefreshToken();
    const [asker, bystander] = [connectTab(), connectTab()];
    const outcome = await asker.ask(token);
    await expect.poll(() => bystander.heard.length).toBeGreaterThan(0);
    const heard = bystander.heard.at(-1)!;
    expect(heard.refreshToken === token, 'keyed by the refresh token sent').toBe(true);
    expect(sameAnswer(heard.outcome, outcome), 'the same answer').toBe(true);
  });

  it('forgets a pair after a minute: a tab asking later reaches the service, which refuses the spent token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await control.mintRefreshToken();
    expect(statusOf(await connectTab().ask(token))).toBe(200);
    vi.setSystemTime(Date.now() + REMEMBER_MS + 1000);
    expect(statusOf(await connectTab().ask(token))).toBe(400);
    expect(await refreshStatuses()).toEqual([200, 400]);
  });

  it('forgets every pair on sign-out', async () => {
    const token = await control.mintRefreshToken();
    const tab = connectTab();
    expect(statusOf(await tab.ask(token))).toBe(200);
    tab.signOut();
    expect(statusOf(await tab.ask(token))).toBe(400);
    expect(await refreshStatuses()).toEqual([200, 400]);
  });

  it('does not remember a 200 that carries no pair (a proxy’s page, say): the next ask reaches the service', async () => {
    const token = await control.mintRefreshToken();
    await control.fault({
      operation: 'refresh-access',
      status: 200,
      body: '<html>Sign in to the Wi-Fi</html>',
      contentType: 'text/html',
      times: 1,
    });
    const tab = connectTab();
    expect(statusOf(await tab.ask(token))).toBe(200);
    const second = await tab.ask(token);
    expect(second.kind === 'response' && second.text.includes('accessToken'), 'the second answer is a real pair').toBe(
      true,
    );
    expect(await refreshStatuses()).toEqual([200, 200]);
  });

  it('does not remember a failure: the next ask with that token reaches the service', async () => {
    const token = await control.mintRefreshToken();
    await control.fault({ operation: 'refresh-access', status: 503, times: 1 });
    const tab = connectTab();
    expect(statusOf(await tab.ask(token))).toBe(503);
    expect(statusOf(await tab.ask(token))).toBe(200);
    expect(await refreshStatuses()).toEqual([503, 200]);
  });
});
