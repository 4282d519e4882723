import { Link } from 'react-router';
import { ProjectName } from '../../components/project-name.tsx';
import { paths } from '../../config/paths.ts';
import { pageHref } from '../../config/route-map.ts';
import { catalogMessages } from './catalog-messages.ts';
import { GroupName } from './group-name.tsx';
import { navMessages } from './nav-messages.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';

interface BreadcrumbsProps {
  groupName: string;
  projectId: number | null;
  /** On an operation's page: the group links back to its page and the operation is the current one. */
  groupHref?: string | undefined;
  current?: string | undefined;
}

/**
 * Projects → the project by name, else Project N (project groups only) → All operations (the API page, where the
 * groups are) → the group → (the operation).
 */
export function Breadcrumbs({ groupName, projectId, groupHref, current }: BreadcrumbsProps) {
  const m = useMessages(catalogMessages);
  const navText = useMessages(navMessages);
  return (
    <nav aria-label={m.breadcrumb} className="breadcrumbs">
      <ol>
        <li>
          <Link to={paths.home}>{m.projects}</Link>
        </li>
        {projectId !== null ? (
          <li>
            <Link to={pageHref('restream', projectId)}>
              <ProjectName projectId={projectId} fallback={m.project(projectId)} />
            </Link>
          </li>
        ) : null}
        <li>
          <Link to={pageHref('api', projectId ?? undefined)}>{navText.title}</Link>
        </li>
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
