// Who may do what to a project: the one place the contract API decides it. A read needs a project the account is a
// member of (any other answers 400 `unknown_project`, as an unknown one, so nothing is told of another account's
// project); a write needs a member whose access level allows writing (`owner_only` otherwise). The router checks the
// `project_id` a request names, in its query or its JSON body, before the route runs (`checkAskedProject`), so no
// route can forget it; a route checks a project it finds by another way (a channel's, an invitation's) with
// `projectFor`, and the team's state with `requireAccess`.
import type { Account } from './accounts.ts';
import type { DemoOperation } from './demo-paths.ts';
import type { DemoRequest } from './demo-route.ts';
import { type Language, messages } from './messages.ts';
import type { TeamState } from './team/team-state.ts';
import { type AccessType, OWNER_ACCESS } from './team/team-seed.ts';
import { isPlainObject } from './http-json.ts';
import { RequestError, bodyId, queryId } from './validation.ts';

/** The project the query names: the router has checked it for what the operation does. */
export const queryProject = ({ query }: Pick<DemoRequest, 'query'>): number => queryId(query, 'project_id');

/** What a request does to the project it names. */
export type ProjectUse = 'read' | 'write';

/** Which access level may do what: the one decision, which a table of what each level allows can replace. */
export function levelAllows(level: AccessType, use: ProjectUse): boolean {
  return use === 'read' || level === OWNER_ACCESS;
}

/**
 * Reads that need a level allowed to write: a GET that changes the project, or that hands out what lets one act as
 * the project.
 */
const WRITING_READS: ReadonlySet<DemoOperation> = new Set<DemoOperation>([
  // The stream key and the pull links' addresses stream as the project, or take its stream, wherever they go.
  'stream-keys',
  'stream-pull-keys',
  'stream-pull-keys/check',
  // A GET that opens an upload into the project's storage.
  'video/create',
  // A GET that starts adding a destination to the project.
  'platforms/connect',
  // A GET that applies a promo code to the project's money.
  'promo/apply',
]);

/**
 * Writes any member may make: each changes only what is the account's own in the project, never the project. (The
 * chat's moderation is a member's too — its removal of a message names the chat's key, which "Get chat key" gives
 * any member, not a project.)
 */
const MEMBER_WRITES: ReadonlySet<DemoOperation> = new Set<DemoOperation>([
  // Where the account's own notifications of the project go.
  'POST notify_user/setting',
  // Removing a notice from the account's own screen.
  'POST notify_user/screen',
]);

/** What an operation does to the project it names: by its method, but where listed above. */
export function projectUse(operation: DemoOperation, method: string): ProjectUse {
  if (method === 'GET') return WRITING_READS.has(operation) ? 'write' : 'read';
  return MEMBER_WRITES.has(operation) ? 'read' : 'write';
}

const refusal = (code: string, field: string, text: Record<Language, string>) =>
  new RequestError({ status: 400, code, field, text });

/** Refused unless `level` (undefined: no member) allows the use of the project. */
export function requireAccess(
  level: AccessType | undefined,
  use: ProjectUse,
  projectId: number,
  field = 'project_id',
): void {
  if (level === undefined) throw refusal('unknown_project', field, messages.unknownProject(String(projectId)));
  if (!levelAllows(level, use)) throw refusal('owner_only', field, messages.notAllowed(projectId));
}

/** The account's level in a project it lists, as the project's team has it now; undefined for any other project. */
export function accessLevel(team: TeamState, account: Account, projectId: number): AccessType | undefined {
  // Only a project the account lists is looked up: the team keeps nothing for an ID anyone may send.
  if (!account.projects.some((project) => project.projectId === projectId)) return undefined;
  return team.levelOf(projectId, account.userId);
}

/** The project, if the account may use it so; otherwise refused naming `field`. */
export function projectFor(
  team: TeamState,
  account: Account,
  projectId: number,
  use: ProjectUse,
  field = 'project_id',
): number {
  requireAccess(accessLevel(team, account, projectId), use, projectId, field);
  return projectId;
}

/** Every `project_id` the request names, in its query and in its JSON body, checked for what the operation does. */
export function checkAskedProject(request: DemoRequest, account: Account, operation: DemoOperation, method: string) {
  const use = projectUse(operation, method);
  if (request.query.has('project_id'))
    projectFor(request.state.team, account, queryId(request.query, 'project_id'), use);
  if (isPlainObject(request.body) && request.body.project_id !== undefined)
    projectFor(request.state.team, account, bodyId(request.body, 'project_id'), use);
}
