import { NetworkError } from '../api/errors.ts';
import type { StoredSession } from './token-store.ts';

// The refresh coordinator is loaded with the first refresh, not with the page: most page loads never refresh, and
// the one that does was told so by the service (a 401) or by its token's age, with the network there to fetch it
// (from the cache, on a return visit).

type Coordinator = typeof import('./refresh-coordinator.ts');
let coordinator: Coordinator | undefined;

/** See refresh-coordinator.ts. Its code failing to load is a network failure: the session is kept. */
export async function refreshSession(staleAccessToken: string | null): Promise<StoredSession> {
  coordinator ??= await import('./refresh-coordinator.ts').catch(() => {
    throw new NetworkError();
  });
  return coordinator.refreshSession(staleAccessToken);
}

/** A refresh waiting out its back-off goes now; with no refresh yet there is nothing waiting. */
export function retryRefreshNow(): void {
  coordinator?.retryRefreshNow();
}
