// The chat of the demo's broadcasts, as the Chat gateway keeps it: each broadcast's messages (read from its
// restreams' platforms, or sent through the service to them), a key per project that the gateway's operations take,
// and what the control surface changes (the timer, a platform that refuses sends, a project without a key). Every new
// or removed message is published on the broadcast's chat channel, in the shape the newer description gives its
// typed publications: `{event, payload}`, the payload the message as the gateway answers it.
import { createHmac, randomBytes } from 'node:crypto';
import type { Language } from '../messages.ts';
import { SEEDED_MESSAGES, SEEDED_STEP_MS, chatAuthor, chatLine } from './chat-seed.ts';
import { chatWords } from './chat-words.ts';
import { LIVE_PROJECT_ID, PLATFORM_NAMES, type Platform, chatOf } from './studio-seed.ts';
import type { Broadcast, StudioState } from './studio-state.ts';

type Text = Record<Language, string>;

export type ChatSender = { id: string; name: string };

/** Where a message went (or came from): its restream, the platform's own ID of it, or why the platform refused it. */
export type ChatDelivery = {
  id: string | null;
  restreamId: number;
  platform: Platform;
  createdAt: number;
  error?: Text;
};

export type ChatMessage = {
  eventId: string;
  broadcastId: number;
  text: string;
  sender: ChatSender;
  createdAt: number;
  outgoing: boolean;
  /** The `id` a send gave it: the same `id` sent again is this message, not a new one. */
  clientId?: string;
  restreams: ChatDelivery[];
};

/** The chat channel of a broadcast, named as the realtime catalog lists it. */
export const chatChannel = (broadcastId: number) => `$chat:${broadcastId}`;

/** The latest messages "List history message" answers, oldest first; `total` counts all kept. */
export const HISTORY_LIMIT = 100;
/** A broadcast keeps this many messages: a long-running demo does not grow without end. */
const MAX_KEPT = 2000;
/**
 * The sender's own ID of a message, kept with it (a send repeated with it is answered as sent): the real kind gives
 * no limit, and a broadcast keeps 2,000 messages, so a send takes what a client's ID needs (a UUID is 36).
 */
export const CLIENT_ID_MAX = 128;

/** A message as the gateway answers it (MessageResponseDto), the refusals' words in `language`. */
export function messageAnswer(message: ChatMessage, language: Language) {
  return {
    event_id: message.eventId,
    restreams: message.restreams.map((delivery) => ({
      id: delivery.id,
      restream_id: delivery.restreamId,
      platform: delivery.platform,
      created_at: new Date(delivery.createdAt).toISOString(),
      ...(delivery.error === undefined ? {} : { error: delivery.error[language] }),
    })),
    entities: [{ type: 'text', text: message.text }],
    text: message.text,
    sender: { ...message.sender },
    created_at: new Date(message.createdAt).toISOString(),
    broadcast_id: message.broadcastId,
    is_outgoing: message.outgoing,
  };
}

export class ChatState {
  /** Keys are derived from this, so a project's key stays the same across resets of this process. */
  readonly #secret = randomBytes(32);
  readonly #messages = new Map<number, ChatMessage[]>();
  /** The last message number of each broadcast's chat: a removed message's ID is never given again. */
  readonly #numbers = new Map<number, number>();
  #count = 0;
  #sequence = 0;
  /** Off: no message arrives by itself (tests that count them). */
  ticking = true;
  /** Platforms whose sends are refused, with the words the refusal says. */
  readonly refusals = new Map<Platform, Text>();
  /** Projects whose "Get chat key" is refused as if chat were not part of their plan. */
  readonly keyless = new Set<number>();

  constructor(private readonly studio: StudioState) {}

  reset(): void {
    this.#messages.clear();
    this.#numbers.clear();
    this.#count = 0;
    this.#sequence = 0;
    this.ticking = true;
    this.refusals.clear();
    this.keyless.clear();
    const live = this.studio.liveOf(LIVE_PROJECT_ID);
    if (!live) return;
    const start = this.studio.now() - SEEDED_MESSAGES * SEEDED_STEP_MS;
    for (let i = 0; i < SEEDED_MESSAGES; i += 1) {
      const at = start + i * SEEDED_STEP_MS;
      if (i === SEEDED_MESSAGES / 2) {
        const restreams = this.#readable(live).map(([, restreamId]) => restreamId);
        this.#send(live, { id: '1', name: 'Demo Streamer' }, 'Welcome, everyone! Thanks for coming', restreams, at);
      } else this.#incoming(live, at, false);
    }
  }

  keyOf(projectId: number): string {
    return `chat_${createHmac('sha256', this.#secret).update(`chat:${projectId}`).digest('base64url').slice(0, 32)}`;
  }

  /** The project of `key` among the ones given (the account's): another's key is not found. */
  projectOfKey(key: string, projects: Iterable<number>): number | undefined {
    for (const projectId of projects) if (this.keyOf(projectId) === key) return projectId;
    return undefined;
  }

  messagesOf(broadcastId: number): readonly ChatMessage[] {
    return this.#messages.get(broadcastId) ?? [];
  }

  find(broadcastId: number, eventId: string): ChatMessage | undefined {
    return this.messagesOf(broadcastId).find((message) => message.eventId === eventId);
  }

