import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useConfigStatus } from '../../config/runtime-config.ts';
import { useConnectivity } from '../../lib/api/connectivity.ts';
import { useLanguage, useT } from '../../lib/i18n/i18n.ts';
import type { Language } from '../../lib/i18n/languages.ts';
import { retryRefreshNow } from '../../lib/session/refresh.ts';
import { retryConfigNow } from '../bootstrap.ts';
import type { ConnectivityMessages } from './connectivity-messages.ts';

function subscribeOnline(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/** The words for the rarer reasons, once fetched: every later banner has them at once. */
let rare: Record<Language, ConnectivityMessages> | undefined;

/** Says why nothing loads while the service, the network or the configuration is missing, and that the session is kept. */
export function ConnectivityBanner() {
  const t = useT();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const unreachable = useConnectivity((state) => state.unreachable);
  const problem = useConnectivity((state) => state.refreshProblem);
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const config = useConfigStatus();
  const [, loaded] = useState(rare);
  const rareReason = config === 'invalid' || problem !== null;
  useEffect(() => {
    if (rareReason && !rare)
      void import('./connectivity-messages.ts').then(
        (m) => loaded((rare = m.connectivityMessages)),
        () => {},
      );
  }, [rareReason]);
  const r = rare?.[language];
  const message = !online
    ? t.connectivity.offline
    : config === 'unavailable'
      ? t.connectivity.configUnavailable
      : config === 'invalid'
        ? r?.configInvalid
        : problem === 'redirect'
          ? r?.redirected
          : problem
            ? r?.refreshNotAccepted(problem)
            : unreachable
              ? t.connectivity.unreachable
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
