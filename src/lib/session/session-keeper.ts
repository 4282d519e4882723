import { joinRefreshWorker, refreshSession, retryRefreshNow } from './refresh-coordinator.ts';
import { isExpiring, startCrossTabSync } from './session.ts';
import { useTokenStore } from './token-store.ts';
import { whenIdle } from '../when-idle.ts';

/**
 * Keeps the session usable in the background: follows other tabs, refreshes a token that expired while the tab
 * was hidden (a laptop waking from sleep) before anything is sent with it, and retries at once when back online.
 */
export function startSessionKeeper(): () => void {
  const stopSync = startCrossTabSync();
  // The refresh worker is only needed with a session, and not for the first paint: connect once the page is idle.
  const connect = () => {
    if (useTokenStore.getState().session) joinRefreshWorker();
  };
  whenIdle(connect);
  const stopConnecting = useTokenStore.subscribe((state, previous) => {
    if (state.session && !previous.session) connect();
  });
  const onVisible = () => {
    const session = useTokenStore.getState().session;
    if (document.visibilityState === 'visible' && session && isExpiring(session)) {
      refreshSession(session.accessToken).catch(() => undefined);
    }
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('online', retryRefreshNow);
  return () => {
    stopSync();
    stopConnecting();
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('online', retryRefreshNow);
  };
}
