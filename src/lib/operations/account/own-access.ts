import type { Bound } from '../../bindings/bind.ts';
import { useWholeList } from '../../bindings/pages.ts';
import { type AccessLevels, type MemberCapability, useAccessLevels } from './access-levels.ts';
import { type ListedProject, accountProjectsList } from './project-list-query.ts';

// The signed-in account in each of its projects, from UserProject's "List of project for current user" read whole
// (project-list-query.ts): the account's level in each (`access_type`) and which is its personal project.

/** A project of the account's, with its level there. */
export type OwnProject = ListedProject;

/** The levels the account has in its personal projects: an owner's, which allow everything (none: not known). */
export function ownerLevels(own: readonly OwnProject[]): ReadonlySet<number> {
  const levels = new Set<number>();
  for (const project of own) if (project.personal === true && project.level !== undefined) levels.add(project.level);
  return levels;
}

/**
 * Whether a page offers a change to a project that needs `need` (its team, its stream's setup…). Where the
 * deployment's configuration says what the account's level allows (access-levels.ts), that decides. Otherwise the
 * page reads the one thing the real kind does say: a personal project is the account's own, and the level the account
 * has there is an owner's, which allows everything; at another level the page is read-only. Where the list says
 * neither (no level, no personal project), the page cannot tell and offers the change: the service refuses it in its
 * words if it must. Every page that changes a project shares this rule.
 */
export function mayChange(
  own: readonly OwnProject[],
  projectId: number,
  need: MemberCapability,
  levels?: AccessLevels['members'],
): 'yes' | 'no' | 'unknown' {
  const level = own.find((project) => project.id === projectId)?.level;
  if (level === undefined) return 'unknown';
  const allows = levels?.get(level);
  if (allows) return allows.has(need) ? 'yes' : 'no';
  const owners = ownerLevels(own);
  if (owners.size === 0) return 'unknown';
  return owners.has(level) ? 'yes' : 'no';
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
 * mayChange for the project and what the page's changes `need`; `enabled` false leaves it unread (a page that asks
 * once it has drawn its first parts).
 */
export function useOwnAccess(projects: Bound, projectId: number, need: MemberCapability, enabled = true): OwnAccess {
  const read = useWholeList(accountProjectsList, projects, undefined, { quiet: true, enabled });
  const { members } = useAccessLevels();
  const own = read.data;
  return {
    own,
    change: read.isPending && read.fetchStatus !== 'idle' ? undefined : mayChange(own ?? [], projectId, need, members),
    level: own?.find((project) => project.id === projectId)?.level,
  };
}
