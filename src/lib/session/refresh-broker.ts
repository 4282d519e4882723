import { type WireOutcome, type WireRequest, fetchTransport } from '../api/wire.ts';

// What the refresh service worker (refresh-service-worker.ts) does for every tab of this profile: one call per
// refresh token, however many tabs ask, and the answer told to every tab. The service has already rotated the token
// when it answers; a new pair that reached nobody would end the session everywhere.

export interface RefreshJob {
  type: 'refresh';
  id: string;
  /** The refresh token sent, so the other tabs can tell whether the answer replaces their stored pair. */
  refreshToken: string;
  /** The sign-in it refreshes: only that sign-in's tabs take the answer, and only its end forgets it. */
  signInId: string;
  request: WireRequest;
}

/** Sent when a sign-in ends: the pairs this worker remembers of it belong to a session that is over. */
export interface ForgetJob {
  type: 'forget';
  signInId: string;
}

export interface RefreshAnswer {
  id: string;
  refreshToken: string;
  signInId: string;
  outcome: WireOutcome;
}

/**
 * How long a new pair is remembered. A tab that was not listening when the answer went out (it was loading) still
 * holds the old token, and the service would refuse it as used (400); it gets the pair the service gave instead.
 * Kept short, because the tab takes the pair as new: its access token must not have aged much.
 */
export const REMEMBER_MS = 60_000;
const REMEMBER_MAX = 8;

interface Exchange {
  signInId: string;
  outcome: Promise<WireOutcome>;
  at: number;
  settled: boolean;
}

/** Exchanges in flight or answered with a new pair, by service and refresh token: one call per refresh token. */
const exchanges = new Map<string, Exchange>();

/** Only an answer that carries a pair is worth remembering: a proxy's 200 page must not be replayed for a minute. */
export function carriesPair(outcome: WireOutcome): boolean {
  if (outcome.kind !== 'response' || outcome.status !== 200) return false;
  try {
    const body = JSON.parse(outcome.text) as { accessToken?: unknown; refreshToken?: unknown } | null;
    return (
      typeof body?.accessToken === 'string' &&
      body.accessToken !== '' &&
      typeof body.refreshToken === 'string' &&
      body.refreshToken !== ''
    );
  } catch {
    return false;
  }
}

function forgetOld(now: number): void {
  for (const [key, entry] of exchanges) if (entry.settled && now - entry.at > REMEMBER_MS) exchanges.delete(key);
  // Map order is insertion order; an exchange still in flight is never dropped (a second caller must share it).
  for (const [key, entry] of exchanges) {
    if (exchanges.size <= REMEMBER_MAX) break;
    if (entry.settled) exchanges.delete(key);
  }
}

function exchange(refreshToken: string, signInId: string, request: WireRequest): Promise<WireOutcome> {
  const now = Date.now();
  forgetOld(now);
  const key = `${request.url}\n${refreshToken}`;
  const known = exchanges.get(key);
  if (known) return known.outcome;

  const entry: Exchange = { signInId, outcome: fetchTransport(request), at: now, settled: false };
  exchanges.set(key, entry);
  void entry.outcome.then((outcome) => {
    entry.settled = true;
    entry.at = Date.now();
    // After a failure the next attempt must reach the service again.
    if (!carriesPair(outcome) && exchanges.get(key) === entry) exchanges.delete(key);
  });
  return entry.outcome;
}

/** Sends the refresh (or joins the one in flight with that token) and hands its answer to `tell`, for every tab. */
export async function handleRefresh(
  job: RefreshJob,
  tell: (answer: RefreshAnswer) => void | Promise<void>,
): Promise<WireOutcome> {
  const { id, refreshToken, signInId, request } = job;
  const outcome = await exchange(refreshToken, signInId, request);
  await tell({ id, refreshToken, signInId, outcome });
  return outcome;
}

/** A sign-in ended: the pairs remembered of it (and only of it) belong to a session that is over. */
export function forgetSignIn(signInId: string): void {
  for (const [key, entry] of exchanges) if (entry.signInId === signInId) exchanges.delete(key);
}
