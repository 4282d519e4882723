import type { Bound } from '../../bindings/bind.ts';
import { useWholeList } from '../../bindings/pages.ts';
import { type ListedProject, accountProjectsList } from './project-list-query.ts';

// The signed-in account in each of its projects, from UserProject's "List of project for current user" read whole
// (project-list-query.ts): the account's level in each (`access_type`) and which is its personal project.

/** A project of the account's, with its level there. */
export type OwnProject = ListedProject;

/**
 * Whether a page offers changes to a project (its team, its stream). The service does not say what a level allows,
 * so the page reads the one thing the real kind does say: a personal project is the account's own, and the level the
 * account has there is an owner's. The account may change a project where it has that level; where it has another,
 * the page is read-only. Where the list says neither (no level, no personal project), the page cannot tell and offers
 * the changes: the service refuses them in its words if it must. The Team page and the Stream page share this rule.
 */
export function mayChange(own: readonly OwnProject[], projectId: number): 'yes' | 'no' | 'unknown' {
  const level = own.find((project) => project.id === projectId)?.level;
  const ownerLevels = new Set(own.filter((project) => project.personal === true).map((project) => project.level));
  ownerLevels.delete(undefined);
  if (level === undefined || ownerLevels.size === 0) return 'unknown';
  return ownerLevels.has(level) ? 'yes' : 'no';
}

/** The account's user ID, as its project rows give it. */
export const ownUserId = (own: readonly OwnProject[]): number | undefined =>
  own.find((project) => project.userId !== undefined)?.userId;

/** The account's own projects, read whole, and what its level in `projectId` lets a page offer. */
export interface OwnAccess {
  own: readonly OwnProject[] | undefined;
  /** Undefined while the list is on its way. */
  change: ReturnType<typeof mayChange> | undefined;
  /** The account's level in the project, as the list gives it. */
  level: number | undefined;
}

/**
 * "List of project for current user" read whole (`projects`, bound as a read that fills `limit` and `offset`), and
 * mayChange for the project; `enabled` false leaves it unread (a page that asks once it has drawn its first parts).
 */
export function useOwnAccess(projects: Bound, projectId: number, enabled = true): OwnAccess {
  const read = useWholeList(accountProjectsList, projects, undefined, { quiet: true, enabled });
  const own = read.data;
  return {
    own,
    change: read.isPending && read.fetchStatus !== 'idle' ? undefined : mayChange(own ?? [], projectId),
    level: own?.find((project) => project.id === projectId)?.level,
  };
}
