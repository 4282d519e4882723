import type { Query, QueryClient } from '@tanstack/react-query';
import { knownApiBase, normalizeBaseUrl } from '../config/runtime-config.ts';
import { HttpError } from './api/errors.ts';
import { isRestreamPlanKey, restreamPlanKeys } from './operations/plan-restream/plan-restream-query.ts';
import { storedPlan } from './operations/plan-restream/plan-slot.ts';
import { usePrefsStore } from './prefs/prefs-store.ts';
import { type StoredSession, readStoredSession, useTokenStore } from './session/token-store.ts';

// A return visit paints the plans the user saw last time at once, then checks them with the service. Kept in
// localStorage, and only while the user chose "Stay signed in on this device": a "this tab only" session leaves
// nothing behind — and removes nothing either, since the device's sign-in may be another tab's. Only plan reads are
// kept (never tokens, never what an operation page ran, never an error), tied to the sign-in and the API base URL
// that answered them, written the moment a plan is shown (and again when the page is hidden or closed), and
// dropped when that sign-in ends (sign-out, refused refresh, replaced), when its service changes and after 7 days.

export const LAST_SEEN_STORAGE_KEY = 'relay.last-seen';
export const LAST_SEEN_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** Bumped when what is kept changes shape: an older copy is then dropped, never misread. */
export const FORMAT = '2';

/** What may be kept: the restream plan reads, checked again when they come back. */
export const isKept = (query: Query) => isRestreamPlanKey(query.queryKey);

/** Whose plans are stored: `FORMAT signInId apiBase` (the format of the persister this replaced, kept as it was). */
const ownerOf = (session: Pick<StoredSession, 'signInId' | 'apiBase'>) =>
  `${FORMAT} ${session.signInId} ${session.apiBase}`;

function storedOwner(): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(LAST_SEEN_STORAGE_KEY) ?? 'null') as { buster?: unknown } | null;
    return typeof stored?.buster === 'string' ? stored.buster : null;
  } catch {
    return null;
  }
}

function remove(): void {
  try {
    localStorage.removeItem(LAST_SEEN_STORAGE_KEY);
  } catch {
    // Storage that cannot be read holds nothing.
  }
}

/**
 * Removes the kept plans if they are this sign-in's (or unreadable). Another sign-in's are not this tab's to drop:
 * a "this tab only" sign-out must not erase what the device's "Stay signed in" keeps.
 */
export function forgetLastSeen(signInId: string): void {
  const owner = storedOwner();
  if (owner === null || owner.split(' ')[1] === signInId) remove();
}

/** Plans whose sign-in is no longer the device's stored one belong to nobody: dropped, from any tab. */
function dropOrphaned(): void {
  const owner = storedOwner();
  const device = readStoredSession('local');
  if (owner !== null && (!device || owner !== ownerOf(device))) remove();
}

/** When the plans of the last visit were put in the cache (0: none were). */
let restoredAt = 0;

/** True for an answer restored from an earlier visit that the service has not confirmed since. */
export function isFromLastVisit(dataUpdatedAt: number): boolean {
  return dataUpdatedAt > 0 && dataUpdatedAt <= restoredAt;
}

/**
 * Puts the plans of the last visit in the cache. Run before the first render, from localStorage only (no request).
 * Whatever is stored is checked before it is used: the sign-in and the service it came from (the session's own,
 * and the Settings override's if there is one), each entry's key, age and shape. Anything else is dropped, and
 * nothing stored can stop the app.
 */
