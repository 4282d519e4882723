// What the team groups' routes share: a read or a write of the signed-in account (every field a query parameter, as
// the real kind's are), and the values several of them take.
import type { Account } from '../accounts.ts';
import type { DemoRequest, DemoRoute } from '../demo-route.ts';
import { oneOfNumbers } from '../validation.ts';
import { ACCESS_TYPES, type AccessType } from './team-seed.ts';

type Run = (request: DemoRequest, account: Account) => unknown;
export const read = (run: Run): DemoRoute => ({ method: 'GET', signedIn: true, run });
export const write = (run: Run): DemoRoute => ({ method: 'POST', signedIn: true, run });

export const accessTypeIn = (query: URLSearchParams): AccessType =>
  oneOfNumbers(query.get('access_type'), 'access_type', ACCESS_TYPES) as AccessType;
