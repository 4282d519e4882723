// Who may do what to a project: the one place the contract API decides it. What each member's access level allows is
// the level table's (team/access-levels.ts: view, chat, stream, setup, money, team); what each route needs of it is
// this file's table (`routeNeed`), read when the route table is built (api/demo-routes.ts). The router checks every
// `project_id` a request names, in its query or its JSON body, before the route runs (`checkAskedProject`), so no
// route can forget it: a project the account is no member of answers 400 `unknown_project`, as an unknown one, so
// nothing is told of another account's project; a member whose level does not allow what the route needs, 400
// `owner_only`. A route checks a project it finds by another way (a channel's, a payment's, a chat key's) with
// `projectFor` and the route's own need (`DemoRequest.need`); the team's state checks its own writes with
// `requireAccess`, and then its finer rules (nobody gives more than they have, a team keeps someone who may change it).
import type { Account } from './accounts.ts';
import type { DemoOperation } from './demo-paths.ts';
import { methodPath } from './demo-paths.ts';
import type { DemoRequest } from './demo-route.ts';
import { type Language, messages } from './messages.ts';
import type { TeamState } from './team/team-state.ts';
import { type MemberCapability, type MemberLevel, memberMay } from './team/access-levels.ts';
import { isPlainObject } from './http-json.ts';
import { RequestError, bodyId, queryId } from './validation.ts';

/** The project the query names: the router has checked it for what the operation needs. */
export const queryProject = ({ query }: Pick<DemoRequest, 'query'>): number => queryId(query, 'project_id');

/**
 * What a write needs, by what its path (under /method/) is about: the first area it falls in. A read (GET) needs
 * `view`. A write in no area is a route nobody has classified: the route table refuses to load it, so nothing new is
 * let through by a default.
 */
const WRITE_AREAS: readonly { readonly about: RegExp; readonly need: MemberCapability }[] = [
  // The account's own, never a project's: its sign-ins, the platform accounts it linked, its notifications and where
  // they go (a notification's action that changes a project is checked where it does: team-state.ts).
  { about: /^(auth\/|platforms\/(account\/|logout$)|notify_)/, need: 'view' },
  // The project's money: plans bought, removed or renewed, top-ups and paying them, promo codes.
  { about: /^(plan_|payment$|pay-system\/|promo\/)/, need: 'money' },
  // The team: its members and their levels, who else may use the project's destinations, invitations to them.
  { about: /^(project\/user\/|channel\/access\/|channel_invite\/)/, need: 'team' },
  // Running the stream: a broadcast's pause, resume and stop, and which destinations it goes to now.
  { about: /^(broadcast\/|channel\/set-status$)/, need: 'stream' },
  // The stream's chat: sending to it and removing its messages.
  { about: /^chat\//, need: 'chat' },
  // Setting the stream up: destinations, their settings and titles, quality (transcoders), pull links, recording,
  // the stream guard's videos and the project's other videos.
  {
    about:
      /^(channel\/|channel_settings\/|platforms\/|transcoder\/|stream-pull-keys$|stream-keys\/|media-service-files\/|video\/)/,
    need: 'setup',
  },
];

/**
 * The exceptions to the rule above, each with why: reads that need more than a view (a GET that changes the project,
 * or that hands out what lets one act as it), and writes that need less than their area.
 */
const LISTED_NEEDS: ReadonlyMap<DemoOperation, MemberCapability> = new Map<DemoOperation, MemberCapability>([
  // The stream key streams as the project wherever it goes.
  ['stream-keys', 'stream'],
  // The pull links' addresses take the project's stream wherever they go.
  ['stream-pull-keys', 'setup'],
  ['stream-pull-keys/check', 'setup'],
  // A GET that opens an upload into the project's storage.
  ['video/create', 'setup'],
  // A GET that starts adding a destination to the project.
  ['platforms/connect', 'setup'],
  // A GET that applies a promo code to the project's money.
  ['promo/apply', 'money'],
  // GETs that set a payment going: the processor's page to pay it, a wallet's intent to pay it.
  ['pay-system/payoneer/create', 'money'],
  ['pay-system/t-bank/create', 'money'],
  ['pay-system/unitpay/create', 'money'],
  ['pay-system/tonconnect/intent', 'money'],
  ['pay-system/tron/intent', 'money'],
  ['pay-system/walletconnect/intent', 'money'],
  // A channel's invitations carry each one's secret link, which lets whoever holds it take the channel.
  ['channel_invite/list', 'team'],
  // Leaving a team changes only the account's own place in it: any member may, whatever their level (team-state.ts
  // keeps the last member who may change the team).
  ['project/user/leave', 'view'],
]);

/** What a route needs of the caller's level in the project it names; throws for a write nobody has classified. */
export function routeNeed(operation: DemoOperation, method: string): MemberCapability {
  const listed = LISTED_NEEDS.get(operation);
  if (listed !== undefined) return listed;
  if (method === 'GET') return 'view';
  const path = methodPath(operation).slice('/method/'.length);
  const area = WRITE_AREAS.find(({ about }) => about.test(path));
  if (!area) throw new Error(`${method} ${operation}: say what it needs in api/project-access.ts`);
  return area.need;
}

const refusal = (code: string, field: string, text: Record<Language, string>) =>
  new RequestError({ status: 400, code, field, text });

/** Refused unless `level` (undefined: no member) allows what is needed of the project. */
export function requireAccess(
  level: MemberLevel | undefined,
  need: MemberCapability,
  projectId: number,
  field = 'project_id',
): void {
  if (level === undefined) throw refusal('unknown_project', field, messages.unknownProject(String(projectId)));
  if (!memberMay(level, need)) throw refusal('owner_only', field, messages.notAllowed(projectId));
}

/** The account's level in a project it lists, as the project's team has it now; undefined for any other project. */
export function accessLevel(team: TeamState, account: Account, projectId: number): MemberLevel | undefined {
  // Only a project the account lists is looked up: the team keeps nothing for an ID anyone may send.
  if (!account.projects.some((project) => project.projectId === projectId)) return undefined;
  return team.levelOf(projectId, account.userId);
}

/** The project, if the account's level there allows what is needed; otherwise refused naming `field`. */
export function projectFor(
  team: TeamState,
  account: Account,
  projectId: number,
  need: MemberCapability,
  field = 'project_id',
): number {
  requireAccess(accessLevel(team, account, projectId), need, projectId, field);
  return projectId;
}

/** Every `project_id` the request names, in its query and in its JSON body, checked for what the route needs. */
export function checkAskedProject(request: DemoRequest, account: Account): void {
  const { need, query, body, state } = request;
  if (query.has('project_id')) projectFor(state.team, account, queryId(query, 'project_id'), need);
  if (isPlainObject(body) && body.project_id !== undefined)
    projectFor(state.team, account, bodyId(body, 'project_id'), need);
}
