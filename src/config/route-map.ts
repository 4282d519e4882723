import { FIRST_LOAD_PAGE } from './paths.ts';

// The route map: what is drawn at each address, and the primary navigation, in one list. Each line is a route of the
// router (app/page-routes.ts makes them; the first load's page, FIRST_LOAD_PAGE of paths.ts, is a route of the first
// load, app/router.tsx), and the navigation draws the lines with `nav` in this order (their words:
// route-map-messages.ts). Code links to a place by its name (`pageHref`), never by spelling its path or its group.
//
// Not in the first load: the routes it makes, the navigation and the pages that link here import it.

/** A place of the dashboard: a line of the route map. */
export interface Place {
  /** The name code links to it by (`pageHref`), and its words in the navigation (route-map-messages.ts). */
  page: string;
  /** `project`: under `/projects/:projectId/`; `top`: at the top; `either`: both (the API page, a project's or all). */
  scope: 'project' | 'top' | 'either';
  /** Its path under the scope's prefix (a segment or two: `tariffs/restream`). */
  path: string;
  /**
   * The interface document's group whose designed page is drawn here (or one only the newer description names:
   * features/catalog/described-groups.ts): its manifest (`features/<feature>/<name>-manifest.ts`) takes it from here
   * (`groupOf`), and its route module is app/routes/<name>-route.tsx (app/designed-pages.ts lists both). The group's
   * list of operations and their pages are under this path too (`<path>/operations/…`).
   */
  group?: string;
  /** The page has pages of its own, one segment under its path (a past stream of the past streams' page). */
  subPages?: true;
  /** Drawn by a route of the first load (app/router.tsx) before any description is read; its route module below. */
  eager?: true;
  /** Its entry in the primary navigation, in the map's order: at the top, among the project's places, or at the end. */
  nav?: 'top' | 'project' | 'end';
  /**
   * The entry whose sub-list it is in (a stream's setup under Stream), so the navigation stays short: it is reached
   * from the navigation at every width, listed under that entry's link.
   */
  under?: string;
  /** Where the entry's pages are, when more than its own path: a page under it marks the entry (tariffs, for Plans). */
  area?: string;
  /** The search shortcut (`/`, Ctrl/⌘+K) leads to it (app/layout/search-shortcut.ts): its entry says so. */
  shortcut?: true;
}

const lines = [
  { page: 'home', scope: 'top', path: '', nav: 'top' },
  { page: 'stream', scope: 'project', path: 'stream', group: 'Stream key', subPages: true, nav: 'project' },
  { page: 'pastStreams', scope: 'project', path: 'streams', group: 'Broadcast', subPages: true, nav: 'project' },
  // Setting a stream up: entries in Stream's sub-list.
  { page: 'destinations', scope: 'project', path: 'destinations', group: 'Channel', nav: 'project', under: 'stream' },
  { page: 'quality', scope: 'project', path: 'quality', group: 'Transcoders', nav: 'project', under: 'stream' },
  {
    page: 'pullLinks',
    scope: 'project',
    path: 'pull-links',
    group: 'Stream pull keys',
    nav: 'project',
    under: 'stream',
  },
  {
    page: 'videos',
    scope: 'project',
    path: 'videos',
    group: 'Video',
    subPages: true,
    nav: 'project',
  },
  { ...FIRST_LOAD_PAGE, scope: 'project', group: 'PlanRestream', eager: true, nav: 'project', area: 'tariffs' },
  { page: 'transcoding', scope: 'project', path: 'tariffs/transcoding', group: 'PlanTranscoding' },
  { page: 'storage', scope: 'project', path: 'tariffs/storage', group: 'PlanStorage' },
  { page: 'webinar', scope: 'project', path: 'tariffs/webinar', group: 'Plan webinar' },
  { page: 'billing', scope: 'project', path: 'billing', group: 'MoneyFlow', nav: 'project' },
  { page: 'team', scope: 'project', path: 'team', group: 'UserProject', nav: 'project' },
  { page: 'api', scope: 'either', path: 'operations', nav: 'end', shortcut: true },
] as const satisfies readonly Place[];

export const routeMap: readonly Place[] = lines;

export type PageName = (typeof lines)[number]['page'];
/** The places within a project, which a link names the project of. */
export type ProjectPage = Extract<(typeof lines)[number], { scope: 'project' }>['page'];
/** The places with an entry in the navigation, each with its words there. */
export type NavPage = Extract<(typeof lines)[number], { nav: string }>['page'];

/** A place's line by its name. */
export const placeOf = (page: PageName): Place => routeMap.find((place) => place.page === page)!;

/** The places that draw a group's designed page, each with its group. */
type DesignedGroups = { [Line in Extract<(typeof lines)[number], { group: string }> as Line['page']]: Line['group'] };

/** The places that draw a group's designed page: each has a manifest and a route module (app/designed-pages.ts). */
export type DesignedPageName = keyof DesignedGroups;

/**
 * The group a place draws the designed page of: its manifest's group (`group: groupOf('stream')`), so the group is
 * spelled once, on the line, and a manifest can name no group its line does not.
 */
export const groupOf = <P extends keyof DesignedGroups>(page: P): DesignedGroups[P] =>
  placeOf(page).group as DesignedGroups[P];

/** The line that draws a group's designed page, if one does. */
export const placeOfGroup = (group: string): Place | undefined => routeMap.find((place) => place.group === group);

/**
 * A path within a project (`projectPath(42, 'billing')`: `/projects/42/billing`), the project given or a pattern: the
 * one place a project's path is spelled (not in the first load, which links relatively).
 */
export const projectPath = (projectId: number | string, path: string): string => `/projects/${projectId}/${path}`;

/** A place's address; within the project given, for a project's place or one that is either. */
export function placeHref(place: Place, projectId?: number): string {
  return place.scope === 'top' || projectId === undefined ? `/${place.path}` : projectPath(projectId, place.path);
}

/**
 * The address of a place: a project's (`pageHref('stream', 42)`), one of its own pages (`pageHref('pastStreams', 42,
 * '9000')`), or one outside a project (`pageHref('api')`).
 */
export function pageHref(page: ProjectPage, projectId: number, subPage?: string): string;
export function pageHref(page: Exclude<PageName, ProjectPage>, projectId?: number): string;
export function pageHref(page: PageName, projectId?: number, subPage?: string): string {
  const path = placeHref(placeOf(page), projectId);
  return subPage === undefined ? path : `${path}/${encodeURIComponent(subPage)}`;
}

/** A place's path as a route's pattern, the project as `projectPattern` (react-router's `:projectId` unless given). */
export function placePattern(place: Place, projectPattern = ':projectId'): string {
  return place.scope === 'project' ? projectPath(projectPattern, place.path) : `/${place.path}`;
}
