import { Button } from '../../components/button.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useSyncExternalStore } from 'react';
import { useConfigStatus } from '../../config/runtime-config.ts';
import { useConnectivity } from '../../lib/api/connectivity.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { retryRefreshNow } from '../../lib/session/refresh.ts';
import { retryConfigNow } from '../bootstrap.ts';
import './connectivity-banner.css';

function subscribeOnline(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

const RareReason = lazy(() => import('./rare-reason.tsx'));

/** Says why nothing loads while the service, the network or the configuration is missing, and that the session is kept. */
export function ConnectivityBanner() {
  const t = useMessages(appMessages);
  const queryClient = useQueryClient();
  const unreachable = useConnectivity((state) => state.unreachable);
  const problem = useConnectivity((state) => state.refreshProblem);
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const config = useConfigStatus();
  const rare = config === 'invalid' ? 'config-invalid' : problem;
  const message = !online ? (
    t.connectivity.offline
  ) : config === 'unavailable' ? (
    t.connectivity.configUnavailable
  ) : rare !== null ? (
    <Suspense fallback={null}>
      <RareReason reason={rare} />
    </Suspense>
  ) : unreachable ? (
    t.connectivity.unreachable
  ) : null;
  return (
    <div role="status" className={message ? 'banner banner-warning' : 'banner-empty'}>
      {message ? (
        <>
          <span>{message}</span>
          <Button
            onClick={() => {
              retryConfigNow();
              retryRefreshNow();
              void queryClient.refetchQueries({ type: 'active' });
            }}
          >
            {t.connectivity.retryNow}
          </Button>
        </>
      ) : null}
    </div>
  );
}
