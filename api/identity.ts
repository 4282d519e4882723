// Who the token belongs to (Auth "Get basic data for auth user", User "Get user profile") and Logout, which ends the
// sign-in at the service: the refresh token named in the body, and every token of its family, stop working.
import type { Account } from './accounts.ts';
import type { Money } from './money/money-state.ts';
import type { DemoOperation } from './demo-paths.ts';
import { type DemoRoute, SUCCESS } from './demo-route.ts';
import { bodyString, jsonBody } from './validation.ts';

/**
 * The real kind's UserProfileResponse, with the demo's data: fields the demo keeps nothing for (partners, referral
 * income, country) are its zeros, and the last project is the first the account lists. Money is kept per project:
 * `balance` and `currency` are the last project's payment balance and its currency.
 */
export function profileOf(account: Account, money: Money) {
  const lastProjectId = account.projects[0]?.projectId ?? null;
  const balances = lastProjectId === null ? undefined : money.balancesOf(lastProjectId);
  return {
    id: account.userId,
    type: 0,
    firstName: account.firstName,
    lastName: account.lastName,
    photo: '',
    refId: `u${account.userId}`,
    partners: 0,
    referralsIncome: '0',
    scope: 0,
    currency: balances?.currency ?? 'rub',
    countrie_id: 0,
    language: account.language,
    balance: balances?.payment ?? 0,
    lastProjectId,
  };
}

export const IDENTITY_ROUTES: Partial<Record<DemoOperation, DemoRoute>> = {
  // The real kind describes no answer for it; the demo's is the profile's.
  'auth/me': { method: 'GET', signedIn: true, run: ({ state }, account) => profileOf(account, state.money) },
  'users/profile': { method: 'GET', signedIn: true, run: ({ state }, account) => profileOf(account, state.money) },
  // No Authorization needed: signing out must work with an expired access token. An unknown token answers the same
  // as a known one, so the answer tells nobody which tokens exist.
  'auth/logout': {
    method: 'POST',
    signedIn: false,
    run: ({ body, contentType, tokens }) => {
      tokens.logOut(bodyString(jsonBody(contentType, body), 'refresh'));
      return SUCCESS;
    },
  },
};
