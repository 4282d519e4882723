// The streamer's studio of the demo deployment as it changes: each project's key and recording switch, its
// destinations, and its broadcasts. Project 42 is live from the start, with ten streams before it; while a broadcast
// is live a ticker moves its numbers (deterministically, from a tick count) and every change is handed to `onChange`,
// which the realtime endpoint publishes.
import { randomBytes } from 'node:crypto';
import { type StreamEvent, streamEvents } from './broadcast-events.ts';
import { PAST_STREAMS, type PastStream } from './broadcast-history.ts';
import { pushBounded, setBounded } from '../bounded.ts';
import { RealtimeTokens } from './realtime-tokens.ts';
import {
  type ChannelStatus,
  type Destination,
  LIVE_BROADCAST_ID,
  LIVE_PROJECT_ID,
  LIVE_STREAM_ID,
  type OauthPlatform,
  type Platform,
  type TokenStatus,
  broadcastChannel,
  projectChannel,
  seedDestinations,
  streamKeyOf,
} from './studio-seed.ts';

/** What an oauth start is for: the platform, the project and the account that started it. */
export type OauthStart = { platform: OauthPlatform; projectId: number; userId: number };

export type Counters = { viewers: number; messages: number; likes: number };
export type Ingest = { bitrate: number; fps: number; resolution: string };
type Sample = { time: number; bitrate: number; viewers: number };

/**
 * A restream's ID: the broadcast's, times this, plus the order it joined in. The same destination keeps its restream
 * through a broadcast (switched off and on again), and no two broadcasts' restreams share an ID.
 */
const RESTREAM_ID_STEP = 100_000;

export type Broadcast = {
  projectId: number;
  broadcastId: number;
  streamId: number;
  startedAt: number;
  endedAt: number | undefined;
  tick: number;
  ingest: Ingest;
  counters: Map<number, Counters>;
  /** The most viewers each destination had at once during the broadcast. */
  peaks: Map<number, number>;
  /** Each destination that took part, and its restream's ID in this broadcast (in the order they joined). */
  restreams: Map<number, number>;
  /** When each destination first took part. */
  joinedAt: Map<number, number>;
  /** Destinations switched on during the broadcast show `pending` until this tick. */
  pendingUntil: Map<number, number>;
  /** Paused by "Pause stream" until "Play stream". */
  paused: boolean;
  /** How many times the encoder reconnected. */
  reconnects: number;
  samples: Sample[];
  events: StreamEvent[];
};

/** What changed, for the realtime endpoint: the channels to publish on and what to say. */
export type Change = { channels: string[]; data: Record<string, unknown> };

export const TICK_MS = 2000;
const BACKFILL_SAMPLES = 120;
const BACKFILL_STEP_MS = 10_000;
const MAX_SAMPLES = 10_000;
/** A broadcast's events a switch, a pause or a play adds: the latest are kept. */
const MAX_EVENTS = 1_000;
/** OAuth starts waiting at once: anyone signed in may start one, so past this the oldest goes. */
const MAX_OAUTH_STARTS = 5_000;

// Smooth, repeatable waves: the same tick always gives the same numbers, so a test can reason about them.
const wave = (tick: number, period: number, amplitude: number) => Math.round(amplitude * Math.sin(tick / period));

function ingestAt(tick: number): Ingest {
  return {
    bitrate: 6000 + wave(tick, 3, 350) + ((tick * 37) % 101) - 50,
    fps: tick % 10 === 7 ? 59 : 60,
    resolution: '1920x1080',
  };
}

function viewersAt(channelId: number, tick: number): number {
  return Math.max(0, 40 + (channelId % 7) * 35 + wave(tick + channelId, 4, 25) + Math.floor(tick / 5));
}

/** How long an oauth start can be completed, as a platform's consent is given in minutes, not days. */
export const OAUTH_STATE_MS = 10 * 60_000;

