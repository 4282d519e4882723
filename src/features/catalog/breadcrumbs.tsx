import { Link } from 'react-router';
import { ProjectName } from '../../components/project-name.tsx';
import { paths } from '../../config/paths.ts';
import type { catalogMessages } from './catalog-messages.ts';
import { GroupName } from './group-name.tsx';

type Messages = (typeof catalogMessages)['en'];

interface BreadcrumbsProps {
  groupName: string;
  projectId: number | null;
  m: Messages;
  /** On an operation's page: the group links back to its page and the operation is the current one. */
  groupHref?: string | undefined;
  current?: string | undefined;
}

/** Projects → the project by name, else Project N (project groups only) → the group → (the operation). */
export function Breadcrumbs({ groupName, projectId, m, groupHref, current }: BreadcrumbsProps) {
  return (
    <nav aria-label={m.breadcrumb} className="breadcrumbs">
      <ol>
        <li>
          <Link to={paths.home}>{m.projects}</Link>
        </li>
        {projectId !== null ? (
          <li>
            <Link to={paths.tariff(projectId)}>
              <ProjectName projectId={projectId} fallback={m.project(projectId)} />
            </Link>
          </li>
        ) : null}
        <li>
          {groupHref ? (
            <Link to={groupHref}>
              <GroupName name={groupName} />
            </Link>
          ) : (
            <span aria-current="page">
              <GroupName name={groupName} />
            </span>
          )}
        </li>
        {groupHref && current ? (
          <li>
            <span aria-current="page">{current}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
