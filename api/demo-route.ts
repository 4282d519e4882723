// What a demo operation is to the router: its method, whether it needs a signed-in account, and what it answers.
// Checks fail by throwing RequestError (api/validation.ts), answered as a 400 or 401 naming the field.
import type { Account } from './accounts.ts';
import type { DemoState } from './demo-state.ts';
import type { SignInStep } from './mint-limit.ts';
import type { TokenStore } from './tokens.ts';
import type { MemberCapability } from './team/access-levels.ts';

export type DemoRequest = {
  query: URLSearchParams;
  /** The parsed JSON body, or null. */
  body: unknown;
  contentType: string | undefined;
  state: DemoState;
  tokens: TokenStore;
  /** This service's own origin as the request reached it (`http://host:port`), for URLs that lead back to it. */
  origin: string;
  /** The page the request came from, as the browser names it (its Origin header); none from a client that is no page. */
  pageOrigin: string | undefined;
  /** Whether a page of `origin` is this service's own or a dashboard's it serves (configured, never taken from Host). */
  isOurs(origin: string): boolean;
  /** Refused with 429 unless the request's address may take this step of a sign-in now (api/mint-limit.ts). */
  admitSignIn(step: SignInStep): void;
  /** What the route needs of the caller's access level in its project (api/project-access.ts's table). */
  need: MemberCapability;
};

export type DemoRoute = (
  | { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; signedIn: true; run(request: DemoRequest, account: Account): unknown }
  | { method: 'GET' | 'POST'; signedIn: false; run(request: DemoRequest): unknown }
) & {
  /** The status of a success where the real kind's description gives one other than 200 (201 on its creations). */
  status?: 201;
  /**
   * No `v` or `language` asked for: reached by a browser sent there (a provider's callback), or described without
   * them by the real kind.
   */
  common?: false;
};

/** An answer that sends the browser on: 301 to `location`, with the real kind's SuccessResponse as its body. */
export class Redirect {
  constructor(readonly location: string) {}
}

/** The answer of an operation the real kind answers with no body (its SDK's `void`): the status alone. */
export const NO_CONTENT = Symbol('no content');

/** The real kind's answer to a write that sends nothing back (its SuccessResponse). */
export const SUCCESS = { success: true } as const;

/** A page of a list, in the `{total, limit, offset, results}` shape the description's BaseList gives. */
export function pageOf<T>(items: readonly T[], { limit, offset }: { limit: number; offset: number }) {
  return { total: items.length, limit, offset, results: items.slice(offset, offset + limit) };
}
