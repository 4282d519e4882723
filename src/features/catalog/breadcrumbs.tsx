import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import type { catalogMessages } from './catalog-messages.ts';

type Messages = (typeof catalogMessages)['en'];

/** Projects → Project N (project groups only) → the group. */
export function Breadcrumbs({ groupName, projectId, m }: { groupName: string; projectId: number | null; m: Messages }) {
  return (
    <nav aria-label={m.breadcrumb} className="breadcrumbs">
      <ol>
        <li>
          <Link to={paths.home}>{m.projects}</Link>
        </li>
        {projectId !== null ? (
          <li>
            <Link to={paths.tariff(projectId)}>{m.project(projectId)}</Link>
          </li>
        ) : null}
        <li>
          <span aria-current="page" lang="en">
            {groupName}
          </span>
        </li>
      </ol>
    </nav>
  );
}
