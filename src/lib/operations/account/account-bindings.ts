import { definePart } from '../../bindings/manifest.ts';

// The account's reads, which the app sends by itself on any page (the header's name, the overview's and the
// navigation's projects): a part's manifest like any other, and only reads.

export const ACCOUNT_GROUP = 'UserProject';

export const accountPart = definePart({
  group: ACCOUNT_GROUP,
  bindings: {
    // UserProject's "List of project for current user", page by page.
    projects: {
      name: { group: ACCOUNT_GROUP, name: 'List of project for current user' },
      read: true,
      fills: ['limit', 'offset'],
    },
    // Who is signed in: User's profile (a real deployment describes its answer), else Auth's read (which it does not).
    identity: {
      name: [
        { group: 'User', name: 'Get user profile' },
        { group: 'Auth', name: 'Get basic data for auth user' },
      ],
      read: true,
      fills: [],
    },
  },
});
