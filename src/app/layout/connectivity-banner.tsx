import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useConfigStatus } from '../../config/runtime-config.ts';
import { useConnectivity } from '../../lib/api/connectivity.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { retryRefreshNow } from '../../lib/session/refresh-coordinator.ts';
import { retryConfigNow } from '../bootstrap.ts';

function subscribeOnline(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/** Says why nothing loads while the service, the network or the configuration is missing, and that the session is kept. */
export function ConnectivityBanner() {
  const t = useT();
  const queryClient = useQueryClient();
  const unreachable = useConnectivity((state) => state.unreachable);
  const problem = useConnectivity((state) => state.refreshProblem);
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const config = useConfigStatus();
  const c = t.connectivity;
  const message = !online
    ? c.offline
    : config === 'unavailable'
      ? c.configUnavailable
      : config === 'invalid'
        ? c.configInvalid
        : problem === 'redirect'
          ? c.redirected
          : problem
            ? c.refreshNotAccepted(problem)
            : unreachable
              ? c.unreachable
              : null;
  return (
    <div role="status" className={message ? 'banner banner-warning' : 'banner-empty'}>
      {message ? (
        <>
          <span>{message}</span>
          <button
            type="button"
            className="button"
            onClick={() => {
              retryConfigNow();
              retryRefreshNow();
              void queryClient.refetchQueries({ type: 'active' });
            }}
          >
            {t.connectivity.retryNow}
          </button>
        </>
      ) : null}
    </div>
  );
}
