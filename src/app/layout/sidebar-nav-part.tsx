import { PartBoundary } from '../../components/part-boundary.tsx';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
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
 * otherwise take the whole app with it.
 */
export function SidebarNavPart() {
  return (
    <PartBoundary failed={<NavFailed />}>
      <SidebarNav />
    </PartBoundary>
  );
}
