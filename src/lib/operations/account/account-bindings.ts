import { definePart } from '../../bindings/manifest.ts';
import { identityRead } from './identity-query.ts';
import { accountProjectsList } from './project-list-query.ts';

// The account's reads, which the app sends by itself on any page (the header's name, the overview's and the
// navigation's projects): a part's manifest like any other, and only reads.

export const ACCOUNT_GROUP = 'UserProject';

export const accountPart = definePart({
  group: ACCOUNT_GROUP,
  bindings: {
    // UserProject's "List of project for current user", page by page.
    projects: accountProjectsList.binding,
    // Who is signed in.
    identity: identityRead.binding,
  },
});
