// Everything the demo deployment keeps between requests: the accounts, the projects and their money, the four
// kinds of tariffs, the studio, sign-ins and each account's notifications. Reset in place (the control surface's
// reset) so holders of `projects` keep a live map.
import { Accounts } from './accounts.ts';
import { Money } from './money/money-state.ts';
import { TariffBook } from './plans/tariff-book.ts';
import { RESTREAM, STORAGE, TRANSCODING, WEBINAR, type KindKey } from './plans/tariff-kinds.ts';
import { EMPTY_TARIFF, type Tariff, seedTariffs } from './plans/tariff-seed.ts';
import { NotifyHistory } from './notify-history.ts';
import { NotifySettings } from './notify-user.ts';
import { type SeedProject, seedProjects } from './seed.ts';
import { SocialSignIns } from './social-sign-in.ts';
import { ChatState } from './studio/chat-state.ts';
import { DEFAULT_REALTIME_TTL_SECONDS } from './studio/realtime-tokens.ts';
import { StudioState } from './studio/studio-state.ts';
import { inviteNotice } from './team/invite-notice.ts';
import type { Invite } from './team/team-seed.ts';
import { TeamState } from './team/team-state.ts';
import { VideoState, currentStorageGb } from './videos/video-state.ts';
import { SetupState } from './setup/setup-state.ts';

export class DemoState {
  readonly accounts = new Accounts();
  readonly projects = new Map<number, SeedProject>();
  books!: Record<KindKey, TariffBook>;
  /** The streamer's studio: keys, destinations, broadcasts and the realtime tokens. */
  readonly studio: StudioState;
  /** The chat of the studio's broadcasts: their messages, the projects' chat keys. */
  readonly chat: ChatState;
  /** Sign-ins with a provider under way, their codes, and each account's linked providers. */
  readonly signIns: SocialSignIns;
  /** Each account's notifications in the cabinet (NotifyHistory). */
  readonly notifications: NotifyHistory;
  /** Where each account's notifications go, and the screen notices it removed (NotifyUser). */
  readonly notifySettings = new NotifySettings();
  /** Each project's balances, money flow, payments and used promo codes (the money groups). */
  readonly money: Money;
  /** Each project's members, who may use its channels, the invitations to them and its history of actions. */
  readonly team: TeamState;
  /** Each project's stream guard and its videos, its recordings and uploads, and the storage they take. */
  readonly videos: VideoState;
  /** Linked platform accounts, transcoders and pull links: what sets a stream up besides its destinations. */
  readonly setup: SetupState;

  constructor(
    private readonly now: () => number,
    realtimeTtlSeconds = DEFAULT_REALTIME_TTL_SECONDS,
  ) {
    this.studio = new StudioState(now, realtimeTtlSeconds);
    this.chat = new ChatState(this.studio);
    this.signIns = new SocialSignIns(now);
    this.notifications = new NotifyHistory(now);
    this.money = new Money(now);
    this.team = new TeamState(now, this.accounts, this.studio, (invite) => this.#tellInvited(invite, false));
    this.notifications.answersInvitationsWith((account, projectId, channelId, accept) =>
      this.team.answerFor(account, projectId, channelId, accept),
    );
    this.videos = new VideoState(now, this.studio.realtime, (id) => currentStorageGb(this.books.storage, id));
    this.setup = new SetupState(this.studio, now);
    this.reset();
  }

  reset(): void {
    this.accounts.reset();
    this.studio.reset();
    this.chat.reset();
    this.signIns.reset();
    // The demo account signs in with Google as it is seeded: one linked provider to list and unlink.
    this.signIns.link(this.accounts.byKey('demo'), 'google');
    this.notifications.reset(this.accounts);
    this.notifySettings.reset();
    this.projects.clear();
    for (const [id, project] of seedProjects(this.now())) this.projects.set(id, project);
    this.money.reset();
    this.team.reset();
    for (const invite of this.team.waitingForProjects()) this.#tellInvited(invite, true);
    this.videos.reset();
    // After the studio's: it sets the seeded transcoder on the destinations the studio has just made again.
    this.setup.reset();
    const { money } = this;
    this.books = {
      // Restream's slots are the projects' own plans, which GET /method/plan_restream answers as they are.
      restream: new TariffBook(RESTREAM, (id) => this.projects.get(id)?.plan, this.now, money),
      transcoding: new TariffBook(TRANSCODING, this.#slotsIn(seedTariffs('transcoding', this.now())), this.now, money),
      storage: new TariffBook(STORAGE, this.#slotsIn(seedTariffs('storage', this.now())), this.now, money),
      webinar: new TariffBook(WEBINAR, this.#slotsIn(seedTariffs('webinar', this.now())), this.now, money),
    };
  }

  /**
   * The owner of a project invited to a destination by its ID is told in the cabinet, if the owner is an account and
   * not the one who invited; a seeded invitation's notification is one they have seen.
   */
  #tellInvited(invite: Invite, seeded: boolean): void {
    const invitee = this.accounts.ownerOf(invite.toProjectId!);
    if (!invitee || invitee.userId === invite.fromUserId) return;
    const name = (projectId: number) => this.projects.get(projectId)?.name ?? '';
    const from = this.team.person(invite.fromUserId);
    const names = {
      person: `${from.name} ${from.fename}`.trim(),
      destination: this.team.channelName(invite.channelId),
      fromProject: name(invite.fromProjectId),
      toProject: name(invite.toProjectId!),
    };
    this.notifications.add(invitee, inviteNotice(invite, names, seeded));
  }

  /** Every project has a tariff of each kind; one without a plan has three empty slots. */
  #slotsIn(tariffs: Map<number, Tariff>): (projectId: number) => Tariff | undefined {
    return (projectId) => {
      if (!this.projects.has(projectId)) return undefined;
      let slots = tariffs.get(projectId);
      if (!slots) tariffs.set(projectId, (slots = EMPTY_TARIFF()));
      return slots;
    };
  }
}
