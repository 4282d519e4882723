import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../../api/errors.ts';
import { SchemaResolver } from '../../service-description/schema.ts';
import {
  fillPattern,
  readChatChannel,
  readChatKey,
  readChatMessage,
  readChatPublication,
  readChatRestreams,
  readHistoryItem,
} from './chat-answers.ts';
import { chatPlatformsOf } from './chat-reads.ts';
import { readPlatforms } from '../platforms/platform-list.ts';
import { arrayOf, object } from '../../../testing/description-builder.ts';

// The chat's answers in the real kind's shapes (../shared/real-kind-newer.md §2.1, §2.2, §2.5): the key, a message
// (MessageResponseDto), the restreams for chat, the platforms' abilities, the realtime catalog and a publication.

const schemaOf = (raw: unknown) => new SchemaResolver({}).resolve(raw);

/** A message sent to three restreams, one of which refused it (`id: null` and why). */
const SENT = {
  event_id: 'evt-41',
  restreams: [
    { id: 'yt-1', restream_id: 900100001, platform: 'youtube', created_at: '2026-05-01T10:00:01Z' },
    {
      id: null,
      restream_id: 900100002,
      platform: 'twitch',
      created_at: '2026-05-01T10:00:01Z',
      error: 'Twitch: followers-only chat',
    },
    { id: null, restream_id: 900100003, platform: 'vk', created_at: '2026-05-01T10:00:01Z' },
  ],
  entities: [{ type: 'text', text: 'Thanks!' }],
  text: 'Thanks!',
  sender: { id: '1', name: 'Demo Streamer' },
  created_at: '2026-05-01T10:00:00Z',
  broadcast_id: 9001,
  is_outgoing: true,
};

describe('readChatKey', () => {
  it('reads the key where the real kind puts it, or wrapped once, or as a bare string', () => {
    expect(readChatKey({ key: 'chat_abc' })).toBe('chat_abc');
    expect(readChatKey({ data: { key: 'chat_abc' } })).toBe('chat_abc');
    expect(readChatKey('chat_abc')).toBe('chat_abc');
  });

  it('refuses an answer without one: nothing stands in for the key', () => {
    expect(() => readChatKey({ token: 'chat_abc' })).toThrow(InvalidResponseError);
    expect(() => readChatKey({ key: '  ' })).toThrow(InvalidResponseError);
    expect(() => readChatKey({ key: 42 })).toThrow(InvalidResponseError);
  });
});

describe('readChatMessage', () => {
  it('reads a message sent: its author, time, and each restream’s answer with the service’s words', () => {
    expect(readChatMessage(SENT)).toEqual({
      id: 'evt-41',
      text: 'Thanks!',
      author: 'Demo Streamer',
      at: '2026-05-01T10:00:00Z',
      outgoing: true,
      deliveries: [
        { restreamId: 900100001, platform: 'youtube', sent: true, error: undefined },
        { restreamId: 900100002, platform: 'twitch', sent: false, error: 'Twitch: followers-only chat' },
        { restreamId: 900100003, platform: 'vk', sent: false, error: undefined },
      ],
    });
  });

  it('takes the text from its parts where it gives none, and an author however the sender is written', () => {
    const message = readChatMessage({
      event_id: 7,
      entities: [
        { type: 'text', text: 'GG ' },
        { type: 'emote', id: 'e1', name: 'Kappa', image: 'https://cdn.example/kappa.png' },
      ],
      sender: { username: 'pixel_mage' },
    });
    expect(message).toMatchObject({ id: '7', text: 'GG Kappa', author: 'pixel_mage', outgoing: false, at: undefined });
    expect(readChatMessage({ event_id: 'a', text: 'hi', sender: 'nightowl' })?.author).toBe('nightowl');
    expect(readChatMessage({ event_id: 'a', text: 'hi', sender: {} })?.author).toBeUndefined();
  });

  it('has no message without an ID to tell it by, and a history with one is unreadable', () => {
    expect(readChatMessage({ text: 'hi' })).toBeUndefined();
    expect(readChatMessage({ event_id: '', text: 'hi' })).toBeUndefined();
    expect(readChatMessage('hi')).toBeUndefined();
    expect(() => readHistoryItem({ text: 'hi' }, undefined, 3)).toThrow(
      new InvalidResponseError('items[3]', 'not a message'),
    );
  });
});

