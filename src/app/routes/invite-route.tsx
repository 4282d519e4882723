import { useParams } from 'react-router';
import { InvitePage } from '../../features/team/invite-route.tsx';

/**
 * An invitation's page: `/invite/<secret>` from its link, or `/invite`, the one this tab kept (the secret is in no
 * other URL). Opened rarely, and never as a first visit's page worth a route of the first load's own.
 */
export function Component() {
  return <InvitePage linked={useParams().secret} />;
}

export { RouteError as ErrorBoundary } from '../layout/route-error.tsx';
