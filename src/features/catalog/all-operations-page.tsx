import { Fragment, type KeyboardEvent, type MouseEvent, memo, useCallback, useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ProjectName } from '../../components/project-name.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { paths } from '../../config/paths.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { catalogGroups } from './catalog-groups.ts';
import { catalogMessages } from './catalog-messages.ts';
import { catalogIndex, groupPath, sections } from './catalog-index.ts';
import { groupLabel, navMessages } from './nav-messages.ts';
import { OperationResults } from './operation-results.tsx';
import { type GroupMatch, matchGroups } from './operation-search.ts';
import './catalog.css';

export interface AllOperationsPageProps {
  /** The project in view: its groups are listed only within one (their pages need it). */
  projectId: number | null;
  /** Starts loading a group's page code, on hovering or focusing its link. */
  onPrefetch: (group?: string) => void;
}

type Follow = (event: MouseEvent<HTMLAnchorElement>, to: string) => void;

/**
 * The API page: every operation group of the interface document by section, each named for people with the
 * document's name beside it, and a search that finds groups by either name or by an operation's, and the operations
 * the deployment's description adds by summary, path or operationId. The console is for people who work with the API
 * directly; the primary navigation leads here with one entry, and the search shortcut (`/`, Ctrl/⌘+K) to its search.
 */
export function AllOperationsPage({ projectId, onPrefetch }: AllOperationsPageProps) {
  const navText = useMessages(navMessages);
  const m = useMessages(catalogMessages);
  usePageTitle(navText.title);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const titleId = useId();
  const searchId = useId();
  const follow = useCallback<Follow>(
    (event, to) => {
      if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      void navigate(to);
    },
    [navigate],
  );

  // Escape empties the search.
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || query === '') return;
    event.preventDefault();
    setQuery('');
  };

  const matches = useMemo(
    () =>
      matchGroups(
        projectId === null ? catalogIndex.filter((group) => group.scope !== 'project') : catalogIndex,
        query,
        catalogGroups,
        (group) => groupLabel(navText, group.name),
      ),
    [projectId, query, navText],
  );
  const status = query.trim() !== '' && matches.length === 0 ? navText.noMatch : '';

  return (
    <article className="all-operations" aria-labelledby={titleId}>
      <header className="page-header">
        <div>
          <h1 id={titleId}>{navText.title}</h1>
          {projectId !== null ? (
            <p className="all-operations-project">
              <ProjectName projectId={projectId} fallback={m.project(projectId)} />
            </p>
          ) : null}
          <p>{navText.intro}</p>
        </div>
      </header>
      <div className="catalog-search" role="search">
        <label htmlFor={searchId}>
          {navText.filter}
          {/* The shortcut as people see it; assistive technology reads aria-keyshortcuts instead. */}
          <kbd aria-hidden="true">/</kbd>
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          autoComplete="off"
          aria-keyshortcuts="/ Control+K Meta+K"
          onKeyDown={onSearchKey}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {projectId === null ? (
        <p className="hint">
          {navText.openProject} <Link to={paths.home}>{navText.home}</Link>
        </p>
      ) : null}
      <nav aria-label={navText.nav} className="group-index">
        <GroupLinks matches={matches} projectId={projectId} follow={follow} onPrefetch={onPrefetch} />
        <p role="status">{status}</p>
        <OperationResults
          query={query}
          projectId={projectId}
          groupLabel={(group) => groupLabel(navText, group.name)}
          onFollow={follow}
          onPrefetch={() => onPrefetch()}
        />
      </nav>
    </article>
  );
}

/** The groups' links by section; drawn again only when what they show changes. */
const GroupLinks = memo(function GroupLinks({
  matches,
  projectId,
  follow,
  onPrefetch,
}: {
  matches: GroupMatch[];
  projectId: number | null;
  follow: Follow;
  onPrefetch: (group?: string) => void;
}) {
  const navText = useMessages(navMessages);
  return sections.map((section) => {
    const items = matches.filter((match) => match.group.section === section);
    if (items.length === 0) return null;
    return (
      <Fragment key={section}>
        <h2>{navText.sections[section]}</h2>
        <ul className="group-links">
          {items.map(({ group, operation }) => {
            const to = groupPath(group, projectId ?? undefined);
            const label = groupLabel(navText, group.name);
            return (
              <li key={group.name}>
                <a
                  href={to}
                  onMouseEnter={() => onPrefetch(group.name)}
                  onFocus={() => onPrefetch(group.name)}
                  onClick={(event) => follow(event, to)}
                >
                  {label}
                  {/* The document's name beside it, so people who know the API's words find the same group. */}
                  {label === group.name ? null : (
                    <>
                      {' '}
                      <small className="group-doc-name" lang="en">
                        {group.name}
                      </small>
                    </>
                  )}
                </a>
                {operation !== undefined ? <small lang="en">{operation}</small> : null}
              </li>
            );
          })}
        </ul>
      </Fragment>
    );
  });
});
