// The chat over HTTP and over the realtime endpoint: project 42's chat key, its live broadcast's busy history, a
// message sent to every platform that can be written (each answering for itself), sent twice, refused (too long,
// no restream, an unknown one, another project's key), got and removed, each new or removed message published on the
// broadcast's chat channel, and the timer that adds messages by itself without keeping a process alive.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Centrifuge } from 'centrifuge';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startServer } from './server.ts';
import { Control } from './testing/control-client.ts';
import { useDemoServer } from './testing/demo-server.ts';
import { DemoClient, type DemoReply, problemOf } from './testing/demo-client.ts';

type Delivery = { id: string | null; restream_id: number; platform: string; error?: string };
type Message = {
  event_id: string;
  text: string;
  sender: { id: string; name: string };
  restreams: Delivery[];
  is_outgoing: boolean;
  broadcast_id: number;
  created_at: string;
  entities: { type: string; text: string }[];
};
type History = { total: number; items: Message[] };

/** Long enough that the timer never adds a message while a test counts them (a test of the timer has its own). */
const NEVER_MS = 3_600_000;

const studio = useDemoServer({ chatTickMs: NEVER_MS });
let key: string;
const clients: Centrifuge[] = [];

beforeEach(async () => {
  key = (await studio.demo.get('/method/chat/key', { project_id: 42 })).body.key as string;
});

afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

const history = async (client = studio.demo, broadcastId = 9001, withKey = key) =>
  client.get('/method/chat/messages', { key: withKey, broadcast_id: broadcastId });
const items = async () => ((await history()).body as unknown as History).items;