export function restoreLastSeen(queryClient: QueryClient): void {
  const { session, persistence } = useTokenStore.getState();
  if (!session || persistence !== 'local') return dropOrphaned();
  // A kept answer must outlive the 30 minutes an unused one stays in memory, or the next save would drop it.
  queryClient.setQueryDefaults(restreamPlanKeys, { gcTime: LAST_SEEN_MAX_AGE_MS });
  try {
    const stored = JSON.parse(localStorage.getItem(LAST_SEEN_STORAGE_KEY) ?? 'null') as {
      buster?: unknown;
      clientState?: { queries?: unknown };
    } | null;
    const override = normalizeBaseUrl(usePrefsStore.getState().apiBaseUrlOverride);
    const queries = stored?.clientState?.queries;
    const now = Date.now();
    // Settings point elsewhere: this sign-in ends as soon as the app starts (session-keeper.ts), and its plans with it.
    if (override && override !== session.apiBase) return remove();
    if (stored?.buster !== ownerOf(session) || !Array.isArray(queries)) return dropOrphaned();
    for (const entry of queries as ({
      queryKey?: unknown;
      state?: { data?: unknown; dataUpdatedAt?: unknown };
    } | null)[]) {
      const at = entry?.state?.dataUpdatedAt;
      const plan = storedPlan(entry?.state?.data);
      if (
        !isRestreamPlanKey(entry?.queryKey) ||
        typeof at !== 'number' ||
        !(at <= now && now - at < LAST_SEEN_MAX_AGE_MS) ||
        !plan
      )
        continue;
      // Only the checked parts reach the cache, stamped with when they were answered.
      queryClient.setQueryData(entry.queryKey, plan, { updatedAt: at });
    }
    // Invalidated, not fetched now: however recent, each is checked with the service as soon as a page shows it.
    void queryClient.invalidateQueries({ queryKey: restreamPlanKeys, refetchType: 'none' });
    restoredAt = now;
  } catch {
    remove();
  }
}

/**
 * Whose plans the cache holds now, if they may be kept: a "Stay signed in" session that storage still holds (another
 * tab may have signed out or in a moment before this tab hears of it), whose service is still the app's.
 */
function keeper(): StoredSession | null {
  const { session, persistence } = useTokenStore.getState();
  if (!session || persistence !== 'local' || readStoredSession('local')?.signInId !== session.signInId) return null;
  const base = knownApiBase();
  return base === null || base === session.apiBase ? session : null;
}

/**
 * Writes the plan reads now. Only each plan's key, answer and time: never the error of a failed check (it may quote
 * the service), never a fetch's state. A plan whose check failed is still written as last seen.
 */
function save(queryClient: QueryClient): void {
  const session = keeper();
  if (!session) return;
  const now = Date.now();
  const queries = queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        isKept(query) && query.state.data !== undefined && now - query.state.dataUpdatedAt < LAST_SEEN_MAX_AGE_MS,
    )
    .map(({ queryKey, state }) => ({ queryKey, state: { data: state.data, dataUpdatedAt: state.dataUpdatedAt } }));
  try {
    localStorage.setItem(
      LAST_SEEN_STORAGE_KEY,
      JSON.stringify({ buster: ownerOf(session), timestamp: now, clientState: { mutations: [], queries } }),
    );
  } catch {
    // Nothing kept (private mode, quota): the next visit waits for the network, as it would without this.
  }
}

/**
 * Keeps the plan reads while a stay-signed-in session lasts: written synchronously when a plan arrives (a tab closed
 * right after the cards appear still leaves them for the next visit), and flushed when the page is hidden or
 * closed. A sign-in that ends takes its plans with it, here, at once.
 */
export function startKeepingLastSeen(queryClient: QueryClient): void {
  useTokenStore.subscribe((state, previous) => {
    const ended = previous.session;
    if (ended && state.session?.signInId !== ended.signInId && previous.persistence === 'local')
      forgetLastSeen(ended.signInId);
  });
  const cache = queryClient.getQueryCache();
  const dropIfRefused = (query: Query) => {
    // A last-seen plan the service now refuses outright (a 4xx: no such project, no access) is no longer shown or
    // kept: the page shows the refusal alone. One it could not answer (offline, 5xx, timeout) stays, with its age.
    const { error, dataUpdatedAt } = query.state;
    if (isKept(query) && error instanceof HttpError && !error.transient && isFromLastVisit(dataUpdatedAt)) {
      query.setState({ data: undefined, dataUpdatedAt: 0 });
      save(queryClient);
    }
  };
  cache.subscribe((event) => {
    if (event.type !== 'updated' || !isKept(event.query)) return;
    if (event.action.type === 'success') save(queryClient);
    else dropIfRefused(event.query);
  });
  const flush = () => save(queryClient);
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
}
