// The teams of the demo's projects as they change: each project's members and their access levels, which projects
// may use a channel besides its own (and which one owns it), the invitations to a channel, and each project's history
// of actions. Only a member at the owner's level (OWNER_ACCESS) changes a team or shares a channel; nobody changes or
// removes their own access. A channel is a destination of the studio (api/studio/): its project owns
// it until "Transfer owner" hands it on.
import { randomBytes } from 'node:crypto';
import type { Account, Accounts } from '../accounts.ts';
import type { Language } from '../messages.ts';
import type { StudioState } from '../studio/studio-state.ts';
import { requireAccess } from '../project-access.ts';
import { RequestError } from '../validation.ts';
import { pushBounded } from '../bounded.ts';
import { teamMessages } from './team-messages.ts';
import {
  type AccessType,
  FIRST_INVITE_ID,
  FIRST_SHARE_ID,
  type HistoryAction,
  type HistoryEntry,
  type Invite,
  type Member,
  OTHER_OWNERS,
  OWNER_ACCESS,
  PEOPLE,
  type Person,
  SEED_MEMBERS,
  SEED_SHARES,
  type Share,
  seedHistory,
  seedInvites,
  wholeSecond,
} from './team-seed.ts';

/** Invitations a channel keeps (waiting or declined): past this, one must go before another is made. */
const MAX_INVITES = 50;
/** Actions the history keeps: the latest. */
const MAX_HISTORY = 10_000;

export const refusal = (code: string, field: string, text: Record<Language, string>) =>
  new RequestError({ status: 400, code, field, text });

export type HistoryFilter = { action?: HistoryAction; from?: number; to?: number; groupId?: number };

export class TeamState {
  #members = new Map<number, Member[]>();
  #owners = new Map<number, number>();
  #shares: Share[] = [];
  #invites: Invite[] = [];
  #history: HistoryEntry[] = [];
  #nextShare = FIRST_SHARE_ID;
  #nextInvite = FIRST_INVITE_ID;
  #nextHistory = 1;

  constructor(
    private readonly now: () => number,
    private readonly accounts: Accounts,
    private readonly studio: StudioState,
  ) {
    this.reset();
  }

  reset(): void {
    this.#members.clear();
    this.#owners.clear();
    this.#shares = SEED_SHARES.map((share) => ({ ...share }));
    this.#invites = seedInvites(this.now());
    this.#history = seedHistory(this.now());
    this.#nextShare = FIRST_SHARE_ID;
    this.#nextInvite = FIRST_INVITE_ID;
    this.#nextHistory = this.#history.length + 1;
  }

  /** The user who owns a project: the account that has it as its own, or its seeded owner. */
  ownerOf(projectId: number): number | undefined {
    for (const key of ['demo', 'second', 'edges'] as const) {
      const account = this.accounts.byKey(key);
      if (account.projects.some((project) => project.projectId === projectId && project.isOwner)) return account.userId;
    }
    return OTHER_OWNERS.get(projectId);
  }

  /** A project's members, its owner first. */
  members(projectId: number): Member[] {
    let members = this.#members.get(projectId);
    if (!members) {
      const owner = this.ownerOf(projectId);
      const others = SEED_MEMBERS.get(projectId) ?? [];
      members = [...(owner === undefined ? [] : [{ userId: owner, accessType: OWNER_ACCESS }]), ...others];
      members = members.map((member) => ({ ...member }));
      this.#members.set(projectId, members);
    }
    return members;
  }

  levelOf(projectId: number, userId: number): AccessType | undefined {
    return this.members(projectId).find((member) => member.userId === userId)?.accessType;
  }

  /** Who a user is, by the names the real kind gives a person (`name`, `fename`). */
  person(userId: number): Person {
    for (const key of ['demo', 'second', 'edges'] as const) {
      const account = this.accounts.byKey(key);
      if (account.userId === userId) return { userId, name: account.firstName, fename: account.lastName };
    }
    return PEOPLE.find((person) => person.userId === userId) ?? { userId, name: '', fename: '' };
  }

  /** Refused unless the account is a member of the project at a level that may change it (api/project-access.ts). */
  mayManage(account: Account, projectId: number): void {
    requireAccess(this.levelOf(projectId, account.userId), 'write', projectId);
  }

