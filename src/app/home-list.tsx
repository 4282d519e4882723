import { lazy } from 'react';
import ProjectOverview from '../features/projects/project-list.tsx';

// Home's list, with what it draws of the team: the invitations to the account's projects, in a chunk of their own
// loaded after the list's. Composed here, as route modules compose pages: features never import each other.

const Invitations = lazy(() => import('../features/team/invitations-to-you.tsx'));

export default function HomeList() {
  return <ProjectOverview invitations={Invitations} />;
}
