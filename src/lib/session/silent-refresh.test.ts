import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiUrl,
  control,
  freshSignedInClient,
  PLAN_PATH,
  readPlan,
  refreshCalls,
  refreshElsewhere,
} from '../../testing/session-harness.ts';
import { HttpError, SessionEndedError, SignedOutError, TimeoutError } from '../api/errors.ts';
import { useConnectivity } from '../api/connectivity.ts';
import { browserFingerprint } from './fingerprint.ts';
import { refreshSession } from './refresh-coordinator.ts';
import { endSession } from './session.ts';
import { SESSION_STORAGE_KEY, useTokenStore } from './token-store.ts';
import { saveRefreshedSession } from './save-session.ts';

// Behaviours 1–8 of the session issue, each against the real contract API (rotation makes every race visible).

const session = () => useTokenStore.getState().session;

beforeEach(() => freshSignedInClient());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('1. a burst of requests with a rejected access token', () => {
  it('makes exactly one refresh call; all 50 are retried once and succeed, including 401s that arrive mid-refresh', async () => {
    await control.expireAccess();
    // The refresh is slow, so half the burst gets its 401 while the refresh is already in flight.
    await control.fault({ operation: 'refresh-access', latencyMs: 300, times: 1 });
    const first = Array.from({ length: 25 }, () => readPlan());
    await vi.waitFor(async () => expect(await refreshCalls()).toBe(1), { timeout: 2000, interval: 20 });
    const second = Array.from({ length: 25 }, () => readPlan());
    const results = await Promise.all([...first, ...second]);

    expect(results).toHaveLength(50);
    expect(results.every((plan) => plan.current.kind === 'plan')).toBe(true);
    expect(await refreshCalls()).toBe(1);
    const plans = await control.requests(PLAN_PATH);
    expect(plans.filter((entry) => entry.authorization === 'expired')).toHaveLength(50);
    expect(plans.filter((entry) => entry.authorization === 'valid')).toHaveLength(50);
  });
});

describe('2. a 401 for a request sent with an older token', () => {
  it('is retried with the current token, without another refresh', async () => {
    const old = session()!;
    await control.expireAccess();
    await control.fault({ operation: 'plan_restream', latencyMs: 300, times: 1 });
    const pending = readPlan();
    // While the request (carrying the old token) waits, the token is rotated.
    await vi.waitFor(async () => expect(await control.requests(PLAN_PATH)).toHaveLength(1), { interval: 20 });
    const rotated = await refreshSession(old.accessToken);
    expect(rotated.accessToken).not.toBe(old.accessToken);

    await expect(pending).resolves.toMatchObject({ current: { kind: 'plan' } });
    expect(await refreshCalls()).toBe(1);
    const plans = await control.requests(PLAN_PATH);
    expect(plans.map((entry) => entry.authorization)).toEqual(['expired', 'valid']);
  });
});

describe('3. another tab already refreshed', () => {
  it('re-reads storage inside the lock and adopts the stored pair instead of refreshing again', async () => {
    const mine = session()!;
    // The "other tab" rotates the pair and writes it to the shared storage, as the store would.
    const theirs = await refreshElsewhere(mine.refreshToken, browserFingerprint());
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!) as { state: { session: object } };
    stored.state.session = {
      ...mine,
      accessToken: theirs.accessToken,
      refreshToken: theirs.refreshToken,
      receivedAt: Date.now(),
    };
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
    await control.clearLog();

    // This tab still holds the old token in memory (a 401 for it would land here).
    const plan = await refreshSession(mine.accessToken);
    expect(plan.accessToken).toBe(theirs.accessToken);
    expect(session()!.refreshToken).toBe(theirs.refreshToken);
    expect(await refreshCalls()).toBe(0);
  });

  it('serialises refreshes through a Web Lock and gives up waiting for a lock that is never released', async () => {
    const held: Array<() => void> = [];
    const requested: string[] = [];
    // A lock manager whose lock is held for ever by a "tab" that hung: our refresh must go on after its wait.
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: (name: string, options: { signal?: AbortSignal }, callback: () => Promise<unknown>) => {
          requested.push(name);
          return new Promise((resolve, reject) => {
            options.signal?.addEventListener('abort', () => reject(options.signal!.reason));
            held.push(() => resolve(callback()));
          });
        },
      },
    });
    await control.expireAccess();
    const started = Date.now();
    const plan = await readPlan();
    expect(plan.current.kind).toBe('plan');
    // One lock per sign-in: another sign-in's refresh (a "this tab only" one) never waits for this one.
    expect(requested).toEqual([`relay.session.refresh.${session()!.signInId}`]);
    // requestTimeoutMs is 3000 in these tests; the lock wait is 1.5× that.
    expect(Date.now() - started).toBeGreaterThanOrEqual(4000);
    expect(await refreshCalls()).toBe(1);
    vi.unstubAllGlobals();
  }, 15_000);
});

