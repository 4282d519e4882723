import { type IncomingMessage, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { control, freshSignedInClient, readPlan, refreshCalls } from '../../testing/session-harness.ts';
import { useConnectivity } from '../api/connectivity.ts';
import { HttpError, RedirectedError, SessionEndedError } from '../api/errors.ts';
import { retryRefreshNow } from './refresh-coordinator.ts';
import { useTokenStore } from './token-store.ts';

// A refresh ends the session only when the service refuses the token: a 401, or a 400 that is not one of the codes
// the contract API documents as "the token was not refused". A proxy's 403, such a 400 and a redirect keep the
// session, say why (the banner), and are retried with back-off — against the real contract API.

const session = () => useTokenStore.getState().session;
const problem = () => useConnectivity.getState().refreshProblem;

/** A second server that logs whatever reaches it: a redirect must send it nothing. */
const elsewhere: string[] = [];
const other = createServer((req: IncomingMessage, res) => {
  elsewhere.push(`${req.method} ${req.url}`);
  res.writeHead(200, {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': '*',
    'Content-Type': 'application/json',
  });
  res.end('{}');
});
let otherUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())));

beforeEach(async () => {
  await freshSignedInClient();
  useConnectivity.setState({ unreachable: false, refreshProblem: null });
  elsewhere.length = 0;
});

describe('a refresh answered without a verdict on the token keeps the session', () => {
  it('a 403 (a firewall, a proxy): kept, the banner says so, retried with back-off, and the next answer renews it', async () => {
    const before = session()!;
    await control.fault({
      operation: 'refresh-access',
      status: 403,
      body: '<h1>Forbidden</h1>',
      contentType: 'text/html',
      times: 1,
    });
    await control.expireAccess();
    await expect(readPlan()).rejects.toMatchObject({ kind: 'http', status: 403 });
    expect(session()?.refreshToken === before.refreshToken, 'the pair is kept').toBe(true);
    expect(useTokenStore.getState().lastEnd).toBeNull();
    expect(problem()).toBe(403);
    // Within the back-off window the same token is not sent again.
    await expect(readPlan()).rejects.toBeInstanceOf(HttpError);
    expect(await refreshCalls()).toBe(1);

    retryRefreshNow();
    await vi.waitFor(async () => expect(await refreshCalls()).toBe(2), { interval: 20 });
    await expect(readPlan()).resolves.toMatchObject({ current: { kind: 'plan' } });
    expect(problem()).toBeNull();
  });

  it('a 400 fingerprint_mismatch: the token is not consumed, so the session is kept and retried', async () => {
    const fingerprint = localStorage.getItem('relay.fingerprint')!;
    await control.expireAccess();
    // The profile's fingerprint changed (storage cleared by an extension, say): the service does not consume the token.
    localStorage.setItem('relay.fingerprint', 'another-profile');
    const error = await readPlan().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'http', status: 400, code: 'fingerprint_mismatch' });
    expect(session()).not.toBeNull();
    expect(problem()).toBe(400);

    localStorage.setItem('relay.fingerprint', fingerprint);
    retryRefreshNow();
    await vi.waitFor(() => expect(problem()).toBeNull(), { interval: 20 });
    await expect(readPlan()).resolves.toMatchObject({ current: { kind: 'plan' } });
    expect((await control.requests('/method/auth/refresh-access')).map((entry) => entry.status)).toEqual([400, 200]);
  });

  it.each([
    [
      'a proxy’s HTML 400',
      '<html><body><h1>400 Request Header Or Cookie Too Large</h1></body></html>',
      'text/html',
      400,
    ],
    ['an empty 400', '', 'text/plain', 400],
    ['a proxy’s HTML 401', '<h1>401 Authorization Required</h1>', 'text/html', 401],
  ])(
    '%s is no verdict on the token: kept, the banner says so, retried with back-off',
    async (_, body, contentType, status) => {
      const before = session()!;
      await control.fault({ operation: 'refresh-access', status, body, contentType, times: 1 });
      await control.expireAccess();
      await expect(readPlan()).rejects.toMatchObject({ kind: 'http', status });
      expect(session()?.refreshToken === before.refreshToken, 'the pair is kept').toBe(true);
      expect(useTokenStore.getState().lastEnd).toBeNull();
      expect(problem()).toBe(status);
      retryRefreshNow();
      await vi.waitFor(async () => expect(await refreshCalls()).toBe(2), { interval: 20 });
      await expect(readPlan()).resolves.toMatchObject({ current: { kind: 'plan' } });
    },
  );

  it('a 400 that refuses the token (invalid_grant) still ends it', async () => {
    await control.revoke();
    await control.expireAccess();
    await expect(readPlan()).rejects.toBeInstanceOf(SessionEndedError);
    expect(useTokenStore.getState().lastEnd).toBe('ended');
  });

  it('a 307 to another origin: not followed (nothing reaches it), an error naming the redirect, the session kept', async () => {
    const before = session()!;
    await control.fault({ operation: 'refresh-access', status: 307, location: `${otherUrl}/steal`, times: 1 });
    await control.expireAccess();
    const error = await readPlan().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RedirectedError);
    expect(String((error as Error).message)).not.toContain(before.refreshToken);
    expect(elsewhere).toEqual([]);
    expect(session()?.refreshToken === before.refreshToken).toBe(true);
    expect(problem()).toBe('redirect');
    expect(useConnectivity.getState().unreachable).toBe(false);
  });

  it('a request with the access token that is redirected is not followed either', async () => {
    await control.fault({ operation: 'plan_restream', status: 302, location: `${otherUrl}/steal`, times: 1 });
    await expect(readPlan()).rejects.toBeInstanceOf(RedirectedError);
    expect(elsewhere).toEqual([]);
    await expect(readPlan()).resolves.toMatchObject({ current: { kind: 'plan' } });
  });
});
