import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import { type PersistedClient, persistQueryClientSave, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { apiBaseUrl, configUnread } from '../config/runtime-config.ts';
import { HttpError } from './api/errors.ts';
import { usePrefsStore } from './prefs/prefs-store.ts';
import { FORMAT, LAST_SEEN_STORAGE_KEY, forget, isFromLastVisit, isKept, shouldDehydrateQuery } from './query-persistence.ts';
import { readStoredSession, useTokenStore } from './session/token-store.ts';

// The keeping half of query-persistence.ts: whose plans the cache holds, and writing them with TanStack Query's own
// persister. Loaded after the first paint, so it costs it nothing.

/** Whose plans these would be now: the sign-in and the API base URL (the persister's `buster`); null: nobody's. */
function owner(): string | null {
  const { session, persistence } = useTokenStore.getState();
  // Storage is read too: another tab may have signed out a moment before this tab hears of it.
  if (!session?.signInId || persistence !== 'local' || readStoredSession()?.signInId !== session.signInId) return null;
  const base = apiBaseUrl();
  return session.apiOrigin === new URL(base).origin ? `${FORMAT} ${session.signInId} ${base}` : null;
}

/**
 * Only each plan's key, answer and time are written: never the error of a failed check (it may quote the service),
 * never a fetch's state. A plan whose check failed is still written as last seen, so the next visit has it too.
 */
function serialize(client: PersistedClient): string {
  const queries = client.clientState.queries.map(({ queryKey, state }) => ({ queryKey, state: { data: state.data, dataUpdatedAt: state.dataUpdatedAt } }));
  return JSON.stringify({ buster: client.buster, timestamp: client.timestamp, clientState: { mutations: [], queries } });
}

function startSaving(queryClient: QueryClient, buster: string): () => void {
  // Asked again when the write happens, not when it was scheduled: a save throttled just before a sign-out (or
  // another sign-in) must not write the previous one's plans after it. Storage that refuses keeps nothing.
  const write = (run: () => void) => {
    try {
      run();
    } catch {
      // Nothing kept (private mode, quota): the next visit waits for the network, as it would without this.
    }
  };
  const storage = {
    getItem: () => null,
    setItem: (name: string, value: string) => write(() => (owner() === buster ? localStorage.setItem(name, value) : localStorage.removeItem(name))),
    removeItem: (name: string) => write(() => localStorage.removeItem(name)),
  };
  const options = {
    queryClient,
    persister: createAsyncStoragePersister({ storage, key: LAST_SEEN_STORAGE_KEY, serialize }),
    buster,
    dehydrateOptions: { shouldDehydrateQuery, shouldDehydrateMutation: () => false },
  };
  void persistQueryClientSave(options);
  return persistQueryClientSubscribe(options);
}

/**
 * Saves the plan reads while their owner lasts, and forgets them the moment it changes: sign-out here or in another
 * tab, a refused refresh, another sign-in, a change of API base URL. `restoredFor` is whose plans were restored.
 */
export function keepLastSeen(queryClient: QueryClient, restoredFor: string | null): void {
  let keptFor = restoredFor;
  let stopSaving: (() => void) | null = null;
  const sync = () => {
    // config.json could not be fetched: the defaults stand in for it, but they are not a new service.
    if (configUnread()) return;
    const next = owner();
    if (next !== keptFor) {
      stopSaving?.();
      stopSaving = null;
      // Plans of another sign-in or service are not this one's: neither shown nor kept.
      if (keptFor !== null) void queryClient.resetQueries({ predicate: isKept });
      if (keptFor !== null || next === null) forget();
      keptFor = next;
    }
    if (next && !stopSaving) stopSaving = startSaving(queryClient, next);
  };
  sync();
  useTokenStore.subscribe(sync);
  usePrefsStore.subscribe(sync);
  // A last-seen plan the service now refuses outright (a 4xx: no such project, no access) is no longer shown or
  // kept: the page shows the refusal alone. One it could not answer (offline, 5xx, timeout) stays, with its age.
  const dropIfRefused = (query: Query) => {
    const { error, dataUpdatedAt } = query.state;
    if (isKept(query) && error instanceof HttpError && !error.transient && isFromLastVisit(dataUpdatedAt)) {
      query.setState({ data: undefined, dataUpdatedAt: 0 });
    }
  };
  // Also what was refused before this code had loaded.
  queryClient.getQueryCache().getAll().forEach(dropIfRefused);
  queryClient.getQueryCache().subscribe(({ type, query }) => type === 'updated' && dropIfRefused(query));
}