describe('4. the service refuses the refresh token', () => {
  it('ends the session when the refused token is still the stored one', async () => {
    await control.revoke();
    await control.expireAccess();
    await expect(readPlan()).rejects.toBeInstanceOf(SessionEndedError);
    expect(session()).toBeNull();
    expect(useTokenStore.getState().lastEnd).toBe('ended');
    expect(await refreshCalls()).toBe(1);
  });

  it('adopts the stored pair and retries when another tab rotated the token meanwhile', async () => {
    const mine = session()!;
    await control.expireAccess();
    // Our refresh is slow; meanwhile the other tab refreshes with the same token and stores its pair.
    await control.fault({ operation: 'refresh-access', latencyMs: 400, times: 1 });
    const pending = readPlan();
    await vi.waitFor(async () => expect(await refreshCalls()).toBe(1), { interval: 20 });
    const theirs = await refreshElsewhere(mine.refreshToken, browserFingerprint());
    saveRefreshedSession(
      { ...mine, accessToken: theirs.accessToken, refreshToken: theirs.refreshToken, receivedAt: Date.now() },
      mine.refreshToken,
    );

    await expect(pending).resolves.toMatchObject({ current: { kind: 'plan' } });
    expect(session()!.refreshToken).toBe(theirs.refreshToken);
    const refreshes = await control.requests('/method/auth/refresh-access');
    expect(refreshes.map((entry) => entry.status)).toEqual([400, 200]);
  });
});

describe('5. the service cannot be reached during a refresh', () => {
  it('keeps the session on a 5xx, says the service is unreachable, and does not storm', async () => {
    const { startSessionKeeper } = await import('./session-keeper.ts');
    const stopKeeper = startSessionKeeper();
    await control.fault({ operation: 'refresh-access', status: 503 });
    await control.expireAccess();
    await expect(readPlan()).rejects.toMatchObject({ kind: 'http', status: 503 });
    expect(session()).not.toBeNull();
    expect(useConnectivity.getState().unreachable).toBe(true);
    // Within the back-off window the same refresh token is not tried again.
    await expect(readPlan()).rejects.toBeInstanceOf(HttpError);
    await expect(readPlan()).rejects.toBeInstanceOf(HttpError);
    expect(await refreshCalls()).toBe(1);

    // Back online: the waiting window is dropped and the next request refreshes at once.
    await control.clearFaults();
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await refreshCalls()).toBe(2), { interval: 20 });
    await expect(readPlan()).resolves.toMatchObject({ current: { kind: 'plan' } });
    expect(useConnectivity.getState().unreachable).toBe(false);
    stopKeeper();
  });

  it('keeps the session when the refresh times out', async () => {
    await freshSignedInClient({ requestTimeoutMs: 1000 });
    await control.fault({ operation: 'refresh-access', hang: true });
    await control.expireAccess();
    await expect(readPlan()).rejects.toBeInstanceOf(TimeoutError);
    expect(session()).not.toBeNull();
  });

  it('keeps the session through a network failure and ten minutes offline', async () => {
    await control.expireAccess();
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(readPlan()).rejects.toMatchObject({ kind: 'network' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000);
    await expect(readPlan()).rejects.toMatchObject({ kind: 'network' });
    expect(session()).not.toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toContain('refreshToken');

    vi.mocked(globalThis.fetch).mockImplementation(realFetch);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(session()).not.toBeNull());
    await expect(readPlan()).resolves.toMatchObject({ current: { kind: 'plan' } });
  });
});

