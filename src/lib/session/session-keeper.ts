import { knownApiBase, subscribeConfig } from '../../config/runtime-config.ts';
import { reportRefreshProblem } from '../api/connectivity.ts';
import { usePrefsStore } from '../prefs/prefs-store.ts';
import { whenIdle } from '../when-idle.ts';
import { refreshSession, retryRefreshNow } from './refresh.ts';
import { endSession, isExpiring, startCrossTabSync } from './session.ts';
import { useTokenStore } from './token-store.ts';

/**
 * A pair belongs to the API base URL that issued it. Once the app knows which API it would use now (config.json
 * loaded, or an override in Settings — in any tab, since the preferences are shared) and it is another one, the
 * session ends here, locally, and nothing is sent with the pair. While the base is unknown (config.json failing)
 * nothing happens: the session is kept, and requests wait.
 */
function endIfServiceChanged(): void {
  const session = useTokenStore.getState().session;
  const base = knownApiBase();
  if (session && base !== null && session.apiBase !== base) endSession('service-changed');
}

/**
 * Keeps the session usable in the background: follows other tabs, ends it when the app is pointed at another
 * service, refreshes a token that expired while the tab was hidden (a laptop waking from sleep) before anything is
 * sent with it, and retries at once when back online.
 */
// A page that cannot load the channel's code refreshes by itself when it must (the coordinator loads it again).
const noop = () => undefined;

export function startSessionKeeper(): () => void {
  const stopSync = startCrossTabSync();
  endIfServiceChanged();
  const stopConfig = subscribeConfig(endIfServiceChanged);
  const stopPrefs = usePrefsStore.subscribe(endIfServiceChanged);
  // The refresh worker is only needed with a session, and not for the first paint: its code is loaded and the page
  // connects once idle (or at the first refresh, which loads it with the coordinator).
  const connect = () => {
    if (useTokenStore.getState().session)
      void import('./refresh-channel.ts').then(({ connectRefreshChannel }) => connectRefreshChannel(), noop);
  };
  whenIdle(connect);
  const stopConnecting = useTokenStore.subscribe((state, previous) => {
    if (state.session && !previous.session) connect();
    // A refresh problem the banner told of belongs to the session that has ended.
    if (!state.session) reportRefreshProblem(null);
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
    stopConfig();
    stopPrefs();
    stopConnecting();
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('online', retryRefreshNow);
  };
}
