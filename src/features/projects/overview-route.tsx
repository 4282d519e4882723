import { Suspense, lazy } from 'react';
import { SignedOutPanel } from '../../components/signed-out-panel.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { useTokenStore } from '../../lib/session/token-store.ts';

// The list and its form load on their own: the overview ships with the app because people land on it,
// but only its heading and the signed-out panel have to paint at once; the tariff page, the other landing page,
// then does not carry the list's code (with React Query's useQueries).
const ProjectList = lazy(() => import('./project-list.tsx'));

export function Component() {
  const t = useMessages(appMessages);
  usePageTitle(t.overview.title);
  const signedIn = useTokenStore((state) => state.session !== null);
  return (
    <>
      <div className="page-header">
        <div>
          <h1>{t.overview.title}</h1>
          <p>{t.overview.intro}</p>
        </div>
      </div>
      {signedIn ? (
        <Suspense fallback={null}>
          <ProjectList />
        </Suspense>
      ) : (
        <SignedOutPanel />
      )}
    </>
  );
}