describe('6. retry once, never loop', () => {
  it('surfaces a 401 on the retried request as an error, after a single refresh', async () => {
    await control.fault({ operation: 'plan_restream', status: 401, times: 2 });
    await expect(readPlan()).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(await refreshCalls()).toBe(1);
    expect(await control.requests(PLAN_PATH)).toHaveLength(2);
    expect(session()).not.toBeNull();
  });

  it('never lets the refresh call itself trigger a refresh', async () => {
    await control.fault({ operation: 'refresh-access', status: 401, times: 1 });
    await control.expireAccess();
    await expect(readPlan()).rejects.toBeInstanceOf(SessionEndedError);
    expect(await refreshCalls()).toBe(1);
  });
});

describe('7. refreshing ahead of expiry', () => {
  it('refreshes a JWT shortly before it expires, and a 10-second token causes no refresh loop', async () => {
    await freshSignedInClient({ accessTtlSeconds: 10 });
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    // Twenty requests over twenty seconds of client time: two refreshes (near 9 s and 18 s), never one per request.
    for (let second = 0; second < 20; second += 1) {
      vi.setSystemTime(start + second * 1000);
      await readPlan();
    }
    expect(await refreshCalls()).toBe(2);
    const plans = await control.requests(PLAN_PATH);
    expect(plans.every((entry) => entry.authorization === 'valid')).toBe(true);
  });

  it('measures the lifetime from receipt, so a skewed client clock does not cause early refreshes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3 * 3_600_000);
    await freshSignedInClient();
    await readPlan();
    await readPlan();
    expect(await refreshCalls()).toBe(0);
  });

  it('refreshes when a hidden tab becomes visible with an expiring token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 15 * 60_000);
    const { startSessionKeeper } = await import('./session-keeper.ts');
    const stop = startSessionKeeper();
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(async () => expect(await refreshCalls()).toBe(1), { interval: 20 });
    stop();
  });
});

describe('8. sign-out wins', () => {
  it('discards a refresh result that arrives after the user signed out', async () => {
    await control.fault({ operation: 'refresh-access', latencyMs: 300, times: 1 });
    await control.expireAccess();
    const pending = readPlan();
    await vi.waitFor(async () => expect(await refreshCalls()).toBe(1), { interval: 20 });
    endSession('signed-out');
    await expect(pending).rejects.toBeInstanceOf(SignedOutError);
    expect(session()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY) ?? '').not.toContain('accessToken":"ey');
  });

  it('signs this tab out when another tab signs out (storage event)', async () => {
    const { startCrossTabSync } = await import('./session.ts');
    const stop = startCrossTabSync();
    const cleared = JSON.stringify({
      state: { session: null, persistence: 'local', lastEnd: 'signed-out' },
      version: 1,
    });
    localStorage.setItem(SESSION_STORAGE_KEY, cleared);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: cleared }));
    await vi.waitFor(() => expect(session()).toBeNull());
    stop();
  });
});

it('sends tokens only to the API origin', async () => {
  const spy = vi.spyOn(globalThis, 'fetch');
  await readPlan();
  const [url, init] = spy.mock.calls[0]!;
  expect(new URL(String(url)).origin).toBe(new URL(apiUrl).origin);
  expect(String(url)).not.toContain(session()!.accessToken);
  expect((init?.headers as Record<string, string>).Authorization).toMatch(/^oauth \S+$/);
});
