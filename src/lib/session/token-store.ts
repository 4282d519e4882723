import { create } from 'zustand';

export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  /** This browser's clock when the access token arrived (ms); with lifetimeMs it says when to refresh. */
  receivedAt: number;
  /** exp − iat of a JWT access token, in ms; null for an opaque token (then only a 401 triggers a refresh). */
  lifetimeMs: number | null;
  /**
   * The API base URL (origin and path) that issued the pair: the refresh call and every request with the pair go
   * there and nowhere else, whatever config.json or Settings say later (a different answer ends the session).
   */
  apiBase: string;
  /**
   * Names one sign-in, kept across refreshes. Stored pairs, broadcasts and the plans kept for a return visit carry
   * it, and a tab acts only on what belongs to its own sign-in.
   */
  signInId: string;
}

export type Persistence = 'local' | 'session';
/**
 * `signed-out`: the user signed out (here or in another tab of the same sign-in). `ended`: the service refused the
 * refresh. `service-changed`: config.json or Settings now name another API than the one that issued the pair.
 * `replaced`: another tab signed in with "Stay signed in", and this device keeps one such sign-in at a time.
 */
export type EndReason = 'signed-out' | 'ended' | 'service-changed' | 'replaced';

interface TokenState {
  session: StoredSession | null;
  /**
   * Where this tab's sign-in is kept: localStorage (all tabs, after restart) or this tab's sessionStorage ("this tab
   * only"). A tab in `session` mode follows nothing another tab does, even after its own sign-out.
   */
  persistence: Persistence;
  /** Why this tab's session stopped while the page was open (null: it did not); the sign-in page says so. */
  lastEnd: EndReason | null;
}

export const SESSION_STORAGE_KEY = 'relay.session';
const FORMAT_VERSION = 2;

export interface Entry {
  session: StoredSession | null;
  lastEnd: EndReason | null;
}

function storageOf(persistence: Persistence): Storage | null {
  try {
    return persistence === 'session' ? sessionStorage : localStorage;
  } catch {
    return null;
  }
}

/** What a storage holds under the session key; null when nothing (or nothing readable) is there. */
function readEntry(persistence: Persistence): Entry | null {
  try {
    const raw = storageOf(persistence)?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const state = (JSON.parse(raw) as { state?: { session?: unknown; lastEnd?: unknown } } | null)?.state;
    if (!state) return null;
    return { session: asStoredSession(state.session), lastEnd: isEndReason(state.lastEnd) ? state.lastEnd : null };
  } catch {
    return null;
  }
}

/** The text kept under the session key (the end-to-end tests' signed-in start writes it too). */
export function entryText(persistence: Persistence, entry: Entry): string {
  return JSON.stringify({ state: { ...entry, persistence }, version: FORMAT_VERSION });
}

/** Writes what a storage holds under the session key (nothing, if the storage refuses). */
export function writeStoredEntry(persistence: Persistence, entry: Entry): void {
  try {
    storageOf(persistence)?.setItem(SESSION_STORAGE_KEY, entryText(persistence, entry));
  } catch {
    // Storage that refuses (quota, private mode) keeps the session for this page only.
  }
}

function isEndReason(value: unknown): value is EndReason {
  return value === 'signed-out' || value === 'ended' || value === 'service-changed' || value === 'replaced';
}

/**
 * Checks a stored session. One kept by an earlier version has `apiOrigin` instead of `apiBase` (an origin is a base
 * URL without a path) and may lack a sign-in id (it gets one, written back with the next refresh).
 */
function asStoredSession(value: unknown): StoredSession | null {
  if (typeof value !== 'object' || value === null) return null;
  const s = value as Record<string, unknown>;
  const apiBase = typeof s.apiBase === 'string' ? s.apiBase : s.apiOrigin;
  const valid =
    typeof s.accessToken === 'string' &&
    typeof s.refreshToken === 'string' &&
    typeof s.receivedAt === 'number' &&
    (s.lifetimeMs === null || typeof s.lifetimeMs === 'number') &&
    typeof apiBase === 'string' &&
    (s.signInId === undefined || typeof s.signInId === 'string');
  if (!valid) return null;
  return {
    accessToken: s.accessToken as string,
    refreshToken: s.refreshToken as string,
    receivedAt: s.receivedAt as number,
    lifetimeMs: s.lifetimeMs as number | null,
    apiBase: apiBase as string,
    signInId: typeof s.signInId === 'string' ? s.signInId : legacyId(s.refreshToken as string),
  };
}

