import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeClient } from './fake-push-client.ts';
import { type PushStatus, startPush } from './start-push.ts';
import { sharedPushClient } from './shared-client.ts';

/** Two parts of a page, each starting "its" push on the same endpoint through the shared factory. */
function twoParts(url = `wss://realtime.example/${Math.random()}`) {
  const made: FakeClient[] = [];
  const create = sharedPushClient((endpoint, options) => {
    const client = new FakeClient(endpoint, options.getToken);
    made.push(client);
    return client;
  });
  const part = (token: string) => {
    const statuses: PushStatus[] = [];
    const changes: string[] = [];
    const push = startPush({
      url,
      create,
      connectionToken: async () => token,
      channelToken: async (channel) => `${token}:${channel}`,
      onChange: (channel) => changes.push(channel),
      onStatus: (status) => statuses.push(status),
    });
    return { push, statuses, changes, last: () => statuses.at(-1) };
  };
  return { made, part };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The live panel following its channel on a connection that is up, then the chat following `chatChannel` on it. */
async function liveThenChat(liveChannel: string, chatChannel: string) {
  const { made, part } = twoParts();
  const live = part('live');
  live.push.follow([liveChannel]);
  const client = made[0]!;
  client.emit('connected');
  const chat = part('chat');
  chat.push.follow([chatChannel]);
  await settle();
  return { made, part, live, client, chat };
}

describe('sharedPushClient', () => {
  it('opens one connection for two parts, each subscribed to its own channels on it', async () => {
    const { made, live, client, chat } = await liveThenChat('$project_channels:42', 'chat:9000');
    expect(made).toHaveLength(1);
    expect(client.connected).toBe(1);
    expect(client.subscriptions.map((subscription) => subscription.channel)).toEqual([
      '$project_channels:42',
      'chat:9000',
    ]);
    client.sub('chat:9000').emit('subscribed');
    expect(chat.last()).toEqual({ connection: 'connected', subscribed: true });
    // A publication reaches the part that follows its channel only.
    client.sub('chat:9000').emit('publication', { data: {} });
    expect(chat.changes).toEqual(['chat:9000', 'chat:9000']);
    expect(live.changes).toEqual([]);
  });

  it('subscribes a channel two parts follow once, tells both what it publishes, and leaves it with the last', async () => {
    const { made, part } = twoParts();
    const live = part('live');
    live.push.follow(['$live_stats:9001']);
    const client = made[0]!;
    client.emit('connected');
    client.sub('$live_stats:9001').emit('subscribed');
    const other = part('other');
    other.push.follow(['$live_stats:9001']);
    await settle();
    expect(client.subscriptions.map((subscription) => subscription.channel)).toEqual(['$live_stats:9001']);
    // Joining a channel already subscribed, the part is told so, as if it had just happened.
    expect(other.last()).toEqual({ connection: 'connected', subscribed: true });
    expect(other.changes).toEqual(['$live_stats:9001']);
    client.sub('$live_stats:9001').emit('publication', { data: {} });
    expect(live.changes).toEqual(['$live_stats:9001', '$live_stats:9001']);
    expect(other.changes).toEqual(['$live_stats:9001', '$live_stats:9001']);
    // The channel's token is the latest part's.
    expect(await client.sub('$live_stats:9001').getToken({ channel: '$live_stats:9001' })).toBe(
      'other:$live_stats:9001',
    );
    live.push.close();
    expect(client.sub('$live_stats:9001').unsubscribed).toBe(false);
    other.push.close();
    expect(client.sub('$live_stats:9001').unsubscribed).toBe(true);
    expect(client.removed.map((subscription) => subscription.channel)).toEqual(['$live_stats:9001']);
  });

  it('keeps the connection while one part is left, and closes it with the last', async () => {
    const { made, part } = twoParts();
    const live = part('live');
    const chat = part('chat');
    const client = made[0]!;
    client.emit('connected');
    await settle();
    live.push.follow(['$project_channels:42']);
    chat.push.follow(['chat:9000']);
    chat.push.close();
    expect(client.disconnected).toBe(0);
    expect(client.sub('chat:9000').unsubscribed).toBe(true);
    expect(client.removed.map((subscription) => subscription.channel)).toEqual(['chat:9000']);
    expect(client.sub('$project_channels:42').unsubscribed).toBe(false);
    live.push.close();
    expect(client.disconnected).toBe(1);
    // The next part to start opens a new connection.
    part('again');
    expect(made).toHaveLength(2);
  });

  it('closes a connection its last part left while it was opening once it has opened, not during its handshake', () => {
    const { made, part } = twoParts();
    part('live').push.close();
    const client = made[0]!;
    // Closed now, the browser would report a socket closed before it was established.
    expect(client.disconnected).toBe(0);
    // A part that starts meanwhile opens a connection of its own.
    part('again');
    expect(made).toHaveLength(2);
    client.emit('connected');
    expect(client.disconnected).toBe(1);
    expect(made[1]!.disconnected).toBe(0);
  });

  describe('a connection left while opening that never opens', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('is closed once it has failed, or at the latest after 5 s', async () => {
      vi.useFakeTimers();
      const { made, part } = twoParts();
      part('failing').push.close();
      made[0]!.emit('disconnected');
      expect(made[0]!.disconnected).toBe(1);
      part('hanging').push.close();
      vi.advanceTimersByTime(4999);
      expect(made[1]!.disconnected).toBe(0);
      vi.advanceTimersByTime(1);
      expect(made[1]!.disconnected).toBe(1);
      // No part is left to ask a connection token for it.
      await expect(made[1]!.getToken()).rejects.toThrow();
    });
  });

  it('asks the connection token of a part still there when the first has gone', async () => {
    const { made, part } = twoParts();
    const first = part('first');
    part('second');
    first.push.close();
    expect(await made[0]!.getToken()).toBe('second');
  });

  it('opens a connection stopped for good again when a part starts again while another still follows it', async () => {
    const { made, part, live, client, chat } = await liveThenChat('$project_channels:42', 'chat:9000');
    // A token refused for good: the client stops and says so to both parts.
    client.emit('disconnected');
    expect(live.last()?.connection).toBe('disconnected');
    expect(chat.last()?.connection).toBe('disconnected');
    // The chat's Reconnect starts its part again, while the live panel still follows the connection.
    chat.push.close();
    const again = part('chat');
    again.push.follow(['chat:9000']);
    expect(made).toHaveLength(1);
    expect(client.connected).toBe(2);
    await settle();
    expect(again.last()?.connection).toBe('connecting');
    client.emit('connected');
    expect(again.last()?.connection).toBe('connected');
    expect(live.last()?.connection).toBe('connected');
  });

  it('subscribes a channel whose subscription ended again when a part follows it anew', async () => {
    const { part, live, client, chat } = await liveThenChat('$live_stats:9001', '$live_stats:9001');
    const subscription = client.sub('$live_stats:9001');
    expect(subscription.subscribeCalls).toBe(1);
    // Its token refused for good: the subscription ends, and stays ended for both parts.
    subscription.emit('unsubscribed');
    expect(chat.last()).toEqual({ connection: 'connected', subscribed: false });
    chat.push.close();
    const again = part('chat');
    again.push.follow(['$live_stats:9001']);
    await settle();
    expect(client.subscriptions).toHaveLength(1);
    expect(subscription.subscribeCalls).toBe(2);
    subscription.emit('subscribed');
    expect(again.last()).toEqual({ connection: 'connected', subscribed: true });
    expect(live.last()).toEqual({ connection: 'connected', subscribed: true });
  });
});