  /** A message from a viewer of one of the live broadcast's platforms, now (or by the timer). */
  arrive(broadcast: Broadcast, from?: { platform?: Platform; name?: string; text?: string }): ChatMessage | undefined {
    return this.#incoming(broadcast, this.studio.now(), true, from);
  }

  /**
   * Sends a message to the restreams named, each answering for itself: delivered (the platform's ID of it) or refused
   * with the reason — the platform's chat cannot be written, the channel is off or its token invalid, or the platform
   * refuses (the control surface). A message sent again with the same `id` is answered as it was, not sent twice.
   */
  send(broadcast: Broadcast, sender: ChatSender, text: string, restreams: readonly number[], clientId: string) {
    const again = this.messagesOf(broadcast.broadcastId).find((message) => message.clientId === clientId);
    if (again) return again;
    const message = this.#send(broadcast, sender, text, restreams, this.studio.now());
    message.clientId = clientId;
    this.#publish(message, 'message_created');
    return message;
  }

  remove(broadcastId: number, eventId: string): ChatMessage | undefined {
    const messages = this.#messages.get(broadcastId) ?? [];
    const index = messages.findIndex((message) => message.eventId === eventId);
    if (index < 0) return undefined;
    const [removed] = messages.splice(index, 1);
    this.#publish(removed!, 'message_deleted');
    return removed;
  }

  /** One message in the chat of every live broadcast whose platforms have one. */
  tick(): void {
    if (!this.ticking) return;
    for (const broadcast of this.studio.broadcasts.values()) {
      if (broadcast.endedAt === undefined) this.#incoming(broadcast, this.studio.now(), true);
    }
  }

  /** The broadcast's restreams whose destination is on and whose platform has a chat: `[channel, restream]`. */
  #readable(broadcast: Broadcast): [number, number][] {
    return [...broadcast.restreams].filter(([channelId]) => {
      const destination = this.studio.destinations.get(channelId);
      return destination !== undefined && destination.active && chatOf(destination.platform);
    });
  }

  #incoming(
    broadcast: Broadcast,
    at: number,
    publish: boolean,
    from: { platform?: Platform; name?: string; text?: string } = {},
  ): ChatMessage | undefined {
    const readable = this.#readable(broadcast);
    const count = this.#count++;
    const sources = readable.filter(([channelId]) => {
      const platform = this.studio.destinations.get(channelId)!.platform;
      return from.platform === undefined || platform === from.platform;
    });
    const source = sources[count % Math.max(1, sources.length)];
    if (!source) return undefined;
    const [channelId, restreamId] = source;
    const platform = this.studio.destinations.get(channelId)!.platform;
    const author = chatAuthor(platform, count);
    const message = this.#kept(broadcast, {
      text: from.text ?? chatLine(count),
      sender: from.name === undefined ? author : { id: author.id, name: from.name },
      createdAt: at,
      outgoing: false,
      restreams: [{ id: `${platform}-msg-${count + 1}`, restreamId, platform, createdAt: at }],
    });
    if (publish) this.#publish(message, 'message_created');
    return message;
  }

  #send(broadcast: Broadcast, sender: ChatSender, text: string, restreams: readonly number[], at: number) {
    const byRestream = new Map([...broadcast.restreams].map(([channelId, restreamId]) => [restreamId, channelId]));
    const deliveries = restreams.map((restreamId): ChatDelivery => {
      const destination = this.studio.destinations.get(byRestream.get(restreamId)!)!;
      const { platform } = destination;
      const refused = (error: Text): ChatDelivery => ({ id: null, restreamId, platform, createdAt: at, error });
      if (!chatOf(platform)) return refused(chatWords.cannotWrite(PLATFORM_NAMES[platform]));
      if (!destination.active) return refused(chatWords.channelOff(destination.name));
      if (destination.tokenStatus === 'invalid') return refused(chatWords.tokenInvalid(destination.name));
      const refusal = this.refusals.get(platform);
      if (refusal) return refused(refusal);
      this.#sequence += 1;
      return { id: `${platform}-out-${this.#sequence}`, restreamId, platform, createdAt: at };
    });
    return this.#kept(broadcast, { text, sender, createdAt: at, outgoing: true, restreams: deliveries });
  }

  #kept(broadcast: Broadcast, message: Omit<ChatMessage, 'eventId' | 'broadcastId'>): ChatMessage {
    let messages = this.#messages.get(broadcast.broadcastId);
    if (!messages) this.#messages.set(broadcast.broadcastId, (messages = []));
    const number = (this.#numbers.get(broadcast.broadcastId) ?? 0) + 1;
    this.#numbers.set(broadcast.broadcastId, number);
    // 24 hex digits, as the service's other event IDs: the broadcast's, then the message's number in it.
    const eventId = `${broadcast.broadcastId.toString(16).padStart(8, '0')}${number.toString(16).padStart(16, '0')}`;
    const kept: ChatMessage = { eventId, broadcastId: broadcast.broadcastId, ...message };
    messages.push(kept);
    if (messages.length > MAX_KEPT) messages.splice(0, messages.length - MAX_KEPT);
    return kept;
  }

  /** A publication goes to every subscriber whatever their language: a refusal's words are in English there. */
  #publish(message: ChatMessage, event: 'message_created' | 'message_deleted'): void {
    const payload = messageAnswer(message, 'en');
    this.studio.onChange({ channels: [chatChannel(message.broadcastId)], data: { event, payload } });
  }
}
