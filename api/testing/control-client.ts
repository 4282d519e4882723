import type { AccountKey } from '../accounts.ts';
import type { Fault } from '../fault-injection.ts';
import type { NotifyItem } from '../notify-kinds.ts';
import type { LogEntry } from '../request-log.ts';

// Drives the contract API's test-only control surface over HTTP (faults, TTL, token expiry, request log).

// The wire shapes are the service's own types, so the client cannot drift from what the control surface accepts.
export type { Fault, Operation } from '../fault-injection.ts';
export type { LogEntry } from '../request-log.ts';

export type StreamState = { projectId: number; broadcastId: number; streamId: number; live: boolean };
export type LiveNumbers = {
  projectId?: number;
  bitrate?: number;
  fps?: number;
  resolution?: string;
  /** By channel ID. */
  channels?: Record<number, { viewers?: number; messages?: number; likes?: number }>;
  ticking?: boolean;
};
export type RealtimeLog = {
  publications: { channel: string; data: unknown; time: number; delivered: number }[];
  refreshes: { connection: number; subscription: number };
  subscribers: Record<string, number>;
  tokenTtlSeconds: number;
  pingSeconds: number;
};

/**
 * A project's money as the control surface sets it: balances and currency outright (no money-flow entry), and how
 * long a new top-up stays pending (`settleMs`, for every project; null: until `settlePayment`). `projectId` may be
 * left out when only `settleMs` is given.
 */
export type MoneySettings = {
  projectId?: number;
  payment?: number;
  bonus?: number;
  profit?: number;
  currency?: 'rub' | 'usd';
  settleMs?: number | null;
};
/** What the control surface answers: the project's balances now (when one was named) and the settle delay. */
export type MoneyState = {
  payment?: number;
  bonus?: number;
  profit?: number;
  currency?: 'rub' | 'usd';
  settleMs: number | null;
};

/**
 * The chat as the control surface sets it: whether its timer adds messages, platforms whose sends are refused with
 * the words given (the same in every language; "" for the service's own words, null to stop refusing), and the
 * projects whose "Get chat key" is refused (the list replaces the one before).
 */
export type ChatSettings = {
  ticking?: boolean;
  refusals?: Record<string, string | null>;
  keyAbsent?: number[];
};
export type ChatState = { ticking: boolean; refusals: Record<string, string>; keyAbsent: number[] };
/** A viewer's message the control surface makes arrive now in a project's live chat (42's unless named). */
export type ArrivingMessage = { projectId?: number; platform?: string; author?: string; text?: string };

/** A notification the control surface adds: a text given once stands in every language. */
export type NewNotification = {
  account?: AccountKey;
  project_id?: number;
  category?: 'important' | 'stream';
  title?: string;
  text?: string;
};

export class Control {
  constructor(readonly baseUrl: string) {}

