import {
  type EndReason,
  type StoredSession,
  SESSION_STORAGE_KEY,
  adoptStoredSession,
  clearSession,
  readStoredEntry,
  tokenDigest,
  useTokenStore,
} from './token-store.ts';

// Session life cycle: begin a sign-in, end it, and keep the tabs of the same sign-in in step — and only those.

let forgetRememberedPairs: (signInId: string) => void = () => {};
/**
 * What a sign-in's end here must also do: the refresh channel, once connected, has the worker forget the pairs it
 * remembers of that sign-in. Handed in, so this module does not import the channel that imports it.
 */
export function onSignInEnd(forget: (signInId: string) => void): void {
  forgetRememberedPairs = forget;
}

let epoch = 0;
/** Bumped on every sign-in and sign-out, so a refresh that started before one can tell its result is stale. */
export function sessionEpoch(): number {
  return epoch;
}

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('relay.session');

interface EndedMessage {
  type: 'ended';
  signInId: string;
  reason: EndReason;
  /** tokenDigest of the refresh token the ending tab held: for `ended`, the one the service refused. */
  token: string;
}

/**
 * Ends this tab's sign-in, locally (the document names Logout but not its path, and a pair is never sent to say
 * goodbye). Other tabs of the same sign-in hear of it; tabs of other sign-ins are not touched.
 */
export function endSession(reason: EndReason, { broadcast = true } = {}): void {
  epoch += 1;
  const ended = clearSession(reason);
  if (!ended) return;
  forgetRememberedPairs(ended.signInId);
  if (broadcast)
    channel?.postMessage({
      type: 'ended',
      signInId: ended.signInId,
      reason,
      token: tokenDigest(ended.refreshToken),
    } satisfies EndedMessage);
}

/**
 * Whether another tab's end of a sign-in ends this tab's too. A refused refresh ends only the tabs whose pair is the
 * refused one: a copy of a "this tab only" tab (same sign-in, its own storage), asleep while this one rotated the
 * pair, is refused with the old token, and this tab's newer pair is still good.
 */
export function endsThisTab({ type, signInId, reason, token }: Partial<EndedMessage>): boolean {
  if (type !== 'ended' || !signInId || useTokenStore.getState().session?.signInId !== signInId) return false;
  const current = reason === 'ended' ? adoptStoredSession() : null;
  return !current || tokenDigest(current.refreshToken) === token;
}

/**
 * How long before the end of its life a token is refreshed: a tenth of its lifetime, at least 1 s and at most
 * 60 s, but never more than half the lifetime, so a token that lives 10 s is refreshed at 9 s, not at once.
 */
export function refreshMarginMs(lifetimeMs: number): number {
  return Math.min(Math.max(lifetimeMs * 0.1, 1000), 60_000, lifetimeMs / 2);
}

/** Whether a JWT access token is close enough to its end that it should be refreshed before use. */
export function isExpiring(session: StoredSession, now = Date.now()): boolean {
  if (session.lifetimeMs === null) return false;
  return now >= session.receivedAt + session.lifetimeMs - refreshMarginMs(session.lifetimeMs);
}

/** A sign-in this tab lost to another "Stay signed in": not adopted back silently; the sign-in page offers it. */
let declinedSignInId: string | null = null;

/** A sign-in begins (a new one, or the device's taken by the user's choice): a new epoch, nothing declined. */
export function beginEpoch(): void {
  epoch += 1;
  declinedSignInId = null;
}

/**
 * Follows the device's sign-in in a tab that uses it: a refreshed pair is adopted, its end ends this tab's session,
 * and a different sign-in stored over it (a second "Stay signed in") ends this tab's session as `replaced` — the
 * tab never sends the old pair again, and never switches accounts without the user. A signed-out tab of the device
 * is signed in by another tab's sign-in, as before. "This tab only" tabs ignore all of it.
 */
function followDevice(): void {
  const { session, persistence } = useTokenStore.getState();
  if (persistence !== 'local') return;
  const entry = readStoredEntry();
  const stored = entry?.session ?? null;
  if (session) {
    if (stored?.signInId === session.signInId) {
      if (stored.accessToken !== session.accessToken) useTokenStore.setState({ session: stored });
      return;
    }
    epoch += 1;
    if (stored) declinedSignInId = stored.signInId;
    // Memory only: storage already says what happened, and belongs to whichever sign-in holds it now.
    useTokenStore.setState({ session: null, lastEnd: stored ? 'replaced' : (entry?.lastEnd ?? 'signed-out') });
    forgetRememberedPairs(session.signInId);
    return;
  }
  if (stored && stored.signInId !== declinedSignInId) {
    epoch += 1;
    useTokenStore.setState({ session: stored, lastEnd: null });
  }
}

/**
 * Keeps this tab in step: the device's storage (storage events; Chromium delivers them to the other tabs only) and
 * the broadcast of an ending sign-in, which also reaches "this tab only" tabs duplicated from this one.
 */
export function startCrossTabSync(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== null && event.storageArea !== localStorage) return;
    if (event.key === SESSION_STORAGE_KEY || event.key === null) followDevice();
  };
  const onMessage = (event: MessageEvent<Partial<EndedMessage>>) => {
    if (endsThisTab(event.data ?? {})) endSession(event.data.reason ?? 'signed-out', { broadcast: false });
  };
  window.addEventListener('storage', onStorage);
  channel?.addEventListener('message', onMessage);
  return () => {
    window.removeEventListener('storage', onStorage);
    channel?.removeEventListener('message', onMessage);
  };
}