  /** A member of the project the account may change: anyone but the account itself. */
  #otherMember(account: Account, projectId: number, userId: number): Member {
    this.mayManage(account, projectId);
    const member = this.members(projectId).find((one) => one.userId === userId);
    if (!member) throw refusal('unknown_member', 'user_id', teamMessages.unknownMember('user_id'));
    // The demo's only member at the owner's level who signs in is the owner: nobody else may reach the owner's access.
    if (userId === account.userId) throw refusal('own_access', 'user_id', teamMessages.ownAccess());
    return member;
  }

  changeAccess(account: Account, projectId: number, userId: number, accessType: AccessType): void {
    const member = this.#otherMember(account, projectId, userId);
    if (member.accessType === accessType) return;
    member.accessType = accessType;
    this.record('user_project_change', projectId, account.userId);
  }

  removeMember(account: Account, projectId: number, userId: number): void {
    this.#otherMember(account, projectId, userId);
    this.#members.set(
      projectId,
      this.members(projectId).filter((member) => member.userId !== userId),
    );
    this.record('user_project_del', projectId, account.userId);
  }

  // Channels

  /** The project that owns a channel now, or undefined for no channel. */
  channelOwner(channelId: number): number | undefined {
    return this.#owners.get(channelId) ?? this.studio.destinations.get(channelId)?.projectId;
  }

  channelName(channelId: number): string {
    return this.studio.destinations.get(channelId)?.name ?? '';
  }

  shares(channelId: number): Share[] {
    return this.#shares.filter((share) => share.channelId === channelId);
  }

  /** The channel, refused as unknown unless the project owns it (or, where `used` is allowed, has access to it). */
  channelOf(projectId: number, channelId: number, { used = false } = {}): number {
    const owner = this.channelOwner(channelId);
    const shared = used && this.shares(channelId).some((share) => share.projectId === projectId);
    if (owner === undefined || (owner !== projectId && !shared))
      throw refusal('unknown_channel', 'channel_id', teamMessages.unknownChannel('channel_id'));
    return channelId;
  }

  #shareOf(channelId: number, projectId: number, field: string): Share {
    const share = this.shares(channelId).find((one) => one.projectId === projectId);
    if (!share) throw refusal('not_shared', field, teamMessages.notShared(field));
    return share;
  }

  /** Refused where the project owns the channel, or already has access to it. */
  #mayShareWith(channelId: number, projectId: number, field: string): void {
    if (this.channelOwner(channelId) === projectId) throw refusal('same_project', field, teamMessages.sameProject());
    if (this.shares(channelId).some((share) => share.projectId === projectId))
      throw refusal('already_shared', field, teamMessages.alreadyShared());
  }

  removeShare(account: Account, projectId: number, channelId: number, target: number): void {
    this.mayManage(account, projectId);
    this.channelOf(projectId, channelId);
    const share = this.#shareOf(channelId, target, 'target_project_id');
    this.#shares = this.#shares.filter((one) => one !== share);
    this.record('project_channel_del', projectId, account.userId);
  }

  changeShare(account: Account, projectId: number, channelId: number, target: number, level: AccessType): void {
    this.mayManage(account, projectId);
    this.channelOf(projectId, channelId);
    const share = this.#shareOf(channelId, target, 'to_project_id');
    if (share.usageType === level) return;
    share.usageType = level;
    this.record('project_channel_change', projectId, account.userId);
  }

  /** The channel's owner becomes a project that has access to it; the one before keeps it, at the owner's level. */
  transferOwner(account: Account, projectId: number, channelId: number, target: number): void {
    this.mayManage(account, projectId);
    this.channelOf(projectId, channelId);
    const share = this.#shareOf(channelId, target, 'to_project_id');
    this.#owners.set(channelId, target);
    share.projectId = projectId;
    share.usageType = OWNER_ACCESS;
    this.record('project_channel_change', projectId, account.userId);
    this.record('project_channel_change', target, account.userId);
  }

  // Invitations

  /** The invitations to a channel nobody has accepted yet (declined ones stay, marked), oldest first. */
  invitesOf(channelId: number): Invite[] {
    return this.#invites.filter((invite) => invite.channelId === channelId);
  }

  invite(
    account: Account,
    projectId: number,
    channelId: number,
    to: { projectId: number } | { email: string },
    accessType: AccessType,
  ): Invite {
    this.mayManage(account, projectId);
    this.channelOf(projectId, channelId);
    const kept = this.invitesOf(channelId);
    if (kept.length >= MAX_INVITES)
      throw refusal('too_many_invites', 'channel_id', teamMessages.tooManyInvites(MAX_INVITES));
    const waiting = kept.filter((invite) => invite.reject === null);
    if ('projectId' in to) {
      this.#mayShareWith(channelId, to.projectId, 'to_project_external_id');
      if (waiting.some((invite) => invite.toProjectId === to.projectId))
        throw refusal('invite_exists', 'to_project_external_id', teamMessages.inviteExists());
    } else if (waiting.some((invite) => invite.email?.toLowerCase() === to.email.toLowerCase())) {
      throw refusal('invite_exists', 'email', teamMessages.inviteExists());
    }
    const invite: Invite = {
      id: this.#nextInvite++,
      channelId,
      fromProjectId: projectId,
      fromUserId: account.userId,
      toProjectId: 'projectId' in to ? to.projectId : null,
      email: 'email' in to ? to.email : null,
      accessType,
      at: wholeSecond(this.now()),
      secret: randomBytes(16).toString('hex'),
      reject: null,
    };
    this.#invites.push(invite);
    this.record('project_channel_invite_add', projectId, account.userId);
    return invite;
  }

  /** An invitation of a channel the account's project owns, by its ID (for "my channel"'s reads and removal). */
  ownInvite(account: Account, id: number): Invite {
    const invite = this.#invites.find((one) => one.id === id);
    const owner = invite && this.channelOwner(invite.channelId);
    if (!invite || owner === undefined || this.levelOf(owner, account.userId) === undefined)
      throw refusal('unknown_invite', 'id', teamMessages.unknownInvite('id'));
    return invite;
  }

  revoke(account: Account, id: number): void {
    const invite = this.ownInvite(account, id);
    this.mayManage(account, this.channelOwner(invite.channelId)!);
    this.#invites = this.#invites.filter((one) => one !== invite);
    this.record('project_channel_invite_del', invite.fromProjectId, account.userId);
  }

  /** The invitation of a channel addressed to the project, not declined. */
  inviteFor(projectId: number, channelId: number): Invite {
    const invite = this.#invites.find(
      (one) => one.channelId === channelId && one.toProjectId === projectId && one.reject === null,
    );
    if (!invite) throw refusal('unknown_invite', 'channel_id', teamMessages.unknownInvite('channel_id'));
    return invite;
  }

  /** The invitation a secret link opens (declined ones too: the link then says so). */
  inviteBySecret(channelId: number, secret: string): Invite {
    const invite = this.#invites.find((one) => one.channelId === channelId && one.secret === secret);
    if (!invite) throw refusal('unknown_invite', 'secret', teamMessages.unknownInvite('secret'));
    return invite;
  }

  /**
   * The invitee answers for one of their projects: an invitation by e-mail is the account's of that address, one by
   * ID that project's. Accepting needs the owner's level in the project, and a project that has no access yet.
   */
  answer(account: Account, invite: Invite, projectId: number, accept: boolean): void {
    const theirs =
      invite.email === null
        ? invite.toProjectId === projectId
        : invite.email.toLowerCase() === account.email.toLowerCase();
    if (!theirs) throw refusal('invite_not_yours', 'project_id', teamMessages.inviteNotYours());
    if (invite.reject !== null) throw refusal('invite_answered', 'project_id', teamMessages.inviteAnswered());
    if (!accept) {
      invite.reject = true;
      this.record('project_channel_invite_decline', invite.fromProjectId, account.userId);
      return;
    }
    this.mayManage(account, projectId);
    this.#mayShareWith(invite.channelId, projectId, 'project_id');
    this.#shares.push({
      id: this.#nextShare++,
      channelId: invite.channelId,
      projectId,
      usageType: invite.accessType,
    });
    this.#invites = this.#invites.filter((one) => one !== invite);
    this.record('project_channel_invite_accept', invite.fromProjectId, account.userId);
    this.record('project_channel_add', projectId, account.userId);
  }

  // History

  record(action: HistoryAction, projectId: number, userId: number): void {
    const entry = { id: this.#nextHistory++, action, projectId, userId, groupId: 0, at: wholeSecond(this.now()) };
    pushBounded(this.#history, entry, MAX_HISTORY);
  }

  /** A project's history, newest first, as the filter lets through. */
  historyOf(projectId: number, filter: HistoryFilter): HistoryEntry[] {
    return this.#history
      .filter(
        (entry) =>
          entry.projectId === projectId &&
          (filter.action === undefined || entry.action === filter.action) &&
          (filter.groupId === undefined || entry.groupId === filter.groupId) &&
          (filter.from === undefined || entry.at >= filter.from) &&
          (filter.to === undefined || entry.at <= filter.to),
      )
      .sort((a, b) => b.at - a.at || b.id - a.id);
  }
}
