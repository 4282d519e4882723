import {
  type ComponentType,
  type FocusEvent,
  Fragment,
  type KeyboardEvent,
  type MouseEvent,
  Suspense,
  lazy,
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { parseProjectId } from '../../config/paths.ts';
import { catalogIndex, groupPath, sections } from '../../features/catalog/catalog-index.ts';
import { groupLabel, navMessages } from '../../features/catalog/nav-messages.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { ProjectName } from '../../components/project-name.tsx';
import { type GroupMatch, matchGroups, useCatalogOnDemand } from '../../features/catalog/operation-search.ts';
import { TRAILING_SLASHES } from '../../lib/trailing-slashes.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import type { OperationResultsProps } from '../../features/catalog/operation-results.tsx';
import { loadCatalogPages } from '../routes/catalog-route.ts';
import { MENU_BUTTON_ID, closeSidebar, setSidebarOpen, useSidebarMenu } from './sidebar-menu.ts';

export { navMessagesReady } from '../../features/catalog/nav-messages.ts';

const FILTER_ID = 'sidebar-filter-input';

// The search shortcut (`/`, Ctrl/⌘+K) is listened for once this chunk is here — with the first render on a wide
// screen, once the page is idle on a phone — in a chunk of its own, fetched when the page is idle.
whenIdle(() => {
  import('./search-shortcut.ts').then(
    ({ listenForSearch }) => listenForSearch(),
    () => {},
  );
});

// Hovering or focusing a link starts loading its page's code. A failed prefetch is not the user's concern:
// navigating imports again and shows RouteError if that fails too.
function prefetchGroupRoute(group?: string): void {
  // Every group page, and the described section below an eager designed page, is in the catalog's pages chunk,
  // which knows the designed pages (designed-pages.ts) and starts loading the group's.
  loadCatalogPages().then(
    (pages) => group !== undefined && pages.prefetchGroupPage(group),
    () => {},
  );
}

// The described operations the filter finds come with the catalog's pages (each lazy chunk costs the first load a
// file name; those pages are where the results lead). Should they fail to load, the filter still finds groups.
const OperationResults = lazy((): Promise<{ default: ComponentType<OperationResultsProps> }> =>
  loadCatalogPages().then(
    (pages) => ({ default: pages.OperationResults }),
    () => ({ default: () => null }),
  ),
);

/** What a router link does: a plain left click navigates in the app; any other click is the browser's (new tab…). */
function useFollow(onNavigate: (() => void) | undefined) {
  const navigate = useNavigate();
  // Stable while the drawer's state is, so the memoised links are not drawn again on every render.
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>, to: string) => {
      onNavigate?.();
      if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      void navigate(to);
    },
    [navigate, onNavigate],
  );
}

/**
 * The catalog's navigation inside the sidebar (sidebar.tsx): a filter and every group by section. Project groups
 * need a project, so they are listed only under /projects/:projectId/. Loaded on its own chunk, after the page.
 * In a phone's open drawer it takes the focus, Escape closes the drawer, and so does following a link or tabbing
 * out of it.
 */