export class StudioState {
  readonly records = new Map<number, { record: boolean }>();
  readonly destinations = new Map<number, Destination>();
  readonly broadcasts = new Map<number, Broadcast>();
  /** Destinations added through oauth that were never switched on yet show `init`. */
  readonly fresh = new Set<number>();
  onChange: (change: Change) => void = () => {};
  /** Off: the numbers stay as they are (tests that set them). */
  ticking = true;
  #nextBroadcastId = LIVE_BROADCAST_ID + 1;
  #nextStreamId = LIVE_STREAM_ID + 1;
  #nextChannelId = 200;
  /** Oauth starts not yet completed, by their `state`: what completing one connects, and when it was started. */
  readonly #oauth = new Map<string, OauthStart & { startedAt: number }>();
  readonly realtime: RealtimeTokens;

  constructor(
    readonly now: () => number,
    private readonly realtimeTtlSeconds: number,
  ) {
    this.realtime = new RealtimeTokens(now, realtimeTtlSeconds);
    this.reset();
  }

  reset(): void {
    this.records.clear();
    this.destinations.clear();
    this.broadcasts.clear();
    this.fresh.clear();
    this.ticking = true;
    this.#oauth.clear();
    this.realtime.ttlSeconds = this.realtimeTtlSeconds;
    for (const destination of seedDestinations()) this.destinations.set(destination.id, destination);
    this.#nextBroadcastId = LIVE_BROADCAST_ID + 1;
    this.#nextStreamId = LIVE_STREAM_ID + 1;
    this.#nextChannelId = 200;
    const now = this.now();
    this.#seedPast(now);
    const live = this.#newBroadcast(
      LIVE_PROJECT_ID,
      LIVE_BROADCAST_ID,
      LIVE_STREAM_ID,
      now - BACKFILL_SAMPLES * BACKFILL_STEP_MS,
    );
    for (const destination of this.destinationsOf(LIVE_PROJECT_ID)) {
      if (destination.active) this.#join(live, destination.id, live.startedAt);
    }
    for (let i = 0; i < BACKFILL_SAMPLES; i += 1)
      this.#sample(live, live.startedAt + i * BACKFILL_STEP_MS, i - BACKFILL_SAMPLES);
    live.tick = 0;
    this.#advance(live);
  }

  /**
   * The newer description's GetStreamKeyResponse: the key, recording, how long the stream guard waits, and the service
   * videos shown while the stream pauses or is lost (none chosen in the demo).
   */
  keyOf(projectId: number) {
    let record = this.records.get(projectId);
    if (!record) this.records.set(projectId, (record = { record: false }));
    return { key: streamKeyOf(projectId), ...record };
  }

  setRecord(projectId: number, record: boolean) {
    this.keyOf(projectId);
    this.records.get(projectId)!.record = record;
    this.onChange({ channels: [projectChannel(projectId)], data: { type: 'record', record } });
    return this.keyOf(projectId);
  }

  destinationsOf(projectId: number): Destination[] {
    return [...this.destinations.values()].filter((destination) => destination.projectId === projectId);
  }

  liveOf(projectId: number): Broadcast | undefined {
    return [...this.broadcasts.values()].find((b) => b.projectId === projectId && b.endedAt === undefined);
  }

  /** The live broadcast, else the one that ended last. */
  latestOf(projectId: number): Broadcast | undefined {
    const mine = [...this.broadcasts.values()].filter((b) => b.projectId === projectId);
    return this.liveOf(projectId) ?? mine.sort((a, b) => (b.endedAt ?? 0) - (a.endedAt ?? 0))[0];
  }

  statusOf(destination: Destination): ChannelStatus {
    if (this.fresh.has(destination.id)) return 'init';
    if (!destination.active) return 'offline';
    const live = this.liveOf(destination.projectId);
    if (!live) return 'offline';
    if (destination.tokenStatus === 'invalid') return 'error';
    if (destination.refuses) return destination.refuses;
    if ((live.pendingUntil.get(destination.id) ?? 0) > live.tick) return 'pending';
    return 'live';
  }

  /** Switches a destination on or off; the caller has checked the token allows it. */
  setActive(destination: Destination, active: boolean): void {
    destination.active = active;
    this.fresh.delete(destination.id);
    const live = this.liveOf(destination.projectId);
    if (live && active) {
      live.pendingUntil.set(destination.id, live.tick + 1);
      this.#join(live, destination.id);
    }
    if (live)
      pushBounded(
        live.events,
        (active ? streamEvents.switchedOn : streamEvents.switchedOff)(destination)(this.now()),
        MAX_EVENTS,
      );
    this.#changed(destination.projectId, { type: 'channel', channel_id: destination.id, active });
  }

  setToken(destination: Destination, tokenStatus: TokenStatus): void {
    destination.tokenStatus = tokenStatus;
    this.#changed(destination.projectId, { type: 'channel', channel_id: destination.id, token_status: tokenStatus });
  }

  setSettings(destination: Destination, settings: Record<string, unknown>): void {
    Object.assign(destination.settings, settings);
    if (typeof settings.name === 'string') destination.name = settings.name;
    this.#changed(destination.projectId, { type: 'channel', channel_id: destination.id });
  }

  addDestination(projectId: number, platform: Platform, name = `New ${platform} channel`): Destination {
    const destination: Destination = {
      id: this.#nextChannelId++,
      projectId,
      platform,
      name,
      active: false,
      tokenStatus: 'valid',
      refuses: undefined,
      settings: {},
    };
    this.destinations.set(destination.id, destination);
    this.fresh.add(destination.id);
    this.#changed(projectId, { type: 'channel', channel_id: destination.id });
    return destination;
  }

  /**
   * Removes a destination. It leaves the live broadcast too, as if it had never joined: its restream can no longer be
   * written to, and the broadcasts that ended keep what it did.
   */
  removeDestination(destination: Destination): void {
    this.destinations.delete(destination.id);
    this.fresh.delete(destination.id);
    const live = this.liveOf(destination.projectId);
    if (live) {
      for (const of of [live.restreams, live.counters, live.pendingUntil, live.joinedAt, live.peaks]) {
        of.delete(destination.id);
      }
    }
    this.#changed(destination.projectId, { type: 'channel', channel_id: destination.id, removed: true });
  }

  /** Says a destination changed in a way the studio does not keep itself (its transcoder). */
  announce(destination: Destination): void {
    this.#changed(destination.projectId, { type: 'channel', channel_id: destination.id });
  }

  /** An oauth start: the `state` its loopback page completes it with, within OAUTH_STATE_MS. */
  startOauth(pending: OauthStart): string {
    const now = this.now();
    // Starts never completed are forgotten once they can no longer be: the map does not grow without end.
    for (const [state, { startedAt }] of this.#oauth) if (now - startedAt > OAUTH_STATE_MS) this.#oauth.delete(state);
    const state = randomBytes(12).toString('base64url');
    setBounded(this.#oauth, state, { ...pending, startedAt: now }, MAX_OAUTH_STARTS);
    return state;
  }

  /**
   * Takes an oauth start to complete it (once, in time): what it was started for, or undefined for a state that was
   * never given, is of another platform, was taken already or came too late.
   */
  takeOauth(platform: string, state: string): OauthStart | undefined {
    const pending = this.#oauth.get(state);
    if (!pending || pending.platform !== platform) return undefined;
    this.#oauth.delete(state);
    if (this.now() - pending.startedAt > OAUTH_STATE_MS) return undefined;
    return { platform: pending.platform, projectId: pending.projectId, userId: pending.userId };
  }

  /** Starts a new broadcast of the project; false when one is live already. */
  start(projectId: number): Broadcast | undefined {
    if (this.liveOf(projectId)) return undefined;
    const broadcast = this.#newBroadcast(projectId, this.#nextBroadcastId++, this.#nextStreamId++, this.now());
    for (const destination of this.destinationsOf(projectId)) {
      if (!destination.active) continue;
      broadcast.pendingUntil.set(destination.id, 1);
      this.#join(broadcast, destination.id);
    }
    this.#sampleNow(broadcast);
    const data = { type: 'stream_started', broadcast_id: broadcast.broadcastId };
    this.onChange({ channels: [projectChannel(projectId)], data });
    return broadcast;
  }

  /** Ends the project's live broadcast; false when none is live. */
  end(projectId: number): Broadcast | undefined {
    const live = this.liveOf(projectId);
    if (!live) return undefined;
    live.endedAt = this.now();
    live.paused = false;
    live.events.push(streamEvents.ended(live.endedAt));
    const data = { type: 'stream_ended', broadcast_id: live.broadcastId };
    this.onChange({ channels: [projectChannel(projectId), broadcastChannel(live.broadcastId)], data });
    return live;
  }

  /**
   * Pauses or plays the live broadcast ("Pause stream", "Play stream"): the state the live status reads. Asking for
   * the state it is in already changes nothing.
   */
  setPaused(broadcast: Broadcast, paused: boolean): void {
    if (broadcast.endedAt !== undefined || broadcast.paused === paused) return;
    broadcast.paused = paused;
    pushBounded(broadcast.events, (paused ? streamEvents.paused : streamEvents.played)(this.now()), MAX_EVENTS);
    const data = { type: paused ? 'stream_paused' : 'stream_played', broadcast_id: broadcast.broadcastId };
    this.onChange({ channels: [projectChannel(broadcast.projectId), broadcastChannel(broadcast.broadcastId)], data });
  }

  /** Sets the live numbers (tests); those not given stay. */
  setNumbers(
    projectId: number,
    ingest: Partial<Ingest>,
    counters: Map<number, Partial<Counters>>,
  ): Broadcast | undefined {
    const live = this.liveOf(projectId);
    if (!live) return undefined;
    Object.assign(live.ingest, ingest);
    for (const [channelId, values] of counters) {
      live.counters.set(channelId, {
        ...(live.counters.get(channelId) ?? { viewers: 0, messages: 0, likes: 0 }),
        ...values,
      });
      this.#peak(live, channelId, live.counters.get(channelId)!.viewers);
    }
    this.#sampleNow(live);
    this.#statsChanged(live);
    return live;
  }

  /** One step of every live broadcast: new numbers, a sample, and a publication. */
  tick(): void {
    if (!this.ticking) return;
    for (const broadcast of this.broadcasts.values()) {
      if (broadcast.endedAt !== undefined) continue;
      broadcast.tick += 1;
      this.#advance(broadcast);
      this.#sampleNow(broadcast);
      this.#statsChanged(broadcast);
    }
  }

  /** The counters of a destination in a broadcast, zero when it is not live there. */
  countersOf(broadcast: Broadcast, channelId: number): Counters {
    return broadcast.counters.get(channelId) ?? { viewers: 0, messages: 0, likes: 0 };
  }

  seriesOf(broadcast: Broadcast) {
    return {
      timeLine: broadcast.samples.map((sample) => sample.time),
      bitrate: broadcast.samples.map((sample) => sample.bitrate),
      viewers: broadcast.samples.map((sample) => sample.viewers),
    };
  }

  byStream(streamId: number): Broadcast | undefined {
    return [...this.broadcasts.values()].find((broadcast) => broadcast.streamId === streamId);
  }

  #newBroadcast(projectId: number, broadcastId: number, streamId: number, startedAt: number): Broadcast {
    const broadcast: Broadcast = {
      projectId,
      broadcastId,
      streamId,
      startedAt,
      endedAt: undefined,
      tick: 0,
      ingest: ingestAt(0),
      counters: new Map(),
      peaks: new Map(),
      restreams: new Map(),
      joinedAt: new Map(),
      pendingUntil: new Map(),
      paused: false,
      reconnects: 0,
      samples: [],
      events: [streamEvents.started(startedAt)],
    };
    this.broadcasts.set(broadcastId, broadcast);
    return broadcast;
  }

  /** A destination takes part in the broadcast: its restream gets an ID, kept for the rest of the broadcast. */
  #join(broadcast: Broadcast, channelId: number, at = this.now()): void {
    if (broadcast.restreams.has(channelId)) return;
    broadcast.restreams.set(channelId, broadcast.broadcastId * RESTREAM_ID_STEP + broadcast.restreams.size + 1);
    broadcast.joinedAt.set(channelId, at);
  }

  #peak(broadcast: Broadcast, channelId: number, viewers: number): void {
    broadcast.peaks.set(channelId, Math.max(broadcast.peaks.get(channelId) ?? 0, viewers));
  }

  /** Project 42's streams before the live one, each sampled every minute, with its restreams, peaks and events. */
  #seedPast(now: number): void {
    for (const stream of PAST_STREAMS) this.#seedStream(now - stream.startedAgoMs, stream);
  }

  #seedStream(startedAt: number, stream: PastStream): void {
    const past = this.#newBroadcast(LIVE_PROJECT_ID, stream.broadcastId, stream.streamId, startedAt);
    const minute = (at: number) => startedAt + at * 60_000;
    const named = (channelId: number) => this.destinations.get(channelId)!;
    for (const channelId of [...stream.live, ...stream.refused.map((refused) => refused.channelId)]) {
      this.#join(past, channelId, startedAt);
    }
    for (let i = 0; i <= stream.minutes; i += 1) {
      const tick = stream.tickOffset + i * stream.tickStep;
      this.#sample(past, minute(i), tick, stream.live);
      for (const channelId of stream.live) this.#peak(past, channelId, viewersAt(channelId, tick));
    }
    for (const channelId of stream.live) {
      past.counters.set(channelId, {
        viewers: 0,
        messages: stream.minutes * (2 + (channelId % 3)),
        likes: stream.minutes + (channelId % 5) * 4,
      });
    }
    const events = [
      ...stream.refused.map(({ channelId, minute: at }) => streamEvents.refused(named(channelId))(minute(at))),
      ...stream.reconnects.map((at) => streamEvents.reconnected(minute(at))),
    ];
    past.events.push(...events.sort((a, b) => a.time - b.time));
    past.reconnects = stream.reconnects.length;
    past.ingest = ingestAt(stream.tickOffset + stream.minutes * stream.tickStep);
    past.endedAt = minute(stream.minutes);
    past.events.push(streamEvents.ended(past.endedAt));
  }

  #advance(broadcast: Broadcast): void {
    broadcast.ingest = ingestAt(broadcast.tick);
    for (const destination of this.destinationsOf(broadcast.projectId)) {
      const counters = this.countersOf(broadcast, destination.id);
      if (this.statusOf(destination) !== 'live') {
        broadcast.counters.set(destination.id, { ...counters, viewers: 0 });
        continue;
      }
      broadcast.counters.set(destination.id, {
        viewers: viewersAt(destination.id, broadcast.tick),
        messages: counters.messages + (broadcast.tick % 3) + (destination.id % 2),
        likes: counters.likes + (broadcast.tick % 2),
      });
      this.#peak(broadcast, destination.id, viewersAt(destination.id, broadcast.tick));
    }
  }

  /**
   * A sample of what the broadcast's numbers would have been at a tick: its history before the server started. Its
   * viewers are those of the destinations named, else of those that are on and not refused now.
   */
  #sample(broadcast: Broadcast, time: number, tick: number, live?: readonly number[]): void {
    const channels =
      live ??
      this.destinationsOf(broadcast.projectId)
        .filter((destination) => destination.active && destination.refuses === undefined)
        .map((destination) => destination.id);
    const viewers = channels.reduce((sum, channelId) => sum + viewersAt(channelId, tick), 0);
    broadcast.samples.push({ time, bitrate: ingestAt(tick).bitrate, viewers });
  }

  /** A sample of the broadcast's numbers now; a long-running demo keeps the latest MAX_SAMPLES. */
  #sampleNow(broadcast: Broadcast): void {
    let viewers = 0;
    for (const counters of broadcast.counters.values()) viewers += counters.viewers;
    broadcast.samples.push({ time: this.now(), bitrate: broadcast.ingest.bitrate, viewers });
    if (broadcast.samples.length > MAX_SAMPLES) broadcast.samples.splice(0, broadcast.samples.length - MAX_SAMPLES);
  }

  #statsChanged(broadcast: Broadcast): void {
    const data = { type: 'stats', broadcast_id: broadcast.broadcastId };
    this.onChange({ channels: [broadcastChannel(broadcast.broadcastId)], data });
  }

  #changed(projectId: number, data: Record<string, unknown>): void {
    const live = this.liveOf(projectId);
    const channels = [projectChannel(projectId), ...(live ? [broadcastChannel(live.broadcastId)] : [])];
    this.onChange({ channels, data });
  }
}
