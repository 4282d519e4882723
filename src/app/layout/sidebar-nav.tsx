import { Fragment, type MouseEvent, memo, useEffect, useMemo, useRef, useState } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { parseProjectId } from '../../config/paths.ts';
import { catalogIndex, groupPath, sections } from '../../features/catalog/catalog-index.ts';
import { groupLabel, useNavMessages } from '../../features/catalog/nav-messages.ts';
import { type GroupMatch, matchGroups, useCatalogOnDemand } from '../../features/catalog/operation-search.ts';
import { TRAILING_SLASHES } from '../../lib/trailing-slashes.ts';
import { loadCatalogPages } from '../routes/catalog-route.ts';

export { navMessagesReady } from '../../features/catalog/nav-messages.ts';

// Hovering or focusing a link starts loading its page's code. A failed prefetch is not the user's concern:
// navigating imports again and shows RouteError if that fails too.
function prefetchGroupRoute(): void {
  // Every group page, and the described section below a typed page, is in the catalog's pages chunk.
  loadCatalogPages().catch(() => {});
}

const FILTER_ID = 'sidebar-filter-input';

/**
 * The catalog's navigation inside the sidebar (sidebar.tsx): a filter and every group by section. Project groups
 * need a project, so they are listed only under /projects/:projectId/. Loaded on its own chunk: on a phone it is
 * not on screen until the Menu opens.
 */
export function SidebarNav({ onNavigate }: { onNavigate: (() => void) | undefined }) {
  const m = useNavMessages();
  const { pathname } = useLocation();
  const projectId = parseProjectId(matchPath('/projects/:projectId/*', pathname)?.params.projectId);
  const [query, setQuery] = useState('');
  const [fullCatalog, loadCatalog] = useCatalogOnDemand();
  const navRef = useRef<HTMLElement>(null);

  // Opened before this chunk was here, the drawer holds the focus itself: the navigation takes it on arrival.
  useEffect(() => {
    const nav = navRef.current;
    if (nav && document.activeElement === nav.parentElement) nav.focus();
  }, []);

  const matches = useMemo(
    () => matchGroups(projectId === null ? catalogIndex.filter((group) => group.scope !== 'project') : catalogIndex, query, fullCatalog, (group) => groupLabel(m, group.name)),
    [projectId, query, fullCatalog, m],
  );
  const filtering = query.trim() !== '';
  // Said only once operation names are in, so a match by operation name is never reported as none.
  const status = filtering && matches.length === 0 && fullCatalog !== null ? m.noMatch : '';

  return (
    <nav ref={navRef} aria-label={m.nav} tabIndex={-1}>
      <div className="sidebar-filter">
        <label htmlFor={FILTER_ID}>{m.filter}</label>
        <input
          id={FILTER_ID}
          type="search"
          value={query}
          autoComplete="off"
          onFocus={loadCatalog}
          onChange={(event) => {
            setQuery(event.target.value);
            loadCatalog();
          }}
        />
      </div>
      {projectId === null ? <p className="sidebar-hint">{m.openProject}</p> : null}
      <SidebarLinks matches={matches} projectId={projectId} here={pathname} onNavigate={onNavigate} />
      <p role="status">{status}</p>
    </nav>
  );
}

/**
 * The 39 links, as plain links rather than NavLinks: a NavLink resolves its path and subscribes to the
 * router's location and navigation state; 39 of them were the largest part of the shell's first render in a CPU
 * profile of the tariff page's load, and were drawn again on every router update. Drawn again only when what they
 * show changes: the matches, the project, the current page.
 */
const SidebarLinks = memo(function SidebarLinks({ matches, projectId, here, onNavigate }: { matches: GroupMatch[]; projectId: number | null; here: string; onNavigate: (() => void) | undefined }) {
  const m = useNavMessages();
  const navigate = useNavigate();
  // What a router link does: a plain left click navigates in the app; any other click is the browser's (new tab…).
  const follow = (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    onNavigate?.();
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(to);
  };
  const current = here.replace(TRAILING_SLASHES, '').toLowerCase();
  return sections.map((section) => {
    const items = matches.filter((match) => match.group.section === section);
    if (items.length === 0) return null;
    return (
      <Fragment key={section}>
        <h2>{m.sections[section]}</h2>
        <ul>
          {items.map(({ group, operation }) => {
            const to = groupPath(group, projectId ?? undefined);
            const label = groupLabel(m, group.name);
            return (
              <li key={group.name}>
                <a
                  href={to}
                  aria-current={to.toLowerCase() === current ? 'page' : undefined}
                  onMouseEnter={prefetchGroupRoute}
                  onFocus={prefetchGroupRoute}
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
