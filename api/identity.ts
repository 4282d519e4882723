// Who the token belongs to (Auth "Get basic data for auth user", User "Get user profile") and Logout, which ends the
// sign-in at the service: the refresh token named in the body, and every token of its family, stop working.
import type { DemoOperation } from './demo-paths.ts';
import { type DemoRoute, SUCCESS } from './demo-route.ts';
import { bodyString, jsonBody } from './validation.ts';

export const IDENTITY_ROUTES: Partial<Record<DemoOperation, DemoRoute>> = {
  'auth/me': {
    method: 'GET',
    signedIn: true,
    run: (_request, { userId, name, email }) => ({ user_id: userId, name, email }),
  },
  'users/profile': {
    method: 'GET',
    signedIn: true,
    run: (_request, { userId, name, email, language }) => ({ user_id: userId, name, email, language }),
  },
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
