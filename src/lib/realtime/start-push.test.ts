import { describe, expect, it } from 'vitest';
import { FakeClient } from './fake-push-client.ts';
import { type PushStatus, isPushed, startPush } from './start-push.ts';

function setUp() {
  let client: FakeClient | undefined;
  const statuses: PushStatus[] = [];
  const changes: string[] = [];
  const carried: unknown[] = [];
  const tokenRequests: string[] = [];
  const push = startPush({
    url: 'wss://realtime.example/connection/websocket',
    create: (url, options) => (client = new FakeClient(url, options.getToken)),
    connectionToken: async () => 'connection-token',
    channelToken: async (channel) => {
      tokenRequests.push(channel);
      return `token-for-${channel}`;
    },
    onChange: (channel, publication) => {
      changes.push(channel);
      carried.push(publication);
    },
    onStatus: (status) => statuses.push(status),
  });
  return { push, client: client!, statuses, changes, carried, tokenRequests, last: () => statuses.at(-1) };
}

describe('startPush', () => {
  it('connects to the configured endpoint with the connection token operation', async () => {
    const { client, last } = setUp();
    expect(client.url).toBe('wss://realtime.example/connection/websocket');
    expect(client.connected).toBe(1);
    expect(await client.getToken()).toBe('connection-token');
    expect(last()).toEqual({ connection: 'connecting', subscribed: false });
  });

  it('subscribes to each channel followed once connected, with a token asked for that channel', async () => {
    const { push, client, tokenRequests } = setUp();
    push.follow(['$project_channels:42', '$broadcast:7']);
    // Nothing is subscribed on a connection the service may still refuse.
    expect(client.subscriptions).toEqual([]);
    client.emit('connected');
    expect(client.subscriptions.map((subscription) => subscription.channel)).toEqual([
      '$project_channels:42',
      '$broadcast:7',
    ]);
    expect(client.subscriptions.every((subscription) => subscription.subscribeCalls === 1)).toBe(true);
    expect(await client.sub('$broadcast:7').getToken({ channel: '$broadcast:7' })).toBe('token-for-$broadcast:7');
    expect(tokenRequests).toEqual(['$broadcast:7']);
  });

  it('is pushed only while connected and subscribed to every channel followed', () => {
    const { push, client, last } = setUp();
    push.follow(['$project_channels:42', '$broadcast:7']);
    client.emit('connected');
    expect(isPushed(last())).toBe(false);
    client.sub('$project_channels:42').emit('subscribed');
    expect(isPushed(last())).toBe(false);
    client.sub('$broadcast:7').emit('subscribed');
    expect(isPushed(last())).toBe(true);
    // The connection drops: the client reconnects by itself, and polling resumes meanwhile.
    client.emit('connecting');
    expect(last()?.connection).toBe('connecting');
    expect(isPushed(last())).toBe(false);
    client.emit('connected');
    expect(isPushed(last())).toBe(true);
    client.sub('$broadcast:7').emit('subscribing');
    expect(isPushed(last())).toBe(false);
    client.sub('$broadcast:7').emit('subscribed');
    client.emit('disconnected');
    expect(last()).toEqual({ connection: 'disconnected', subscribed: true });
    expect(isPushed(last())).toBe(false);
  });

  it('takes any publication as a change of its channel, and a (re)subscription as a possible one', () => {
    const { push, client, changes } = setUp();
    push.follow(['$project_channels:42']);
    client.emit('connected');
    client.sub('$project_channels:42').emit('subscribed');
    client.sub('$project_channels:42').emit('publication');
    client.sub('$project_channels:42').emit('publication');
    expect(changes).toEqual(['$project_channels:42', '$project_channels:42', '$project_channels:42']);
  });

  it('hands on what a publication carried, and nothing for a (re)subscription', () => {
    const { push, client, carried } = setUp();
    push.follow(['$chat:7']);
    client.emit('connected');
    client.sub('$chat:7').emit('subscribed');
    client.sub('$chat:7').emit('publication', { data: { event: 'message_created', payload: { event_id: 'a' } } });
    expect(carried).toEqual([undefined, { data: { event: 'message_created', payload: { event_id: 'a' } } }]);
  });

  it('leaves channels no longer followed, and reports nothing from them', () => {
    const { push, client, changes, last } = setUp();
    push.follow(['$project_channels:42', '$broadcast:7']);
    client.emit('connected');
    const old = client.sub('$broadcast:7');
    push.follow(['$project_channels:42', '$broadcast:8']);
    expect(old.unsubscribed).toBe(true);
    expect(client.removed).toEqual([old]);
    expect(client.subscriptions.map((subscription) => subscription.channel)).toEqual([
      '$project_channels:42',
      '$broadcast:7',
      '$broadcast:8',
    ]);
    old.emit('publication');
    expect(changes).toEqual([]);
    client.sub('$project_channels:42').emit('subscribed');
    old.emit('subscribed');
    expect(isPushed(last())).toBe(false);
    client.sub('$broadcast:8').emit('subscribed');
    expect(isPushed(last())).toBe(true);
  });

  it('subscribes channels followed before the connection once it is up, and keeps them across reconnects', () => {
    const { push, client, last } = setUp();
    push.follow(['$project_channels:42']);
    push.follow(['$project_channels:42', '$broadcast:7']);
    client.emit('connected');
    expect(client.subscriptions.map((subscription) => subscription.channel)).toEqual([
      '$project_channels:42',
      '$broadcast:7',
    ]);
    client.emit('connecting');
    client.emit('connected');
    expect(client.subscriptions).toHaveLength(2);
    client.sub('$project_channels:42').emit('subscribed');
    client.sub('$broadcast:7').emit('subscribed');
    expect(isPushed(last())).toBe(true);
  });

  it('following nothing is not pushed: with no channel there is nothing to say when to read', () => {
    const { push, client, last } = setUp();
    push.follow([]);
    client.emit('connected');
    expect(isPushed(last())).toBe(false);
  });

  it('disconnects on close and reports nothing after', () => {
    const { push, client, statuses, changes } = setUp();
    push.follow(['$project_channels:42']);
    client.emit('connected');
    const before = statuses.length;
    push.close();
    push.close();
    expect(client.disconnected).toBe(1);
    client.emit('disconnected');
    client.sub('$project_channels:42').emit('publication');
    push.follow(['$broadcast:9']);
    expect(statuses.length).toBe(before);
    expect(changes).toEqual([]);
    expect(client.subscriptions).toHaveLength(1);
  });
});
