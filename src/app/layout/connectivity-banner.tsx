import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useConnectivity } from '../../lib/api/connectivity.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { retryRefreshNow } from '../../lib/session/refresh-coordinator.ts';

function subscribeOnline(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/** Says why nothing loads while the service or the network is down, and that the session is kept. */
export function ConnectivityBanner() {
  const t = useT();
  const queryClient = useQueryClient();
  const unreachable = useConnectivity((state) => state.unreachable);
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const message = !online ? t.connectivity.offline : unreachable ? t.connectivity.unreachable : null;
  return (
    <div role="status" className={message ? 'banner banner-warning' : 'banner-empty'}>
      {message ? (
        <>
          <span>{message}</span>
          <button
            type="button"
            className="button"
            onClick={() => {
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