  private async call(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`control ${method} ${path} answered ${response.status}: ${await response.text()}`);
    const text = await response.text();
    return text ? JSON.parse(text) : null;
  }

  reset = () => this.call('POST', '/__control/reset');
  fault = (fault: Fault) => this.call('POST', '/__control/faults', fault);
  clearFaults = () => this.call('DELETE', '/__control/faults');
  setAccessTtl = (accessTtlSeconds: number) => this.call('POST', '/__control/config', { accessTtlSeconds });
  expireAccess = () => this.call('POST', '/__control/expire-access');
  revoke = (refreshToken?: string) => this.call('POST', '/__control/revoke', refreshToken ? { refreshToken } : {});
  clearLog = () => this.call('DELETE', '/__control/log');

  /** Ends the live stream of project 42 (or another project); its analytics then hold the whole stream. */
  endStream = (projectId?: number) =>
    this.call('POST', '/__control/stream/end', projectId ? { projectId } : {}) as Promise<StreamState>;
  /** Starts a new stream of project 42 (or another project), with a new broadcast and stream ID. */
  startStream = (projectId?: number) =>
    this.call('POST', '/__control/stream/start', projectId ? { projectId } : {}) as Promise<StreamState>;
  /** Adds `count` destinations (YouTube ones, unless another platform of the list is named) to project 42 (or another). */
  addChannels = (count: number, projectId = 42, platform?: string) =>
    this.call('POST', '/__control/channels', { projectId, count, ...(platform === undefined ? {} : { platform }) });
  /**
   * Makes platforms take new channels or not (`is_adding` and their add operation), by the list's `type`; null puts
   * one back as listed. Answers the platforms set apart from the list (reset clears them).
   */
  setAdding = (adding: Record<string, boolean | null>) =>
    this.call('POST', '/__control/setup', { adding }) as Promise<{ adding: Record<string, boolean> }>;
  /** Sets the state of a destination's platform token. */
  setChannelToken = (channelId: number, tokenStatus: 'unused' | 'invalid' | 'deprecated' | 'valid') =>
    this.call('POST', '/__control/channel-token', { channelId, tokenStatus });
  /** Sets the live numbers of project 42's stream (and publishes them); `ticking: false` stops them moving by themselves. */
  setLive = (numbers: LiveNumbers) => this.call('POST', '/__control/live', numbers);
  /** The realtime tokens' lifetime, the endpoint's ping interval and how long it waits for a connect, in seconds. */
  setRealtime = (settings: { tokenTtlSeconds?: number; pingSeconds?: number; connectDeadlineSeconds?: number }) =>
    this.call('POST', '/__control/realtime', settings);
  /** What the realtime endpoint published (and to how many subscribers), refreshes it accepted, subscriptions open. */
  realtime = () => this.call('GET', '/__control/realtime') as Promise<RealtimeLog>;
  clearRealtime = () => this.call('DELETE', '/__control/realtime');
  /** Sets the chat: its timer, platforms refusing sends, projects without a chat key (reset restores them). */
  chat = (settings: ChatSettings) => this.call('POST', '/__control/chat', settings) as Promise<ChatState>;
  /** A viewer's message arriving now (published on the chat channel); answers it as "Get one message" does. */
  chatMessage = (message: ArrivingMessage = {}) =>
    this.call('POST', '/__control/chat/messages', message) as Promise<Record<string, unknown>>;
  /** Adds an unread notification to an account's cabinet (the demo account's first project's, unless named). */
  notify = (notice: NewNotification = {}) => this.call('POST', '/__control/notify', notice) as Promise<NotifyItem>;
  /** Sets a project's balances and currency, and/or how long new top-ups stay pending (3 s unless set; reset restores). */
  money = (settings: MoneySettings) => this.call('POST', '/__control/money', settings) as Promise<MoneyState>;
  /** Settles a payment by hand: a pending top-up paid (credited) or canceled; a paid one canceled (returned). */
  settlePayment = (paymentId: number, status: 'paid' | 'canceled') =>
    this.call('POST', '/__control/payment', { paymentId, status }) as Promise<{
      paymentId: number;
      projectId: number;
      status: 'pending' | 'paid' | 'canceled';
    }>;

  /** How long a video's processing takes (null: until `finishVideo`; reset restores 4 s). */
  videos = (settings: { processingMs?: number | null }) =>
    this.call('POST', '/__control/videos', settings) as Promise<{ processingMs: number | null }>;
  /**
   * Ends a service video's (`mediaId`) or an upload's (`videoId`) processing now, published on its channel: ready
   * (`success` for a service video, `ready` for an upload, the default), or failed (`error`).
   */
  finishVideo = (which: { mediaId: number } | { videoId: number }, status?: 'success' | 'ready' | 'error') =>
    this.call('POST', '/__control/videos/finish', { ...which, ...(status === undefined ? {} : { status }) }) as Promise<
      Record<string, unknown>
    >;

  /** A refresh token of the demo account (project 42's owner), or of another seeded account (api/accounts.ts). */
  async mintRefreshToken(account?: AccountKey): Promise<string> {
    const body = account === undefined ? undefined : { account };
    return ((await this.call('POST', '/__control/tokens', body)) as { refreshToken: string }).refreshToken;
  }

  /** `/method/*` requests the service received (preflights left out). */
  async log(): Promise<LogEntry[]> {
    const { entries } = (await this.call('GET', '/__control/log')) as { entries: LogEntry[] };
    return entries.filter((entry) => entry.method !== 'OPTIONS');
  }

  async requests(path: string): Promise<LogEntry[]> {
    return (await this.log()).filter((entry) => entry.path === path);
  }
}
