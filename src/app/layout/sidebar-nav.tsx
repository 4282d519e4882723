import { type FocusEvent, type KeyboardEvent, type MouseEvent, useCallback, useEffect, useId, useRef } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { BoundPart } from '../../components/bound-part.tsx';
import { ProjectName } from '../../components/project-name.tsx';
import { allOperationsPath, teamPath } from '../../config/page-paths.ts';
import { pastStreamsPath } from '../../config/past-streams-path.ts';
import { parseProjectId, paths, projectGroupPath } from '../../config/paths.ts';
import { isBound } from '../../lib/bindings/bind.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { teamEntryPart } from '../../lib/operations/account/team-entry.ts';
import { TRAILING_SLASHES } from '../../lib/trailing-slashes.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { loadCatalogPages } from '../routes/catalog-route.ts';
import { primaryNavMessages } from './primary-nav-messages.ts';
import { MENU_BUTTON_ID, closeSidebar, setSidebarOpen, useSidebarMenu } from './sidebar-menu.ts';

// The search shortcut (`/`, Ctrl/⌘+K) is listened for once this chunk is here and the page is idle, in a chunk of its
// own: it leads to the API page's search (search-shortcut.ts).
whenIdle(() => {
  import('./search-shortcut.ts').then(
    ({ listenForSearch }) => listenForSearch(),
    () => {},
  );
});

// Hovering or focusing a link starts loading its page's code: the API page, Stream, Billing and the catalog's other
// pages are in the catalog's pages chunk, which starts loading a designed page's own when told its group. A failed
// prefetch is not the user's concern: navigating imports again and shows RouteError if that fails too.
function prefetch(group?: string): void {
  loadCatalogPages().then(
    (pages) => group !== undefined && pages.prefetchGroupPage(group),
    () => {},
  );
}

/** What a router link does: a plain left click navigates in the app; any other click is the browser's (new tab…). */
function useFollow(onNavigate: (() => void) | undefined) {
  const navigate = useNavigate();
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

interface Entry {
  to: string;
  label: string;
  /** Where the entry's pages are: a page under it marks the entry as the one the reader is in. */
  area?: string;
  /** The designed page's group, whose code hovering starts loading. */
  group?: string;
}

/** `page` on the entry's own page, `true` anywhere else in its area (a tariff kind under Plans), else nothing. */
function currentOf(entry: Entry, here: string): 'page' | 'true' | undefined {
  const to = entry.to.toLowerCase();
  if (here === to || (to === '/' && here === '')) return 'page';
  const area = (entry.area ?? entry.to).toLowerCase();
  return area !== '/' && (here === area || here.startsWith(`${area}/`)) ? 'true' : undefined;
}

/**
 * The primary navigation inside the sidebar (sidebar.tsx): Home; for the project in view its Stream, Past streams,
 * Plans, Billing and (where the deployment describes it) Team; and the API page, where every operation group of the interface document is, with its
 * search. Settings and the bell are in the header. Loaded on its own chunk, after the page. In a phone's open drawer
 * it takes the focus, Escape closes the drawer, and so does following a link or tabbing out of it.
 */
export function SidebarNav() {
  const m = useMessages(primaryNavMessages);
  const { pathname } = useLocation();
  const projectId = parseProjectId(matchPath('/projects/:projectId/*', pathname)?.params.projectId);
  const drawerOpen = useSidebarMenu((state) => state.open);
  const follow = useFollow(drawerOpen ? closeSidebar : undefined);
  const navRef = useRef<HTMLElement>(null);
  const projectHeadingId = useId();

  // The drawer opened (or was open before this chunk was here): the navigation takes the focus, unless it is already
  // inside.
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

  const here = pathname.replace(TRAILING_SLASHES, '').toLowerCase();
  const link = (entry: Entry, extra?: { hint?: string; shortcut?: boolean }) => (
    <li key={entry.to}>
      <a
        href={entry.to}
        aria-current={currentOf(entry, here)}
        aria-keyshortcuts={extra?.shortcut ? '/ Control+K Meta+K' : undefined}
        onMouseEnter={() => prefetch(entry.group)}
        onFocus={() => prefetch(entry.group)}
        onClick={(event) => follow(event, entry.to)}
      >
        {entry.label}
        {extra?.hint ? (
          <>
            {' '}
            <small>{extra.hint}</small>
          </>
        ) : null}
        {/* The shortcut as people see it; assistive technology reads aria-keyshortcuts instead. */}
        {extra?.shortcut ? <kbd aria-hidden="true">/</kbd> : null}
      </a>
    </li>
  );

  return (
    <nav ref={navRef} aria-label={m.nav} tabIndex={-1} onKeyDown={onNavKey} onBlur={onNavBlur}>
      <ul>{link({ to: paths.home, label: m.home })}</ul>
      {projectId === null ? null : (
        <>
          {/* Which project the links below act on, named as the account's list names it. */}
          <h2 id={projectHeadingId} className="sidebar-project">
            <ProjectName projectId={projectId} fallback={m.project(projectId)} />
          </h2>
          <ul aria-labelledby={projectHeadingId}>
            {link({ to: projectGroupPath('Stream key', projectId), label: m.stream, group: 'Stream key' })}
            {link({ to: pastStreamsPath(projectId), label: m.pastStreams, group: 'Broadcast' })}
            {link({
              to: paths.tariff(projectId),
              label: m.plans,
              area: `/projects/${projectId}/tariffs`,
              group: 'PlanRestream',
            })}
            {link({ to: projectGroupPath('MoneyFlow', projectId), label: m.billing, group: 'MoneyFlow' })}
            {/* Only where the deployment describes the team's read, which its page starts from. While its description
                is read, the entry's line is held (hidden from everyone), so the API page's entry below does not move
                when it comes. */}
            <BoundPart
              part={teamEntryPart}
              quiet
              pending={
                <li className="sidebar-entry-room" aria-hidden="true">
                  <a>{m.team}</a>
                </li>
              }
            >
              {(bound) => (isBound(bound.members) ? link({ to: teamPath(projectId), label: m.team }) : null)}
            </BoundPart>
          </ul>
        </>
      )}
      <ul className="sidebar-api">
        {link({ to: allOperationsPath(projectId ?? undefined), label: m.api }, { hint: m.apiHint, shortcut: true })}
      </ul>
    </nav>
  );
}
