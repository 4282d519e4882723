import type { BindingSpec } from '../../bindings/bind.ts';

// The account's reads, which the app sends by itself on any page (the header's name, the overview's and the
// navigation's projects): bound by the document's names like a designed page's, and only as reads.

export const ACCOUNT_GROUP = 'UserProject';

export const accountBindings = {
  // UserProject's "List of project for current user", page by page.
  projects: {
    name: { group: ACCOUNT_GROUP, name: 'List of project for current user' },
    read: true,
    fills: ['limit', 'offset'],
  },
  // Who is signed in: Auth's read, else User's profile.
  identity: {
    name: [
      { group: 'Auth', name: 'Get basic data for auth user' },
      { group: 'User', name: 'Get user profile' },
    ],
    read: true,
    fills: [],
  },
} as const satisfies Record<string, BindingSpec>;
