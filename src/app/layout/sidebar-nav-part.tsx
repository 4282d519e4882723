import { PartBoundary } from '../../components/part-boundary.tsx';
import { useServiceDescription } from '../../lib/description-status/use-service-description.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import { useTokenStore } from '../../lib/session/token-store.ts';
import { useKeepDesignedReads } from '../keep-designed-reads.ts';
import { SidebarNav } from './sidebar-nav.tsx';

function NavFailed() {
  const t = useMessages(appMessages);
  return (
    <p className="sidebar-hint" role="alert">
      {t.errors.pageCrashed}
    </p>
  );
}

/**
 * The navigation with a boundary of its own, in its own chunk: should drawing it fail (it draws what the deployment's
 * description names), it says so in its place and the header and the page stay; an error in the shell would
 * otherwise take the whole app with it. Beside the links, on every page once settled: the first reads of the pages
 * they lead to are kept, so that opening one sends them with the first load (app/keep-designed-reads.ts).
 */
export function SidebarNavPart() {
  const { query } = useServiceDescription();
  const signInId = useTokenStore((state) => state.session?.signInId);
  useKeepDesignedReads(query.data, signInId, useLanguage());
  return (
    <PartBoundary failed={<NavFailed />}>
      <SidebarNav />
    </PartBoundary>
  );
}