/** A send as the real kind takes it: the key and the broadcast in the query, the message in a JSON body. */
async function send(
  body: unknown,
  { language = 'en', broadcastId = 9001, client = studio.demo } = {},
): Promise<DemoReply> {
  const query = new URLSearchParams({ v: '1', language, key, broadcast_id: String(broadcastId) });
  const response = await fetch(`${studio.server.url}/method/chat/messages?${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `oauth ${client.tokens.accessToken}` },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as DemoReply['body'];
  return { status: response.status, body: json, ...(json.error ? { problem: problemOf(json.error) } : {}) };
}

/** The restreams a message can go to whose platform's chat can be written, as Supported platforms says. */
async function writable(): Promise<number[]> {
  const platforms = (await studio.demo.get('/method/platforms/list')).body.results as {
    type: string;
    write_chat: number;
  }[];
  const restreams = (await studio.demo.get('/method/broadcast/restreams-chat', { key, broadcast_id: 9001 })).body
    .results as {
    restream_id: number;
    platform: string;
  }[];
  return restreams
    .filter((restream) => platforms.find((platform) => platform.type === restream.platform)?.write_chat === 1)
    .map((restream) => restream.restream_id);
}

describe('the chat key', () => {
  it('is the project’s, the same each time; another account’s project and a plan without chat are refused', async () => {
    expect(key).toMatch(/^chat_[\w-]{32}$/);
    expect((await studio.demo.get('/method/chat/key', { project_id: 42 })).body).toEqual({ key });
    // Another project has another key.
    const seven = (await studio.demo.get('/method/chat/key', { project_id: 7 })).body.key;
    expect(seven).not.toBe(key);
    const second = await DemoClient.signIn(studio.server.url, 'second');
    const foreign = await second.get('/method/chat/key', { project_id: 42 });
    expect([foreign.status, foreign.problem?.code, foreign.problem?.field]).toEqual([
      400,
      'unknown_project',
      'project_id',
    ]);
    // Study with me (36) is on the starter plan, whose `chat` is false.
    const starter = await studio.demo.get('/method/chat/key', { project_id: 36 });
    expect([starter.status, starter.problem?.code]).toEqual([400, 'chat_not_in_plan']);
    // The control surface takes 42's away, and gives it back.
    await studio.control.chat({ keyAbsent: [42] });
    expect((await studio.demo.get('/method/chat/key', { project_id: 42 })).problem?.code).toBe('chat_not_in_plan');
    await studio.control.chat({ keyAbsent: [] });
    expect((await studio.demo.get('/method/chat/key', { project_id: 42 })).body).toEqual({ key });
  });

  it('stays the same through a reset, and no other account can use it', async () => {
    await studio.control.reset();
    expect((await studio.demo.get('/method/chat/key', { project_id: 42 })).body).toEqual({ key });
    const second = await DemoClient.signIn(studio.server.url, 'second');
    const foreign = await history(second);
    expect([foreign.status, foreign.problem?.code, foreign.problem?.field]).toEqual([400, 'unknown_chat_key', 'key']);
    const made = await history(studio.demo, 9001, 'chat_not-a-key');
    expect([made.status, made.problem?.code]).toEqual([400, 'unknown_chat_key']);
    // Project 7's key with 42's broadcast: the broadcast is not the key's project's.
    const seven = (await studio.demo.get('/method/chat/key', { project_id: 7 })).body.key as string;
    const elsewhere = await history(studio.demo, 9001, seven);
    expect([elsewhere.status, elsewhere.problem?.code]).toEqual([400, 'unknown_broadcast']);
  });
});

describe('the history', () => {
  it('is busy from the start: viewers on three platforms and one message sent to all, oldest first', async () => {
    const { total, items: messages } = (await history()).body as unknown as History;
    expect(total).toBe(40);
    expect(messages).toHaveLength(40);
    const times = messages.map((message) => Date.parse(message.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const incoming = messages.filter((message) => !message.is_outgoing);
    expect(new Set(incoming.map((message) => message.restreams[0]?.platform))).toEqual(
      new Set(['youtube', 'twitch', 'vk']),
    );
    expect(incoming.every((message) => message.restreams.length === 1 && message.sender.name !== '')).toBe(true);
    const sent = messages.filter((message) => message.is_outgoing);
    expect(sent.map((message) => [message.sender.name, message.restreams.map((r) => r.platform)])).toEqual([
      ['Demo Streamer', ['youtube', 'twitch', 'vk']],
    ]);
    // Markup is sent as written: showing it as text is the page's part.
    expect(messages.some((message) => message.text === '<b>hello</b> & welcome')).toBe(true);
    expect(messages[0]?.entities).toEqual([{ type: 'text', text: messages[0]?.text }]);
  });

  it('answers the latest 100, and counts them all', async () => {
    for (let i = 0; i < 70; i += 1) await studio.control.chatMessage({ text: `message ${i}` });
    const { total, items: messages } = (await history()).body as unknown as History;
    expect(total).toBe(110);
    expect(messages).toHaveLength(100);
    expect(messages.at(-1)?.text).toBe('message 69');
    // The ten oldest are the ones left out.
    expect(messages[0]?.event_id).toBe('00002329000000000000000b');
  });

  it('grows by itself while the broadcast is live', async () => {
    const timed = await startServer({ port: 0, control: true, chatTickMs: 50 });
    try {
      const client = await DemoClient.signIn(timed.url);
      const timedKey = (await client.get('/method/chat/key', { project_id: 42 })).body.key as string;
      const total = async () => ((await history(client, 9001, timedKey)).body as unknown as History).total;
      await expect.poll(total).toBeGreaterThan(42);
      expect(await new Control(timed.url).chat({ ticking: false })).toMatchObject({ ticking: false });
    } finally {
      await timed.close();
    }
  });
});

describe('sending', () => {
  it('goes to every restream whose chat can be written, each answering for itself, and lands in the history', async () => {
    const restreams = await writable();
    // YouTube, Twitch and VK; not the custom RTMP target.
    expect(restreams).toEqual([900100001, 900100002, 900100003]);
    await studio.control.chat({ refusals: { twitch: 'Twitch: followers-only chat' } });
    const reply = await send({ id: 'm-1', text: 'Thanks for watching!', restreams });
    expect(reply.status).toBe(201);
    const message = reply.body as unknown as Message;
    expect(message).toMatchObject({ text: 'Thanks for watching!', is_outgoing: true, broadcast_id: 9001 });
    expect(message.sender).toEqual({ id: '1', name: 'Demo Streamer' });
    expect(message.restreams.map(({ platform, id, error }) => [platform, id !== null, error])).toEqual([
      ['youtube', true, undefined],
      ['twitch', false, 'Twitch: followers-only chat'],
      ['vk', true, undefined],
    ]);
    expect((await items()).at(-1)).toEqual(message);
    const one = await studio.demo.get('/method/chat/messages/message', {
      key,
      broadcast_id: 9001,
      event_id: message.event_id,
    });
    expect(one.body).toEqual(message);
  });

  it('to a restream whose chat cannot be written is refused there, in the request’s language', async () => {
    const all = (
      (await studio.demo.get('/method/broadcast/restreams-chat', { key, broadcast_id: 9001 })).body.results as {
        restream_id: number;
        platform: string;
      }[]
    ).map((restream) => restream.restream_id);
    await studio.control.chat({ refusals: { youtube: '' } });
    const reply = await send({ id: 'm-ru', text: 'Привет', restreams: all }, { language: 'ru' });
    const refused = (reply.body as unknown as Message).restreams.filter((restream) => restream.error !== undefined);
    expect(refused.map(({ platform, error }) => [platform, error])).toEqual([
      ['youtube', 'Платформа отклонила сообщение'],
      ['custom', 'У Custom RTMP нет чата, в который сервис может писать'],
    ]);
  });

  it('the same `id` twice is one message', async () => {
    const first = await send({ id: 'm-2', text: 'Once', restreams: [900100001] });
    const again = await send({ id: 'm-2', text: 'Once', restreams: [900100001] });
    expect(again.body).toEqual(first.body);
    expect(((await history()).body as unknown as History).total).toBe(41);
  });

  it('is refused, changing nothing, when the text or the ID is too long, the text empty, or the restreams none or not the broadcast’s', async () => {
    const cases: [unknown, string, string][] = [
      [{ id: 'x', text: 'a'.repeat(301), restreams: [900100001] }, 'text', '"text" must be at most 300 characters'],
      [{ id: 'x', text: '   ', restreams: [900100001] }, 'text', '"text" must not be empty'],
      [{ id: 'x', restreams: [900100001] }, 'text', '"text" is required'],
      [{ id: 'x', text: 'hi', restreams: [] }, 'restreams', '"restreams" must name at least one restream'],
      [{ id: 'x', text: 'hi' }, 'restreams', '"restreams" is required'],
      [
        { id: 'x', text: 'hi', restreams: [900000001] },
        'restreams',
        expect.stringContaining('not part of this broadcast'),
      ],
      [{ text: 'hi', restreams: [900100001] }, 'id', '"id" is required'],
      // The sender's ID is kept with the message: a 100 KB one would be kept 2,000 times a broadcast.
      [{ id: 'i'.repeat(100_000), text: 'hi', restreams: [900100001] }, 'id', '"id" must be at most 128 characters'],
    ] as [unknown, string, string][];
    for (const [body, field, message] of cases) {
      const reply = await send(body);
      expect([reply.status, reply.problem?.field, reply.problem?.message], JSON.stringify(body).slice(0, 80)).toEqual([
        400,
        field,
        message,
      ]);
    }
    // 300 characters of text and 128 of ID, an emoji counting as one.
    const longest = { id: `${'y'.repeat(127)}🎉`, text: `${'a'.repeat(299)}🎉`, restreams: [900100001] };
    expect((await send(longest)).status).toBe(201);
    expect(((await history()).body as unknown as History).total).toBe(41);
  });

  it('is refused once the broadcast has ended, whose history stays', async () => {
    await studio.control.endStream();
    const reply = await send({ id: 'late', text: 'Anyone here?', restreams: [900100001] });
    expect([reply.status, reply.problem?.code, reply.problem?.field]).toEqual([400, 'broadcast_ended', 'broadcast_id']);
    expect(((await history()).body as unknown as History).total).toBe(40);
  });
});

describe('one message', () => {
  it('is got and removed by its event_id; an unknown one is refused', async () => {
    const [first] = await items();
    const query = { key, broadcast_id: 9001, event_id: first!.event_id };
    expect((await studio.demo.get('/method/chat/messages/message', query)).body).toEqual(first);
    const removed = await studio.demo.send('POST', '/method/chat/messages/delete', query);
    expect([removed.status, removed.body]).toEqual([201, { success: true }]);
    const gone = await studio.demo.get('/method/chat/messages/message', query);
    expect([gone.status, gone.problem?.code, gone.problem?.field]).toEqual([400, 'unknown_message', 'event_id']);
    expect(((await history()).body as unknown as History).total).toBe(39);
    const twice = await studio.demo.send('POST', '/method/chat/messages/delete', query);
    expect(twice.problem?.code).toBe('unknown_message');
  });
});

describe('the chat channel', () => {
  it('is in the realtime catalog, and publishes each new and removed message to a subscriber', async () => {
    const catalog = (await studio.demo.get('/method/centrifuge/channels')).body.results as {
      channel_type: string;
      channel_pattern: string;
      events: string[];
      requires_token: boolean;
    }[];
    const chat = catalog.find((channel) => channel.channel_type === 'chat');
    expect(chat).toMatchObject({ events: ['message_created', 'message_deleted'], requires_token: true });
    const channel = chat!.channel_pattern.replace('{broadcast_id}', '9001');
    const token = async () =>
      (await studio.demo.get('/method/centrifuge/auth/channel', { project_id: 42, channel_name: channel })).body
        .access_token as string;
    const centrifuge = new Centrifuge(`${studio.server.url.replace(/^http/, 'ws')}/connection/websocket`, {
      websocket: WebSocket,
      getToken: async () =>
        (await studio.demo.get('/method/centrifuge/auth/connect', { project_id: 42 })).body.access_token as string,
    });
    clients.push(centrifuge);
    const received: { event: string; payload: Message }[] = [];
    const subscription = centrifuge.newSubscription(channel, { getToken: token });
    subscription.on('publication', (context) => received.push(context.data as { event: string; payload: Message }));
    subscription.subscribe();
    centrifuge.connect();
    await expect.poll(() => subscription.state).toBe('subscribed');

    const arrived = await studio.control.chatMessage({ platform: 'twitch', author: 'nightowl', text: 'Just got here' });
    await expect
      .poll(() => received.map(({ event, payload }) => [event, payload.text]))
      .toEqual([['message_created', 'Just got here']]);
    expect(received[0]?.payload).toEqual(arrived);
    expect(arrived).toMatchObject({ sender: { name: 'nightowl' }, restreams: [{ platform: 'twitch' }] });

    const sent = (await send({ id: 'push-1', text: 'Hello chat', restreams: [900100001] })).body as unknown as Message;
    await expect.poll(() => received.at(-1)?.payload.event_id).toBe(sent.event_id);
    await studio.demo.send('POST', '/method/chat/messages/delete', {
      key,
      broadcast_id: 9001,
      event_id: sent.event_id,
    });
    await expect.poll(() => received.at(-1)?.event).toBe('message_deleted');
    expect(received.at(-1)?.payload.event_id).toBe(sent.event_id);
  });
});

describe('the chat timer', () => {
  it('does not keep a process alive: one that starts the contract API and never closes it exits', () => {
    const script = `import { createContractApi } from ${JSON.stringify(fileURLToPath(new URL('./contract-api.ts', import.meta.url)))}; createContractApi();`;
    const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
    // The bound only turns a process that never ends into a failure; one that works ends in about a second.
    const run = spawnSync(tsx, ['--input-type=module', '-e', script], { timeout: 30_000, encoding: 'utf8' });
    expect([run.status, run.signal, run.stderr]).toEqual([0, null, '']);
    // As long as the spawn's own bound: starting tsx takes seconds on a busy two-core machine.
  }, 35_000);
});
