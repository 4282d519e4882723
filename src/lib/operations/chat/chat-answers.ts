// Reading the chat's answers as the service gives them, by the field names the real kind uses: its key, its messages
// (MessageResponseDto), the restreams a message can go to, which platforms' chats can be read and written, the
// realtime catalog's chat channel and what that channel publishes. A value is taken only of the kind it claims; what
// the page cannot read is left out, never guessed.

import { InvalidResponseError } from '../../api/errors.ts';
import { record, text } from '../../service-description/answer-fields.ts';
import { listShape, readListPage } from '../../service-description/list-page.ts';
import type { Schema } from '../../service-description/schema.ts';
import { readId } from '../broadcast/live-answers.ts';

type Json = Record<string, unknown>;

/** An answer wrapped once (`{ data: {...} }`) is read inside its wrapper. */
function unwrap(body: unknown): Json | undefined {
  const answer = record(body);
  const inner = record(answer?.data);
  return inner && Object.keys(answer!).length <= 3 ? inner : answer;
}

const words = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The project's chat key: `key` of the answer (the real kind's SiteChatKeyResponse), or a bare JSON string. */
export function readChatKey(body: unknown): string {
  const key = typeof body === 'string' ? words(body) : words(unwrap(body)?.key);
  if (key === undefined) throw new InvalidResponseError('key', 'no key');
  return key;
}

/** Where a message went (a message sent), or the platform it came from (a viewer's). */
export interface Delivery {
  restreamId: number | undefined;
  /** The platform as the service names it (`youtube`): shown by the name the platforms' list gives it. */
  platform: string | undefined;
  /** Taken by the platform: it gave the message an ID of its own and the service gave no reason it was not. */
  sent: boolean;
  /** Why the platform did not take it, in the service's words. */
  error: string | undefined;
}

export interface ChatMessage {
  /** The service's ID of the message (`event_id`): what a removal names. */
  id: string;
  text: string;
  author: string | undefined;
  /** When it was written, as the service writes it. */
  at: string | undefined;
  /** Sent through the service (the streamer's), rather than read from a platform. */
  outgoing: boolean;
  deliveries: Delivery[];
}

const AUTHOR_NAMES = ['name', 'display_name', 'displayName', 'username', 'login', 'nickname'];

function authorOf(sender: unknown): string | undefined {
  if (typeof sender === 'string') return words(sender);
  const value = record(sender);
  return value ? AUTHOR_NAMES.map((name) => words(value[name])).find((name) => name !== undefined) : undefined;
}

/** The message's text, or its parts' (a text, an emote by its name) where it gives no text. */
function textOf(message: Json): string {
  if (typeof message.text === 'string') return message.text;
  if (!Array.isArray(message.entities)) return '';
  return message.entities
    .map((part) => {
      const entity = record(part);
      return typeof entity?.text === 'string' ? entity.text : (words(entity?.name) ?? '');
    })
    .join('');
}

function readDelivery(value: unknown): Delivery | undefined {
  const delivery = record(value);
  if (!delivery) return undefined;
  const error = words(delivery.error);
  const id = text(delivery.id);
  return {
    restreamId: readId(delivery.restream_id),
    platform: words(delivery.platform),
    sent: error === undefined && id !== undefined && id !== '',
    error,
  };
}

const TIME_NAMES = ['created_at', 'timestamp', 'date'];

/** A message as the gateway answers it, or undefined when it has no ID to tell it by. */
export function readChatMessage(value: unknown): ChatMessage | undefined {
  const message = unwrap(value);
  const id = message ? (text(message.event_id) ?? text(message.id)) : undefined;
  if (!message || id === undefined || id === '') return undefined;
  const deliveries = Array.isArray(message.restreams) ? message.restreams : [];
  return {
    id,
    text: textOf(message),
    author: authorOf(message.sender),
    at: TIME_NAMES.map((name) => words(message[name])).find((time) => time !== undefined),
    outgoing: message.is_outgoing === true,
    deliveries: deliveries.map(readDelivery).filter((delivery) => delivery !== undefined),
  };
}

/** One item of the history; a message without an ID makes the answer unreadable (the part then says so). */
export function readHistoryItem(item: unknown, _schema: Schema | undefined, index: number): ChatMessage {
  const message = readChatMessage(item);
  if (!message) throw new InvalidResponseError(`items[${index}]`, 'not a message');
  return message;
}

/** A restream a message can go to: its ID (what a send names) and its platform. */
export interface ChatRestream {
  restreamId: number;
  platform: string | undefined;
  /** The name the service gives it (the real kind's: the platform's). */
  name: string | undefined;
}

export function readChatRestreams(body: unknown, answer: Schema | undefined): ChatRestream[] {
  const shape = listShape(answer);
  return readListPage(body, shape).items.flatMap((item, index) => {
    const value = record(item);
    const restreamId = readId(value?.restream_id ?? value?.id);
    if (restreamId === undefined) throw new InvalidResponseError(`results[${index}]`, 'not a restream');
    return [{ restreamId, platform: words(value?.platform ?? value?.type), name: words(value?.name) }];
  });
}

export interface ChatPlatform {
  title: string | undefined;
  /** Whether its chat can be read, where the service says. */
  read: boolean | undefined;
  /** Whether its chat can be written, where the service says. */
  write: boolean | undefined;
}

/** The chat's realtime channel as the service's catalog names it: its pattern and what fills it. */
export interface ChatChannel {
  pattern: string;
}

const isChatItem = (item: Json) =>
  words(item.channel_type)?.trim().toLowerCase() === 'chat' ||
  (Array.isArray(item.events) && item.events.includes('message_created'));

/** The catalog's chat channel, or null when it names none. */
export function readChatChannel(body: unknown, answer: Schema | undefined): ChatChannel | null {
  const { items } = readListPage(body, listShape(answer));
  const item = items.map(record).find((value) => value !== undefined && isChatItem(value));
  const pattern = words(item?.channel_pattern);
  if (!item || pattern === undefined) return null;
  return { pattern };
}

/**
 * A channel pattern (`$chat:{broadcast_id}`) filled with the values it names; undefined when it names one the page
 * does not have. Read in one pass: a brace opens a name, the next one closes it.
 */
export function fillPattern(pattern: string, values: Readonly<Record<string, string>>): string | undefined {
  let filled = '';
  let at = 0;
  while (at < pattern.length) {
    const open = pattern.indexOf('{', at);
    if (open < 0) break;
    const close = pattern.indexOf('}', open + 1);
    if (close < 0) return undefined;
    const name = pattern.slice(open + 1, close);
    if (!Object.hasOwn(values, name)) return undefined;
    filled += pattern.slice(at, open) + values[name];
    at = close + 1;
  }
  return filled + pattern.slice(at);
}

/** What the chat's channel published: a message written, or one removed (by its ID). */
export type ChatPublication = { kind: 'created'; message: ChatMessage } | { kind: 'deleted'; id: string };

/**
 * A publication of the chat's channel, typed as the newer description's are (`{event, payload}`); undefined for any
 * other (the page then reads the history again).
 */
export function readChatPublication(data: unknown): ChatPublication | undefined {
  const publication = record(data);
  const event = words(publication?.event);
  const message = readChatMessage(publication?.payload);
  if (message === undefined) return undefined;
  if (event === 'message_created') return { kind: 'created', message };
  if (event === 'message_deleted') return { kind: 'deleted', id: message.id };
  return undefined;
}
