import { placeOf, placeOfGroup } from '../../config/route-map.ts';
import { type NavGroup, catalogIndex } from './catalog-index.ts';
import { TRAILING_SLASHES } from '../../lib/trailing-slashes.ts';
import { segmentKey } from './operation-path.ts';

/** Where a URL leads in the catalog: a group's page, or the page of one of its described operations. */
export interface CatalogTarget {
  group: NavGroup;
  /** The project id segment as typed (decoded), for project groups; the page checks it is a project number. */
  rawProjectId?: string;
  /** Set on an operation's page: its key, decoded. */
  operationKey?: string;
  /** The group's list of operations (its generated page), asked for by name even where a designed page is its page. */
  operations?: boolean;
  /** Set on a page of the group's own under its path (a past stream at `/projects/42/streams/9000`): the segment, decoded. */
  subPage?: string;
}

/** Decoded like React Router decodes a param: a malformed escape stays as it was typed. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The catalog page at a URL path (percent-encoded, as in `location.pathname`), or null when no group lives there.
 * Project groups live under `/projects/:projectId/`, the others at the top level (operation-path.ts and
 * catalog-index.ts build the same paths). One route (`*`, app/routes/catalog-route.ts) serves them all and asks this,
 * instead of one route per group and operation, which the router would flatten and rank at start and on every
 * navigation. Matched as the router matched: case-insensitively, with a trailing slash allowed; an operation's key is
 * one segment, read before decoding, so an encoded slash in it stays in the key (and a key of dots comes back from its
 * `~` escape, operation-path.ts). A group the route map draws a page with pages of its own for also has one page per
 * segment under its path; an exact group or operation path wins over it.
 */
export function catalogTarget(pathname: string): CatalogTarget | null {
  const path = pathname.replace(TRAILING_SLASHES, '');
  const project = /^\/projects\/([^/]+)\/(.+)$/i.exec(path);
  const rest = project ? project[2]! : path.slice(1);
  const lower = rest.toLowerCase();
  let subPage: CatalogTarget | null = null;
  for (const group of catalogIndex) {
    if ((group.scope === 'project') !== (project !== null)) continue;
    const found: CatalogTarget = project ? { group, rawProjectId: decodeSegment(project[1]!) } : { group };
    if (lower === group.slug) return found;
    if (lower === `${group.slug}/operations`) return { ...found, operations: true };
    const prefix = `${group.slug}/operations/`;
    if (lower.startsWith(prefix)) {
      const key = rest.slice(prefix.length);
      if (key !== '' && !key.includes('/')) return { ...found, operationKey: segmentKey(decodeSegment(key)) };
    } else if (subPage === null && lower.startsWith(`${group.slug}/`) && placeOfGroup(group.name)?.subPages) {
      const segment = rest.slice(group.slug.length + 1);
      if (segment !== '' && !segment.includes('/')) subPage = { ...found, subPage: decodeSegment(segment) };
    }
  }
  return subPage;
}

/**
 * The API page at a URL path (`/operations`, or `/projects/:projectId/operations` for a project's groups too), or null.
 * The project id segment comes back as typed (decoded), for the page to check.
 */
export function allOperationsTarget(pathname: string): { rawProjectId?: string } | null {
  const api = placeOf('api').path;
  const path = pathname.replace(TRAILING_SLASHES, '');
  if (path.toLowerCase() === `/${api}`) return {};
  const project = /^\/projects\/([^/]+)\/([^/]+)$/i.exec(path);
  return project && project[2]!.toLowerCase() === api ? { rawProjectId: decodeSegment(project[1]!) } : null;
}
