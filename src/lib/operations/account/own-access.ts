import { useQuery } from '@tanstack/react-query';
import { InvalidResponseError } from '../../api/errors.ts';
import type { Bound } from '../../bindings/bind.ts';
import { boundReadAll, byItems } from '../../bindings/pages.ts';
import { useLanguage } from '../../i18n/message-table.ts';
import { record } from '../../service-description/answer-fields.ts';
import { namedRecord, readRecordName, recordNaming } from '../../service-description/record-name.ts';
import type { Schema } from '../../service-description/schema.ts';

// The signed-in account in each of its projects, from UserProject's "List of project for current user" as the real
// kind shapes its rows: the row's `user_id` (the account), `project_id`, `access_type` (the account's level there)
// and the project's record with its name and `type`, which the real kind describes as "0 - personal project,
// 1 - team project".

export interface OwnProject {
  id: number;
  name: string | undefined;
  /** The account's user ID, where the row gives it. */
  userId: number | undefined;
  level: number | undefined;
  /** Whether it is the account's personal project (type 0), a team's (type 1), or the row does not say. */
  personal: boolean | undefined;
}

const whole = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;

export function readOwnProject(item: unknown, itemSchema: Schema | undefined, index: number): OwnProject {
  const row = record(item);
  const id = whole(row?.project_id);
  if (id === undefined) throw new InvalidResponseError(`results[${index}].project_id`, 'not a project ID');
  const naming = recordNaming(itemSchema, item);
  const project = record(namedRecord(item, naming)) ?? row;
  const type = whole(project?.type) ?? whole(row?.type);
  return {
    id,
    name: readRecordName(item, naming),
    userId: whole(row?.user_id),
    level: whole(row?.access_type) ?? whole(project?.access_type),
    personal: type === 0 ? true : type === 1 ? false : undefined,
  };
}

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

export const readOwnProjects = byItems(readOwnProject);

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
  const read = useQuery({ ...boundReadAll(projects, {}, useLanguage(), readOwnProjects), enabled });
  const own = read.data;
  return {
    own,
    change: read.isPending && read.fetchStatus !== 'idle' ? undefined : mayChange(own ?? [], projectId),
    level: own?.find((project) => project.id === projectId)?.level,
  };
}
