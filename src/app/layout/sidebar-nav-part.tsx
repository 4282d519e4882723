import type { ReactNode } from 'react';
import { PartBoundary } from '../../components/part-boundary.tsx';
import { SidebarNav } from './sidebar-nav.tsx';

export { navMessagesReady } from './sidebar-nav.tsx';

/**
 * The navigation with a boundary of its own, in its own chunk: should drawing it fail (it draws what the deployment's
 * description names), `failed` stands in its place and the header and the page stay; an error in the shell would
 * otherwise take the whole app with it.
 */
export function SidebarNavPart({ failed }: { failed: ReactNode }) {
  return (
    <PartBoundary failed={failed}>
      <SidebarNav />
    </PartBoundary>
  );
}
