// Setting a stream up, as it changes: the platform accounts people have linked (and signed out or removed), which
// destinations came from which account, the transcoder profiles and which destinations they are set on, the pull
// links, and which platforms the control surface has made not addable. The destinations themselves are the studio's.
import { randomUUID } from 'node:crypto';
import type { Destination } from '../studio/studio-seed.ts';
import type { StudioState } from '../studio/studio-state.ts';
import type { Platform } from './platform-catalog.ts';
import {
  type AccountLink,
  type LinkedAccount,
  PULL_SERVERS,
  type PullKey,
  TRANSCODED_CHANNELS,
  type Transcoder,
  type Transport,
  seedAccounts,
  seedLinks,
  seedPullKeys,
  seedTranscoders,
} from './setup-seed.ts';

/** How much a running transcoder's delay grows a minute until it is reset, and the most it grows. */
const DELAY_DRIFT_PER_MINUTE = 1;
const DELAY_DRIFT_MAX = 30;

export class SetupState {
  accounts: LinkedAccount[] = [];
  readonly links = new Map<number, AccountLink>();
  readonly transcoders = new Map<number, Transcoder>();
  readonly pullKeys = new Map<number, PullKey>();
  /** Platforms whose `is_adding` the control surface set, and to what. */
  readonly adding = new Map<Platform, boolean>();
  #nextTranscoderId = 3;
  #nextPullKeyId = 3;

  constructor(
    private readonly studio: StudioState,
    private readonly now: () => number,
  ) {
    this.reset();
  }

  reset(): void {
    this.accounts = seedAccounts();
    this.links.clear();
    for (const [channelId, link] of seedLinks()) this.links.set(channelId, link);
    this.transcoders.clear();
    const liveSince = this.studio.liveOf(42)?.startedAt ?? this.now();
    for (const transcoder of seedTranscoders(this.now(), liveSince)) this.transcoders.set(transcoder.id, transcoder);
    for (const [channelId, transcoderId] of TRANSCODED_CHANNELS) {
      const destination = this.studio.destinations.get(channelId);
      if (destination) destination.transcoderId = transcoderId;
    }
    this.pullKeys.clear();
    for (const key of seedPullKeys()) this.pullKeys.set(key.id, key);
    this.adding.clear();
    this.#nextTranscoderId = 3;
    this.#nextPullKeyId = 3;
  }

  // Accounts

  accountsOf(userId: number, platform: string): LinkedAccount[] {
    return this.accounts.filter((account) => account.userId === userId && account.platform === platform);
  }

  /** The destinations that came from an account. */
  destinationsOf(account: LinkedAccount): Destination[] {
    return [...this.links]
      .filter(([, link]) => link.account === account.id)
      .flatMap(([channelId]) => this.studio.destinations.get(channelId) ?? []);
  }

  /**
   * Signs an account out, or removes it: either way the service can no longer act for it, so its destinations' tokens
   * stop working (a reconnect renews them); a removed one's destinations forget where they came from.
   */
  signOut(account: LinkedAccount, remove: boolean): void {
    for (const destination of this.destinationsOf(account)) {
      this.studio.setToken(destination, 'invalid');
      if (remove) this.links.delete(destination.id);
    }
    if (remove) this.accounts = this.accounts.filter((each) => each !== account);
    else account.status = 0;
  }

  /**
   * The real kind's `credentials` of a destination (SearchChannelCredentialsDto, which its sheet gives no words): the
   * account it came from, `cid` its number here and `id` its ID on the platform, `status` as "Get accounts" has it.
   * Null for one that came from no account, as the real kind sends it.
   */
  credentialsOf(destination: Destination) {
    const link = this.links.get(destination.id);
    const account = link && this.accounts.find((each) => each.id === link.account);
    if (!account) return null;
    return [{ cid: account.id, id: account.accountId, status: account.status, role: 1, personal: true, update: false }];
  }

  /** The project's destination added from this platform channel, if any. */
  connectedFrom(projectId: number, platform: Platform, channel: string): Destination | undefined {
    return [...this.links]
      .filter(([, link]) => link.channel === channel)
      .map(([channelId]) => this.studio.destinations.get(channelId))
      .find((destination) => destination?.projectId === projectId && destination.platform === platform);
  }