export function SidebarNav() {
  const navText = useMessages(navMessages);
  const t = useMessages(appMessages);
  const { pathname } = useLocation();
  const projectId = parseProjectId(matchPath('/projects/:projectId/*', pathname)?.params.projectId);
  const [query, setQuery] = useState('');
  const [fullCatalog, loadCatalog] = useCatalogOnDemand();
  const drawerOpen = useSidebarMenu((state) => state.open);
  const follow = useFollow(drawerOpen ? closeSidebar : undefined);
  const navRef = useRef<HTMLElement>(null);

  // The drawer opened (or was open before this chunk was here): the navigation takes the focus, unless it is already
  // inside (the search shortcut gave it to the filter).
  useEffect(() => {
    const nav = navRef.current;
    if (drawerOpen && nav && !nav.contains(document.activeElement)) nav.focus();
  }, [drawerOpen]);

  const onNavKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && drawerOpen) {
      event.preventDefault();
      closeSidebar();
    }
  };

  // Tabbing past the drawer's last link closes it rather than leaving it open over the page. The Menu button closes
  // it on its own: closing here too would have its click open it again.
  const onNavBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (drawerOpen && next instanceof Element && next.id !== MENU_BUTTON_ID && !event.currentTarget.contains(next))
      setSidebarOpen(false);
  };

  // Escape empties the filter; with nothing left to clear it reaches the drawer, which closes.
  const onFilterKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || query === '') return;
    event.preventDefault();
    event.stopPropagation();
    setQuery('');
  };

  const matches = useMemo(
    () =>
      matchGroups(
        projectId === null ? catalogIndex.filter((group) => group.scope !== 'project') : catalogIndex,
        query,
        fullCatalog,
        (group) => groupLabel(navText, group.name),
      ),
    [projectId, query, fullCatalog, navText],
  );
  const filtering = query.trim() !== '';
  // Said only once operation names are in, so a match by operation name is never reported as none.
  const status = filtering && matches.length === 0 && fullCatalog !== null ? navText.noMatch : '';

  return (
    <nav ref={navRef} aria-label={navText.nav} tabIndex={-1} onKeyDown={onNavKey} onBlur={onNavBlur}>
      <div className="sidebar-filter">
        <label htmlFor={FILTER_ID}>
          {navText.filter}
          {/* The shortcut as people see it; assistive technology reads aria-keyshortcuts instead. */}
          <kbd aria-hidden="true">/</kbd>
        </label>
        <input
          id={FILTER_ID}
          type="search"
          value={query}
          autoComplete="off"
          aria-keyshortcuts="/ Control+K Meta+K"
          onFocus={loadCatalog}
          onKeyDown={onFilterKey}
          onChange={(event) => {
            setQuery(event.target.value);
            loadCatalog();
          }}
        />
      </div>
      {projectId === null ? (
        <p className="sidebar-hint">{navText.openProject}</p>
      ) : (
        // Which project the links below act on, named as the account's list names it.
        <p className="sidebar-project">
          <ProjectName projectId={projectId} fallback={t.tariff.projectHeading(projectId)} />
        </p>
      )}
      <SidebarLinks matches={matches} projectId={projectId} here={pathname} follow={follow} />
      <p role="status">{status}</p>
      {/* Asked for with the catalog, as the filter takes the focus: its live region is there before the first count. */}
      {fullCatalog ? (
        <Suspense fallback={null}>
          <OperationResults
            query={query}
            projectId={projectId}
            groupLabel={(group) => groupLabel(navText, group.name)}
            onFollow={follow}
            onPrefetch={() => prefetchGroupRoute()}
          />
        </Suspense>
      ) : null}
    </nav>
  );
}

/**
 * The groups' links, as plain links rather than NavLinks: a NavLink resolves its path and subscribes to the
 * router's location and navigation state, so a list of them is costly in the shell's first render and drawn again on
 * every router update. Drawn again only when what they show changes: the matches, the project, the current page.
 */
const SidebarLinks = memo(function SidebarLinks({
  matches,
  projectId,
  here,
  follow,
}: {
  matches: GroupMatch[];
  projectId: number | null;
  here: string;
  follow: ReturnType<typeof useFollow>;
}) {
  const navText = useMessages(navMessages);
  const current = here.replace(TRAILING_SLASHES, '').toLowerCase();
  return sections.map((section) => {
    const items = matches.filter((match) => match.group.section === section);
    if (items.length === 0) return null;
    return (
      <Fragment key={section}>
        <h2>{navText.sections[section]}</h2>
        <ul>
          {items.map(({ group, operation }) => {
            const to = groupPath(group, projectId ?? undefined);
            const label = groupLabel(navText, group.name);
            return (
              <li key={group.name}>
                <a
                  href={to}
                  aria-current={to.toLowerCase() === current ? 'page' : undefined}
                  onMouseEnter={() => prefetchGroupRoute(group.name)}
                  onFocus={() => prefetchGroupRoute(group.name)}
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
