// What the team groups' routes share: a read or a write of the signed-in account (every field a query parameter, as
// the real kind's are), and the values several of them take.
import type { Account } from '../accounts.ts';
import type { DemoRequest, DemoRoute } from '../demo-route.ts';
import { oneOfNumbers } from '../validation.ts';
import { MEMBER_LEVELS, type MemberLevel, SHARE_LEVELS, type ShareLevel } from './access-levels.ts';

type Run = (request: DemoRequest, account: Account) => unknown;
export const read = (run: Run): DemoRoute => ({ method: 'GET', signedIn: true, run });
export const write = (run: Run): DemoRoute => ({ method: 'POST', signedIn: true, run });

/** A member's level, as "Change access user from project" takes it (0–3 in the newer description). */
export const memberLevelIn = (query: URLSearchParams): MemberLevel =>
  oneOfNumbers(query.get('access_type'), 'access_type', MEMBER_LEVELS) as MemberLevel;

/** A level of a channel shared with a project, as the channel access change and the invitations take it (0–2). */
export const shareLevelIn = (query: URLSearchParams): ShareLevel =>
  oneOfNumbers(query.get('access_type'), 'access_type', SHARE_LEVELS) as ShareLevel;