  /** A destination added: where it came from, if from an account. */
  added(destination: Destination, link: AccountLink | undefined): void {
    if (link) this.links.set(destination.id, link);
  }

  removed(destination: Destination): void {
    this.links.delete(destination.id);
  }

  // Transcoders

  transcodersOf(projectId: number): Transcoder[] {
    return [...this.transcoders.values()].filter((transcoder) => transcoder.projectId === projectId);
  }

  /** The project's destinations a transcoder is set on. */
  channelsOf(transcoder: Transcoder): Destination[] {
    return this.studio.destinationsOf(transcoder.projectId).filter((each) => each.transcoderId === transcoder.id);
  }

  addTranscoder(fields: Omit<Transcoder, 'id' | 'createdAt' | 'stopped' | 'delayFrom'>): Transcoder {
    const now = this.now();
    const transcoder: Transcoder = {
      ...fields,
      id: this.#nextTranscoderId++,
      createdAt: now,
      stopped: false,
      delayFrom: now,
    };
    this.transcoders.set(transcoder.id, transcoder);
    return transcoder;
  }

  /** Sets (or, with none, takes off) the transcoder a destination's stream goes through; a stopped one starts again. */
  setTranscoder(destination: Destination, transcoder: Transcoder | undefined): void {
    if (destination.transcoderId === transcoder?.id) return;
    if (transcoder === undefined) delete destination.transcoderId;
    else {
      destination.transcoderId = transcoder.id;
      transcoder.stopped = false;
    }
    this.studio.announce(destination);
  }

  /** The transcoder goes to exactly these destinations of its project. */
  setChannels(transcoder: Transcoder, channels: readonly Destination[]): void {
    for (const destination of this.channelsOf(transcoder)) {
      if (!channels.includes(destination)) this.setTranscoder(destination, undefined);
    }
    for (const destination of channels) this.setTranscoder(destination, transcoder);
  }

  deleteTranscoder(transcoder: Transcoder): void {
    for (const destination of this.channelsOf(transcoder)) this.setTranscoder(destination, undefined);
    this.transcoders.delete(transcoder.id);
  }

  /** Whether it transcodes now: not stopped, and set on a destination that is live. */
  running(transcoder: Transcoder): boolean {
    return !transcoder.stopped && this.channelsOf(transcoder).some((each) => this.studio.statusOf(each) === 'live');
  }

  /** The real kind's TranscoderState of a running transcoder: its bitrate now and its delay (grown since a reset). */
  stateOf(transcoder: Transcoder) {
    const live = this.studio.liveOf(transcoder.projectId);
    if (!live || !this.running(transcoder)) return null;
    const since = Math.max(live.startedAt, transcoder.delayFrom);
    const minutes = Math.floor((this.now() - since) / 60_000);
    const target = (transcoder.vBitrate ?? live.ingest.bitrate) + (transcoder.aBitrate ?? 0);
    return {
      status: 'active' as const,
      bitrate: target - (live.tick % 7) * 12,
      delay: transcoder.delay + Math.min(DELAY_DRIFT_MAX, minutes * DELAY_DRIFT_PER_MINUTE),
      start_at: new Date(since).toISOString(),
      source_connected: !live.paused,
      transcoder_running: true,
      target_connected: true,
    };
  }

  // Pull links

  pullKeysOf(projectId: number): PullKey[] {
    return [...this.pullKeys.values()].filter((key) => key.projectId === projectId);
  }

  addPullKey(projectId: number, transport: Transport, name: string): PullKey {
    const key: PullKey = {
      id: this.#nextPullKeyId++,
      projectId,
      uuid: randomUUID(),
      transport,
      name,
      region: PULL_SERVERS[0]!.city,
    };
    this.pullKeys.set(key.id, key);
    return key;
  }

  /** A link's state: pulled while the project is live, through a server that is up; `error` through one that is not. */
  pullStatus(key: PullKey): 'active' | 'inactive' | 'error' {
    if (!this.studio.liveOf(key.projectId)) return 'inactive';
    return PULL_SERVERS.find((server) => server.city === key.region)?.healthy === false ? 'error' : 'active';
  }

  shareUrlOf(key: PullKey): string {
    const server = PULL_SERVERS.find((each) => each.city === key.region) ?? PULL_SERVERS[0]!;
    return server.url[key.transport].replace('{{key}}', key.uuid);
  }
}
