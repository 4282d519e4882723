import { definePart } from '../../bindings/manifest.ts';
import { membersRead } from '../team/team-reads.ts';
import { ACCOUNT_GROUP } from './account-bindings.ts';

// Where the ways to a project's team are drawn (the navigation's entry, Home's row): only for a deployment whose
// description has the team's first read — the project's members — since the team's page starts from it. Nothing is
// sent for this; the description alone says.

export const teamEntryPart = definePart({
  group: ACCOUNT_GROUP,
  bindings: { members: membersRead.binding },
});