/** A stable id for a session stored before ids existed, the same in every tab that reads it (not the token itself). */
function legacyId(refreshToken: string): string {
  return `legacy-${fnv1a(refreshToken, 0x811c9dc5).toString(36)}`;
}

/** 32-bit FNV-1a from `seed`: fast, stable in every tab, and not the text it hashes. */
function fnv1a(text: string, seed: number): number {
  let hash = seed;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * A tab with a sessionStorage entry is a "this tab only" tab; any other tab follows the device's stored sign-in.
 * `lastEnd` starts empty: it says that a session ended while this page was open, which the page then tells the user.
 */
function initialState(): TokenState {
  const own = readEntry('session');
  if (own) return { session: own.session, persistence: 'session', lastEnd: null };
  return { session: readEntry('local')?.session ?? null, persistence: 'local', lastEnd: null };
}

export const useTokenStore = create<TokenState>()(() => initialState());

/**
 * The pair as this tab's storage holds it right now, which another tab may have changed since this tab last looked
 * (a refresh, a sign-out, another sign-in). Read inside the refresh lock so a tab never refreshes with a token
 * another tab has already rotated.
 */
export function readStoredSession(persistence = useTokenStore.getState().persistence): StoredSession | null {
  return readEntry(persistence)?.session ?? null;
}

/**
 * This tab's sign-in as its storage holds it now (another tab of the same sign-in may have refreshed it; memory takes
 * it), or null when storage says it is over. Storage that holds nothing at all (it refused every write) leaves memory
 * in charge.
 */
export function adoptStoredSession(): StoredSession | null {
  const { session: mine, persistence } = useTokenStore.getState();
  if (!mine) return null;
  const entry = readEntry(persistence);
  if (!entry) return mine;
  const stored = entry.session;
  if (!stored || stored.signInId !== mine.signInId) return null;
  if (stored.accessToken !== mine.accessToken) useTokenStore.setState({ session: stored });
  return stored;
}

/**
 * Ends this tab's session. Storage is cleared only where it still holds the same sign-in: a "this tab only"
 * sign-out never touches the device's sign-in, and a tab whose sign-in was replaced never erases the new one. A
 * refused refresh (`ended`) clears it only while it holds the refused pair: a tab that was asleep with an old one
 * never erases the newer pair another tab stored.
 */
export function clearSession(reason: EndReason): StoredSession | null {
  const { session, persistence } = useTokenStore.getState();
  if (!session) {
    useTokenStore.setState({ lastEnd: reason });
    return null;
  }
  const stored = readStoredSession(persistence);
  const same =
    stored?.signInId === session.signInId && (reason !== 'ended' || stored.refreshToken === session.refreshToken);
  if (persistence === 'session' || same) writeStoredEntry(persistence, { session: null, lastEnd: reason });
  useTokenStore.setState({ session: null, lastEnd: reason });
  return session;
}

/**
 * A short one-way digest of a token, the same in every tab: names a refused token in a broadcast without carrying
 * it. The channel is this origin's, which can read storage anyway, so a fast non-cryptographic hash will do (and
 * stays synchronous, so the check cannot race a refresh).
 */
export function tokenDigest(token: string): string {
  return `${fnv1a(token, 0x811c9dc5).toString(16)}-${fnv1a(token, 0x9e3779b9).toString(16)}`;
}

/** What a storage says now (the device's by default): the stored entry, or null when it holds nothing readable. */
export function readStoredEntry(persistence: Persistence = 'local'): Entry | null {
  return readEntry(persistence);
}
