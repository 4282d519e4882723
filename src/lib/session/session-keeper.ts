import { knownApiBase, subscribeConfig } from '../../config/runtime-config.ts';
import { reportRefreshProblem } from '../api/connectivity.ts';
import { usePrefsStore } from '../prefs/prefs-store.ts';
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

/**
 * Registers the refresh worker ahead of the first refresh, so a reload in the middle of one cannot spend the token.
 * Only with a session, and never before the first page's reads are answered: the app shell calls it then (an idle
 * callback alone came before the tariff page's cards on a busy machine, whose first load then grew by its chunk).
 * The first refresh loads it anyway, with the coordinator.
 */
export function connectRefreshWorker(): void {
  if (useTokenStore.getState().session)
    void import('./refresh-channel.ts').then(({ connectRefreshChannel }) => connectRefreshChannel(), noop);
}

export function startSessionKeeper(): () => void {
  const stopSync = startCrossTabSync();
  endIfServiceChanged();
  const stopConfig = subscribeConfig(endIfServiceChanged);
  const stopPrefs = usePrefsStore.subscribe(endIfServiceChanged);
  const stopConnecting = useTokenStore.subscribe((state, previous) => {
    // A sign-in in this tab or another: the next page's first load is not this one's.
    if (state.session && !previous.session) connectRefreshWorker();
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