describe('readChatRestreams', () => {
  const answer = schemaOf(object({ results: arrayOf({ type: 'object' }) }));

  it('reads each restream’s ID, platform and name', () => {
    const body = {
      results: [
        { restream_id: 900100001, channel_id: 101, name: 'YouTube', image: '', platform: 'youtube', viewers: 12 },
        { restream_id: '900100005', channel_id: 105, name: '', image: '', platform: 'custom', viewers: 0 },
      ],
    };
    expect(readChatRestreams(body, answer)).toEqual([
      { restreamId: 900100001, platform: 'youtube', name: 'YouTube' },
      { restreamId: 900100005, platform: 'custom', name: undefined },
    ]);
  });

  it('refuses a restream with no ID: a message could not name it', () => {
    expect(() => readChatRestreams({ results: [{ platform: 'youtube' }] }, answer)).toThrow(InvalidResponseError);
  });
});

describe('the chat’s platforms', () => {
  it('reads each platform’s title and whether its chat can be read and written (1 or 0, or a boolean)', () => {
    const body = {
      results: [
        { id: 1, type: 'youtube', title: 'YouTube', read_chat: 1, write_chat: 1 },
        { id: 5, type: 'custom', title: 'Custom RTMP', read_chat: 0, write_chat: 0 },
        { id: 6, type: 'telegram', title: 'Telegram', read_chat: true, write_chat: false },
        { id: 7, type: 'trovo', title: 'Trovo' },
        { id: 8, type: 'ok', write_chat: 2 },
      ],
    };
    const platforms = chatPlatformsOf(readPlatforms(body, undefined));
    expect(Object.fromEntries(platforms)).toEqual({
      youtube: { title: 'YouTube', read: true, write: true },
      custom: { title: 'Custom RTMP', read: false, write: false },
      telegram: { title: 'Telegram', read: true, write: false },
      trovo: { title: 'Trovo', read: undefined, write: undefined },
      // A number that is neither 1 nor 0 says nothing.
      ok: { title: undefined, read: undefined, write: undefined },
    });
  });
});

describe('the chat’s realtime channel', () => {
  const catalog = {
    results: [
      {
        channel_type: 'project',
        channel_pattern: '$project_channels:{project_id}',
        required_params: ['project_id'],
        requires_token: true,
        response_schema: 'DemoProjectChange',
        events: ['record'],
        description: '',
      },
      {
        channel_type: 'chat',
        channel_pattern: '$chat:{broadcast_id}',
        required_params: ['broadcast_id'],
        requires_token: true,
        response_schema: 'DemoChatMessageEvent',
        events: ['message_created', 'message_deleted'],
        description: '',
      },
    ],
  };

  it('is the catalog’s chat channel, by its type or by what it publishes', () => {
    expect(readChatChannel(catalog, undefined)).toEqual({ pattern: '$chat:{broadcast_id}' });
    const untyped = { results: [{ channel_pattern: '$talk:{broadcast_id}', events: ['message_created'] }] };
    expect(readChatChannel(untyped, undefined)).toEqual({ pattern: '$talk:{broadcast_id}' });
    expect(readChatChannel({ results: [catalog.results[0]] }, undefined)).toBeNull();
  });

  it('is filled with the values its pattern names, and is none when it names one the page lacks', () => {
    const values = { broadcast_id: '9001', project_id: '42' };
    expect(fillPattern('$chat:{broadcast_id}', values)).toBe('$chat:9001');
    expect(fillPattern('$chat:{project_id}:{broadcast_id}', values)).toBe('$chat:42:9001');
    expect(fillPattern('$chat:all', values)).toBe('$chat:all');
    expect(fillPattern('$chat:{user_id}', values)).toBeUndefined();
    expect(fillPattern('$chat:{broadcast_id', values)).toBeUndefined();
    expect(fillPattern('$chat:{constructor}', values)).toBeUndefined();
  });
});

describe('readChatPublication', () => {
  it('reads a message written and one removed, typed as the newer description’s publications', () => {
    expect(readChatPublication({ event: 'message_created', payload: SENT })).toEqual({
      kind: 'created',
      message: readChatMessage(SENT),
    });
    expect(readChatPublication({ event: 'message_deleted', payload: SENT })).toEqual({ kind: 'deleted', id: 'evt-41' });
  });

  it('is none for any other publication: the page then reads the history', () => {
    expect(readChatPublication({ event: 'message_edited', payload: SENT })).toBeUndefined();
    expect(readChatPublication({ event: 'message_created', payload: { text: 'no ID' } })).toBeUndefined();
    expect(readChatPublication({ type: 'stats' })).toBeUndefined();
    expect(readChatPublication(undefined)).toBeUndefined();
  });
});
