import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
} from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { BoundPart } from '../../components/bound-part.tsx';
import { ProjectName } from '../../components/project-name.tsx';
import { parseProjectId } from '../../config/paths.ts';
import { type NavPage, type Place, placeHref, projectPath, routeMap } from '../../config/route-map.ts';
import { routeMapMessages } from '../../config/route-map-messages.ts';
import { isBound } from '../../lib/bindings/bind.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { TRAILING_SLASHES } from '../../lib/trailing-slashes.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import type { PartManifest } from '../../lib/bindings/manifest.ts';
import { teamEntryPart } from '../../lib/operations/account/team-entry.ts';
import { videosEntryPart } from '../../lib/operations/videos-entry.ts';
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

// Hovering or focusing a link starts loading its page's code: the routes the first load does not hold
// (app/page-routes.ts) and the route module of the page it leads to. A failed prefetch is not the user's concern:
// navigating imports again and shows RouteError if that fails too.
function prefetch(page: NavPage): void {
  import('../page-routes.ts').then(
    (routes) => routes.preloadPage(page),
    () => {},
  );
}

/**
 * The entries shown only where the deployment's description binds what their page starts from (the Team page its
 * members, Videos its list). Nothing is sent for this; the description alone says.
 */
const entryNeeds: Partial<Record<NavPage, PartManifest>> = { team: teamEntryPart, videos: videosEntryPart };

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

/** A place with an entry in the navigation. */
type Entry = Place & { page: NavPage; nav: NonNullable<Place['nav']> };

const entries = routeMap.filter((place: Place): place is Entry => place.nav !== undefined);

/** `page` on the entry's own page, `true` anywhere else in its area (a tariff kind under Plans), else nothing. */
function currentOf(to: string, area: string | undefined, here: string): 'page' | 'true' | undefined {
  const own = to.toLowerCase();
  if (here === own || (own === '/' && here === '')) return 'page';
  const within = (area ?? to).toLowerCase();
  return within !== '/' && (here === within || here.startsWith(`${within}/`)) ? 'true' : undefined;
}

/**
 * The primary navigation inside the sidebar (sidebar.tsx), built from the route map's lines with an entry, in its
 * order (config/route-map.ts): Home; for the project in view its places (one whose page needs a part the deployment
 * does not describe, left out); and the API page, where every operation group of the interface document is, with its
 * search. Settings and the bell are in the header. Loaded on its own chunk, after the page. In a phone's open drawer
 * it takes the focus, Escape closes the drawer, and so does following a link or tabbing out of it.
 */
export function SidebarNav() {
  const m = useMessages(primaryNavMessages);
  const words = useMessages(routeMapMessages);
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
  const link = (entry: Entry, sub?: ReactNode) => {
    const to = placeHref(entry, projectId ?? undefined);
    const area = entry.area === undefined || projectId === null ? undefined : projectPath(projectId, entry.area);
    const hint = words.hint[entry.page];
    return (
      <li key={entry.page}>
        <a
          href={to}
          aria-current={currentOf(to, area, here)}
          aria-keyshortcuts={entry.shortcut ? '/ Control+K Meta+K' : undefined}
          onMouseEnter={() => prefetch(entry.page)}
          onFocus={() => prefetch(entry.page)}
          onClick={(event) => follow(event, to)}
        >
          {words.entry[entry.page]}
          {hint ? (
            <>
              {' '}
              <small>{hint}</small>
            </>
          ) : null}
          {/* The shortcut as people see it; assistive technology reads aria-keyshortcuts instead. */}
          {entry.shortcut ? <kbd aria-hidden="true">/</kbd> : null}
        </a>
        {sub}
      </li>
    );
  };
  // An entry whose page needs a part the deployment does not describe is left out. While the description is read,
  // its line is held (hidden from everyone), so the entries below do not move when it comes.
  const entry = (place: Entry) => {
    const needs = entryNeeds[place.page];
    return needs ? (
      <BoundPart
        key={place.page}
        part={needs}
        quiet
        pending={
          <li className="sidebar-entry-room" aria-hidden="true">
            <a>{words.entry[place.page]}</a>
          </li>
        }
      >
        {(bound) => (Object.values(bound).every(isBound) ? link(place) : null)}
      </BoundPart>
    ) : (
      link(place, subList(place))
    );
  };
  // An entry's sub-list: the entries under it, in the map's order.
  const subList = (place: Entry) => {
    const under = entries.filter((one) => one.under === place.page);
    return under.length ? (
      <ul className="sidebar-sub" aria-label={words.entry[place.page]}>
        {under.map(entry)}
      </ul>
    ) : null;
  };
  const list = (nav: Entry['nav']) =>
    entries.filter((place) => place.nav === nav && place.under === undefined).map(entry);

  return (
    <nav ref={navRef} aria-label={m.nav} tabIndex={-1} onKeyDown={onNavKey} onBlur={onNavBlur}>
      <ul>{list('top')}</ul>
      {projectId === null ? null : (
        <>
          {/* Which project the links below act on, named as the account's list names it. */}
          <h2 id={projectHeadingId} className="sidebar-project">
            <ProjectName projectId={projectId} fallback={m.project(projectId)} />
          </h2>
          <ul aria-labelledby={projectHeadingId}>{list('project')}</ul>
        </>
      )}
      <ul className="sidebar-api">{list('end')}</ul>
    </nav>
  );
}
