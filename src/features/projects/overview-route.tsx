import { type ComponentType, Suspense } from 'react';
import { SignedOutPanel } from '../../components/signed-out-panel.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { useTokenStore } from '../../lib/session/token-store.ts';

/**
 * Home. The list and its form (`list`: project-list.tsx's overview, with what it draws of other features, composed by
 * app/home-list.tsx) load on their own: the overview ships with the app because people land on it, but only its
 * heading and the signed-out panel have to paint at once; the tariff page, the other landing page, then does not
 * carry the list's code (with React Query's useQueries).
 */
export function Component({ list: List }: { list: ComponentType }) {
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
          <List />
        </Suspense>
      ) : (
        <SignedOutPanel />
      )}
    </>
  );
}
