import type { PageProps } from '../../lib/bindings/manifest.ts';
import type { LevelNamer } from '../../lib/operations/account/access-level-words.ts';
import type { OwnProject } from '../../lib/operations/account/own-access.ts';

/** What the Team page binds, by role (its manifest, team-manifest.ts, names each). */
export type TeamRole =
  | 'members'
  | 'changeAccess'
  | 'removeMember'
  | 'leave'
  | 'projects'
  | 'destinations'
  | 'channelAccess'
  | 'removeShare'
  | 'changeShare'
  | 'handOver'
  | 'invites'
  | 'inviteByEmail'
  | 'inviteById'
  | 'revokeInvite'
  | 'history';

export type TeamProps = PageProps<TeamRole>;

/**
 * What every part of the page is told: the project, whether its team may be changed, whom the account is, how levels
 * are named.
 */
export interface TeamContext {
  projectId: number;
  /** Whether the page offers changes (lib/operations/account/own-access.ts). */
  editable: boolean;
  /** The account's user ID, where the service says. */
  me: number | undefined;
  /** The account's projects, for their names. */
  own: readonly OwnProject[];
  /** Members' and destination shares' levels in words. */
  memberNames: LevelNamer;
  shareNames: LevelNamer;
}
