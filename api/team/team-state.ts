// The teams of the demo's projects as they change: each project's members and their access levels, which projects
// may use a channel besides its own (and which one owns it), the invitations to a channel, and each project's history
// of actions. What a level allows is access-levels.ts's: every change here is checked against the caller's own level
// in the project and, for a channel, the project's own hold on it. A channel is a destination of the studio
// (api/studio/): its project owns it until "Transfer owner" hands it on.
import { randomBytes } from 'node:crypto';
import type { Account, Accounts } from '../accounts.ts';
import { type Language, messages } from '../messages.ts';
import type { StudioState } from '../studio/studio-state.ts';
import { requireAccess } from '../project-access.ts';
import { RequestError } from '../validation.ts';
import { pushBounded } from '../bounded.ts';
import {
  type ChannelHold,
  MANAGE_LEVEL,
  type MemberCapability,
  type MemberLevel,
  OWNER_LEVEL,
  type ShareLevel,
  holdMay,
  holdWithin,
  memberMay,
  memberWithin,
} from './access-levels.ts';
import { teamMessages } from './team-messages.ts';
import {
  FIRST_INVITE_ID,
  FIRST_SHARE_ID,
  type HistoryAction,
  type HistoryEntry,
  type Invite,
  type Member,
  OTHER_OWNERS,
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

/** Told of each invitation a request makes to a project by its ID. */
export type Invited = (invite: Invite) => void;

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
    private readonly invited: Invited = () => {},
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
    return this.accounts.ownerOf(projectId)?.userId ?? OTHER_OWNERS.get(projectId);
  }

  /** A project's members, its owner first. */
  members(projectId: number): Member[] {
    let members = this.#members.get(projectId);
    if (!members) {
      const owner = this.ownerOf(projectId);
      const others = SEED_MEMBERS.get(projectId) ?? [];
      members = [...(owner === undefined ? [] : [{ userId: owner, accessType: OWNER_LEVEL }]), ...others];
      members = members.map((member) => ({ ...member }));
      this.#members.set(projectId, members);
    }
    return members;
  }

  levelOf(projectId: number, userId: number): MemberLevel | undefined {
    return this.members(projectId).find((member) => member.userId === userId)?.accessType;
  }

  /** Who a user is, by the names the real kind gives a person (`name`, `fename`). */
  person(userId: number): Person {
    const account = this.accounts.byUserId(userId);
    if (account) return { userId, name: account.firstName, fename: account.lastName };
    return PEOPLE.find((person) => person.userId === userId) ?? { userId, name: '', fename: '' };
  }

  /** The account's level in the project, refused unless it allows this (api/project-access.ts decides). */
  #mayDo(account: Account, projectId: number, capability: MemberCapability): MemberLevel {
    const level = this.levelOf(projectId, account.userId);
    requireAccess(level, capability, projectId);
    return level!;
  }

  #member(projectId: number, userId: number): Member {
    const member = this.members(projectId).find((one) => one.userId === userId);
    if (!member) throw refusal('unknown_member', 'user_id', teamMessages.unknownMember('user_id'));
    return member;
  }

  /** Refused where the user is the last member whose level may change the team: a project always keeps one. */
  #notLastOwner(projectId: number, userId: number): void {
    const others = this.members(projectId).filter(
      (member) => member.userId !== userId && memberMay(member.accessType, 'team'),
    );
    if (others.length === 0) throw refusal('last_owner', 'project_id', teamMessages.lastOwner());
  }

  /**
   * A member's level changed by one whose own level may change the team: to a level that allows nothing theirs does
   * not, and only of a member whose level allows nothing theirs does not. One's own level may be lowered so, unless
   * nobody else could change the team then.
   */
  changeAccess(account: Account, projectId: number, userId: number, level: MemberLevel): void {
    const own = this.#mayDo(account, projectId, 'team');
    const member = this.#member(projectId, userId);
    if (!memberWithin(level, own)) throw refusal('above_own_level', 'access_type', teamMessages.aboveOwnLevel());
    if (!memberWithin(member.accessType, own))
      throw refusal('above_own_level', 'user_id', teamMessages.aboveOwnLevel());
    if (member.accessType === level) return;
    if (userId === account.userId && !memberMay(level, 'team')) this.#notLastOwner(projectId, userId);
    member.accessType = level;
    this.record('user_project_change', projectId, account.userId);
  }

  /** Another member taken off the team by one whose level may change it (oneself: leave instead). */
  removeMember(account: Account, projectId: number, userId: number): void {
    const own = this.#mayDo(account, projectId, 'team');
    const member = this.#member(projectId, userId);
    if (userId === account.userId) throw refusal('own_access', 'user_id', teamMessages.ownAccess());
    if (!memberWithin(member.accessType, own))
      throw refusal('above_own_level', 'user_id', teamMessages.aboveOwnLevel());
    this.#drop(projectId, userId);
    this.record('user_project_del', projectId, account.userId);
  }

  /**
   * The account leaves the project's team: any member may, whatever their level — for a guest of a shared project
   * this is the one write they make there — but the last whose level may change the team, so it keeps one.
   */
  leave(account: Account, projectId: number): void {
    const level = this.levelOf(projectId, account.userId);
    if (level === undefined) throw refusal('unknown_member', 'project_id', teamMessages.unknownMember('project_id'));
    if (memberMay(level, 'team')) this.#notLastOwner(projectId, account.userId);
    this.#drop(projectId, account.userId);
    this.record('user_project_del', projectId, account.userId);
  }

  /** Off the team, and off the project list of the account it is, if it is one. */
  #drop(projectId: number, userId: number): void {
    this.#members.set(
      projectId,
      this.members(projectId).filter((member) => member.userId !== userId),
    );
    const account = this.accounts.byUserId(userId);
    if (account) this.accounts.dropProject(account, projectId);
  }

  // Channels

  /** The project that owns a channel now, or undefined for no channel. */
  channelOwner(channelId: number): number | undefined {
    return this.#owners.get(channelId) ?? this.studio.destinations.get(channelId)?.projectId;
  }

  destination(channelId: number) {
    return this.studio.destinations.get(channelId);
  }

  channelName(channelId: number): string {
    return this.destination(channelId)?.name ?? '';
  }

  shares(channelId: number): Share[] {
    return this.#shares.filter((share) => share.channelId === channelId);
  }

  /** How a project holds a channel: as its owner, at the level it is shared with it, or (undefined) not at all. */
  holdOf(projectId: number, channelId: number): ChannelHold | undefined {
    const owner = this.channelOwner(channelId);
    if (owner === undefined) return undefined;
    if (owner === projectId) return 'owner';
    return this.shares(channelId).find((share) => share.projectId === projectId)?.level;
  }

  /** The project's hold on the channel, refused as an unknown channel where it has none. */
  heldBy(projectId: number, channelId: number): ChannelHold {
    const hold = this.holdOf(projectId, channelId);
    if (hold === undefined) throw refusal('unknown_channel', 'channel_id', teamMessages.unknownChannel('channel_id'));
    return hold;
  }

  /**
   * Who may use a channel is changed by a member whose level may change the project's team, for a project whose
   * hold on the channel may share it (its owner, or one it is shared with at that level): that hold, or refused.
   */
  #mayShare(account: Account, projectId: number, channelId: number): ChannelHold {
    this.#mayDo(account, projectId, 'team');
    const hold = this.heldBy(projectId, channelId);
    if (!holdMay(hold, 'share')) throw refusal('channel_access_denied', 'channel_id', teamMessages.shareDenied());
    return hold;
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

  /** A project's access taken away, by one that may share the channel; or a project giving up its own access. */
  removeShare(account: Account, projectId: number, channelId: number, target: number): void {
    if (target === projectId && this.holdOf(projectId, channelId) !== 'owner') {
      this.#mayDo(account, projectId, 'team');
      this.heldBy(projectId, channelId);
    } else {
      const own = this.#mayShare(account, projectId, channelId);
      const share = this.#shareOf(channelId, target, 'target_project_id');
      if (!holdWithin(share.level, own))
        throw refusal('above_own_level', 'target_project_id', teamMessages.aboveOwnLevel());
    }
    const share = this.#shareOf(channelId, target, 'target_project_id');
    this.#shares = this.#shares.filter((one) => one !== share);
    this.record('project_channel_del', projectId, account.userId);
  }

  changeShare(account: Account, projectId: number, channelId: number, target: number, level: ShareLevel): void {
    const own = this.#mayShare(account, projectId, channelId);
    const share = this.#shareOf(channelId, target, 'to_project_id');
    if (!holdWithin(level, own)) throw refusal('above_own_level', 'access_type', teamMessages.aboveOwnLevel());
    if (!holdWithin(share.level, own)) throw refusal('above_own_level', 'to_project_id', teamMessages.aboveOwnLevel());
    if (share.level === level) return;
    share.level = level;
    this.record('project_channel_change', projectId, account.userId);
  }

  /**
   * The channel's owner becomes a project that has access to it; the one before keeps it, at the level that manages
   * it. Only the owner's hold hands a channel over: a project that manages one it was shared with may not.
   */
  transferOwner(account: Account, projectId: number, channelId: number, target: number): void {
    const own = this.#mayShare(account, projectId, channelId);
    if (!holdMay(own, 'hand over')) throw refusal('above_own_level', 'to_project_id', teamMessages.aboveOwnLevel());
    const share = this.#shareOf(channelId, target, 'to_project_id');
    this.#owners.set(channelId, target);
    share.projectId = projectId;
    share.level = MANAGE_LEVEL;
    this.record('project_channel_change', projectId, account.userId);
    this.record('project_channel_change', target, account.userId);
  }

  // Invitations

  /** The invitations to a project by its ID that nobody has answered yet, oldest first. */
  waitingForProjects(): Invite[] {
    return this.#invites.filter((invite) => invite.toProjectId !== null && invite.reject === null);
  }

  /** The invitations to a channel nobody has accepted yet (declined ones stay, marked), oldest first. */
  invitesOf(channelId: number): Invite[] {
    return this.#invites.filter((invite) => invite.channelId === channelId);
  }

  /** A channel's invitations, for one who may share it from the project: the list carries each link's key. */
  invitesFrom(account: Account, projectId: number, channelId: number): Invite[] {
    this.#mayShare(account, projectId, channelId);
    return this.invitesOf(channelId);
  }

  invite(
    account: Account,
    projectId: number,
    channelId: number,
    to: { projectId: number } | { email: string },
    accessType: ShareLevel,
  ): Invite {
    const own = this.#mayShare(account, projectId, channelId);
    if (!holdWithin(accessType, own)) throw refusal('above_own_level', 'access_type', teamMessages.aboveOwnLevel());
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
    if (invite.toProjectId !== null) this.invited(invite);
    return invite;
  }

  /** A project of the account's that may share the channel, if any: as a member, with the hold it has on it. */
  #sharingProject(account: Account, channelId: number, capability: MemberCapability): number | undefined {
    return account.projects.find(
      ({ projectId }) =>
        memberMay(this.levelOf(projectId, account.userId), capability) &&
        holdMay(this.holdOf(projectId, channelId), 'share'),
    )?.projectId;
  }

  /** An invitation to a channel a project of the account's may share, by its ID ("my channel"'s read and removal). */
  ownInvite(account: Account, id: number): Invite {
    const invite = this.#invites.find((one) => one.id === id);
    if (!invite || this.#sharingProject(account, invite.channelId, 'view') === undefined)
      throw refusal('unknown_invite', 'id', teamMessages.unknownInvite('id'));
    return invite;
  }

  revoke(account: Account, id: number): void {
    const invite = this.ownInvite(account, id);
    const projectId = this.#sharingProject(account, invite.channelId, 'team');
    // A member of a project that may share the channel, at a level that does not change the team there.
    if (projectId === undefined)
      throw refusal('owner_only', 'id', messages.notAllowed(this.#sharingProject(account, invite.channelId, 'view')!));
    this.#invites = this.#invites.filter((one) => one !== invite);
    this.record('project_channel_invite_del', projectId, account.userId);
  }

  /**
   * Whether the invitation is the account's to answer: one by e-mail is the account's of that address, one by a
   * project's ID that project's owner's (the real kind's "for another user by id"), for any project of theirs.
   */
  #addressedTo(invite: Invite, account: Account): boolean {
    return invite.email === null
      ? invite.toProjectId !== null && this.ownerOf(invite.toProjectId) === account.userId
      : invite.email.toLowerCase() === account.email.toLowerCase();
  }

  /** The invitation to a channel addressed to the account, not declined: what it reads for a project of its own. */
  inviteFor(account: Account, channelId: number): Invite {
    const invite = this.#invites.find(
      (one) => one.channelId === channelId && one.reject === null && this.#addressedTo(one, account),
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
   * The invitee answers for one of their projects, whose level there may change its team (accepting or declining is
   * the project's); accepting needs a project that has no access to the channel yet, and gives it the level offered.
   */
  answer(account: Account, invite: Invite, projectId: number, accept: boolean): void {
    if (!this.#addressedTo(invite, account))
      throw refusal('invite_not_yours', 'project_id', teamMessages.inviteNotYours());
    if (invite.reject !== null) throw refusal('invite_answered', 'project_id', teamMessages.inviteAnswered());
    this.#mayDo(account, projectId, 'team');
    if (!accept) {
      invite.reject = true;
      this.record('project_channel_invite_decline', invite.fromProjectId, account.userId);
      return;
    }
    this.#mayShareWith(invite.channelId, projectId, 'project_id');
    this.#shares.push({ id: this.#nextShare++, channelId: invite.channelId, projectId, level: invite.accessType });
    this.#invites = this.#invites.filter((one) => one !== invite);
    this.record('project_channel_invite_accept', invite.fromProjectId, account.userId);
    this.record('project_channel_add', projectId, account.userId);
  }

  /** An invitation's notification answered (notify-history.ts): the one to that channel, for the project it names. */
  answerFor(account: Account, projectId: number, channelId: number, accept: boolean): void {
    this.answer(account, this.inviteFor(account, channelId), projectId, accept);
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
