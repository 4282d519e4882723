import { type Query, type QueryClient, hashKey, hydrate } from '@tanstack/react-query';
import * as v from 'valibot';
import { configReady, normalizeBaseUrl } from '../config/runtime-config.ts';
import { StoredPlanSchema } from './operations/plan-restream/plan-slot.ts';
import { queryKeys } from './operations/query-keys.ts';
import { usePrefsStore } from './prefs/prefs-store.ts';
import { useTokenStore } from './session/token-store.ts';
import { whenIdle } from './when-idle.ts';

// A return visit paints the plans the user saw last time at once, then checks them with the service. Kept with
// TanStack Query's persistence (last-seen-saver.ts writes, with its storage persister) in localStorage, and only
// while the user chose "Stay signed in on this device": a "this tab only" session leaves nothing behind. Only plan
// reads are kept (never tokens, never what an operation page ran, never an error), tied to the sign-in and the API
// base URL that answered them, and dropped on sign-out, on a refused refresh, on another sign-in, on a change of API
// base URL and after 7 days.

export const LAST_SEEN_STORAGE_KEY = 'relay.last-seen';
export const LAST_SEEN_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** Bumped when what is kept changes shape: an older copy is then dropped, never misread. */
export const FORMAT = '1';

/** What may be kept: plan reads (['tariff', 'restream', project, language]), checked again when they come back. */
const isPlanKey = (key: unknown): key is ReturnType<typeof queryKeys.tariffs.restream> =>
  Array.isArray(key) && key.length === 4 && key[0] === queryKeys.tariffs.all[0] && key[1] === 'restream' && Number.isSafeInteger(key[2]) && typeof key[3] === 'string';
export const isKept = (query: Query) => isPlanKey(query.queryKey);
export const shouldDehydrateQuery = (query: Query) => isKept(query) && query.state.data !== undefined && Date.now() - query.state.dataUpdatedAt < LAST_SEEN_MAX_AGE_MS;

export function forget(): void {
  try {
    localStorage.removeItem(LAST_SEEN_STORAGE_KEY);
  } catch {
    // Storage that cannot be read holds nothing.
  }
}

/** When the plans of the last visit were put in the cache (0: none were). */
let restoredAt = 0;

/** True for an answer restored from an earlier visit that the service has not confirmed since. */
export function isFromLastVisit(dataUpdatedAt: number): boolean {
  return dataUpdatedAt > 0 && dataUpdatedAt <= restoredAt;
}

/** Whose plans were restored (a buster), until config.json confirms it is still the owner (or they are dropped). */
let restoredFor: string | null = null;

/**
 * Puts the plans of the last visit in the cache. Run before the first render, from localStorage only (no request):
 * it reads the persister's format itself so the persister's code can load after the first paint. Whatever is
 * stored is checked before it is used: the sign-in and the service it came from (the override's now, config.json's
 * once read), each entry's key, age and shape. Anything else is dropped, and nothing stored can stop the app.
 */
export function restoreLastSeen(queryClient: QueryClient): void {
  const { session, persistence } = useTokenStore.getState();
  if (!session?.signInId || persistence !== 'local') return forget();
  // A kept answer must outlive the 30 minutes an unused one stays in memory, or the next save would drop it.
  queryClient.setQueryDefaults(queryKeys.tariffs.all, { gcTime: LAST_SEEN_MAX_AGE_MS });
  try {
    const stored = JSON.parse(localStorage.getItem(LAST_SEEN_STORAGE_KEY) ?? 'null') as { buster?: unknown; clientState?: { queries?: unknown } } | null;
    const [format, signInId, base = ''] = String(stored?.buster).split(' ');
    const override = normalizeBaseUrl(usePrefsStore.getState().apiBaseUrlOverride);
    const queries = stored?.clientState?.queries;
    const now = Date.now();
    if (format !== FORMAT || signInId !== session.signInId || normalizeBaseUrl(base) !== base || new URL(base).origin !== session.apiOrigin || (override && override !== base) || !Array.isArray(queries)) {
      return forget();
    }
    const restored = queries.flatMap((entry: { queryKey?: unknown; state?: { data?: unknown; dataUpdatedAt?: unknown } } | null) => {
      const at = entry?.state?.dataUpdatedAt;
      const plan = v.safeParse(StoredPlanSchema, entry?.state?.data);
      if (!isPlanKey(entry?.queryKey) || typeof at !== 'number' || !(at <= now && now - at < LAST_SEEN_MAX_AGE_MS) || !plan.success) return [];
      const queryKey = entry.queryKey;
      // Rebuilt from the checked parts only: nothing else of what was stored reaches the cache.
      const state = { data: plan.output, dataUpdatedAt: at, dataUpdateCount: 1, error: null, errorUpdateCount: 0, errorUpdatedAt: 0, fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: true, status: 'success' as const, fetchStatus: 'idle' as const };
      return [{ queryKey, queryHash: hashKey(queryKey), state, dehydratedAt: at }];
    });
    // Invalidated: however recent, each is checked with the service as soon as a page shows it.
    hydrate(queryClient, { mutations: [], queries: restored });
    restoredAt = now;
    restoredFor = `${FORMAT} ${signInId} ${base}`;
  } catch {
    forget();
  }
}

/**
 * Keeps the plan reads while a stay-signed-in session lasts (last-seen-keeper.ts, loaded once config.json is read
 * if plans were restored, else once a plan has been shown and the page is idle: nothing needs it before). A
 * sign-out forgets them at once, here, even before that code is loaded.
 */
export function startKeepingLastSeen(queryClient: QueryClient): void {
  useTokenStore.subscribe((state) => state.session || forget());
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    import('./last-seen-keeper.ts').then(
      ({ keepLastSeen }) => keepLastSeen(queryClient, restoredFor),
      // Offline, or a new deployment replaced the chunk: nothing is kept for now; the next answer tries again.
      () => (loading = false),
    );
  };
  void configReady.then(() => {
    if (restoredFor !== null) load();
    queryClient.getQueryCache().subscribe((event) => {
      if (!loading && event.type === 'updated' && event.action.type === 'success' && isKept(event.query)) whenIdle(load);
    });
  });
}
