// The realtime endpoint over a real WebSocket: the official `centrifuge` client (with `ws` as its WebSocket)
// connects and subscribes with the Centrifuge group's tokens, receives a publication after each change, refreshes
// its tokens when they are short-lived, and gets a new one after error 109; the raw protocol (batched commands,
// pings, refusals) is checked with a bare socket.
import { Centrifuge, type Subscription } from 'centrifuge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type RunningServer, startServer } from './server.ts';
import type { Control } from './testing/control-client.ts';
import { contractBed } from './testing/contract-bed.ts';
import { DemoClient } from './testing/demo-client.ts';

let server: RunningServer;
let control: Control;
let demo: DemoClient;
const clients: Centrifuge[] = [];
const sockets: WebSocket[] = [];

const wsUrl = (base: string) => `${base.replace(/^http/, 'ws')}/connection/websocket`;

contractBed({
  // The ticker's own publications would mix with the ones a test causes.
  prepare: (control) => control.setLive({ ticking: false }),
  use: (bed) => ({ server, control, demo } = bed),
});

afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
  for (const socket of sockets.splice(0)) socket.terminate();
});

const tokenOf = async (client: DemoClient, path: string, query: Record<string, number> = {}) =>
  (await client.get(path, query)).body.access_token as string;

function connect(client = demo, base = server.url) {
  const calls = { connection: 0 };
  const centrifuge = new Centrifuge(wsUrl(base), {
    websocket: WebSocket,
    getToken: async () => {
      calls.connection += 1;
      return tokenOf(client, '/method/centrifuge', { project_id: 42 });
    },
  });
  clients.push(centrifuge);
  return { centrifuge, calls };
}

function subscribe(centrifuge: Centrifuge, channel: string, getToken: () => Promise<string>) {
  const received: unknown[] = [];
  const calls = { token: 0 };
  const subscription: Subscription = centrifuge.newSubscription(channel, {
    getToken: async () => {
      calls.token += 1;
      return getToken();
    },
  });
  subscription.on('publication', (ctx) => received.push(ctx.data));
  subscription.subscribe();
  return { subscription, received, calls };
}

const projectToken = () => tokenOf(demo, '/method/centrifuge/auth/project', { project_id: 42 });
const broadcastToken = () =>
  tokenOf(demo, '/method/centrifuge/token/broadcast', { project_id: 42, broadcast_id: 9001 });

describe('the centrifuge client', () => {
  it('connects and subscribes with the described tokens, and receives a publication after each change', async () => {
    const { centrifuge } = connect();
    const project = subscribe(centrifuge, '$project_channels:42', projectToken);
    const broadcast = subscribe(centrifuge, '$live_stats:9001', broadcastToken);
    centrifuge.connect();
    await expect
      .poll(() => [project.subscription.state, broadcast.subscription.state])
      .toEqual(['subscribed', 'subscribed']);
    expect((await control.realtime()).subscribers).toEqual({ '$project_channels:42': 1, '$live_stats:9001': 1 });

    await control.setChannelToken(104, 'valid');
    await expect
      .poll(() => project.received)
      .toContainEqual({ type: 'channel', channel_id: 104, token_status: 'valid' });

    expect((await demo.post('/method/channel/set-status', { channel_id: 101, status: false })).status).toBe(200);
    await expect.poll(() => broadcast.received).toContainEqual({ type: 'channel', channel_id: 101, active: false });

    await control.setLive({ bitrate: 5000 });
    await expect.poll(() => broadcast.received).toContainEqual({ type: 'stats', broadcast_id: 9001 });

    await control.endStream();
    await expect.poll(() => project.received).toContainEqual({ type: 'stream_ended', broadcast_id: 9001 });
    await control.startStream();
    await expect.poll(() => project.received).toContainEqual({ type: 'stream_started', broadcast_id: 9002 });

    const sent = (await control.realtime()).publications;
    expect(sent.filter((p) => p.channel === '$project_channels:42').every((p) => p.delivered === 1)).toBe(true);
  });

  it('the live info’s own channels and tokens subscribe as well', async () => {
    const info = (await demo.get('/method/live/restreams', { project_id: 42, broadcast_id: 9001 })).body;
    const { update_stats_channel: stats, update_url_channel: url } = info.centrifuge as Record<
      string,
      { channel: string; token: string }
    >;
    const { centrifuge } = connect();
    const live = subscribe(centrifuge, stats!.channel, async () => stats!.token);
    const urls = subscribe(centrifuge, url!.channel, async () => url!.token);
    centrifuge.connect();
    await expect.poll(() => live.subscription.state).toBe('subscribed');
    await expect.poll(() => urls.subscription.state).toBe('subscribed');
    await control.setLive({ fps: 30 });
    await expect.poll(() => live.received).toContainEqual({ type: 'stats', broadcast_id: 9001 });
  });

  it('short-lived tokens are refreshed before they expire, and publications keep arriving', async () => {
    // Two seconds, not one: a token minted for one second can expire on its way to the socket on a busy machine, and
    // the client then backs off instead of refreshing.
    await control.setRealtime({ tokenTtlSeconds: 2 });
    const { centrifuge, calls } = connect();
    const broadcast = subscribe(centrifuge, '$live_stats:9001', broadcastToken);
    centrifuge.connect();
    await expect.poll(() => broadcast.subscription.state).toBe('subscribed');
    await expect
      .poll(
        async () => {
          const { refreshes } = await control.realtime();
          return refreshes.connection >= 2 && refreshes.subscription >= 2;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(calls.connection).toBeGreaterThanOrEqual(3);
    expect(broadcast.calls.token).toBeGreaterThanOrEqual(3);
    expect(centrifuge.state).toBe('connected');
    broadcast.received.length = 0;
    await control.setLive({ bitrate: 4000 });
    await expect.poll(() => broadcast.received).toContainEqual({ type: 'stats', broadcast_id: 9001 });
  }, 30_000);

  it('a subscription token for another channel is refused (103) and the subscription ends', async () => {
    const { centrifuge } = connect();
    const codes: number[] = [];
    const wrong = subscribe(centrifuge, '$project_channels:42', broadcastToken);
    wrong.subscription.on('unsubscribed', (ctx) => codes.push(ctx.code));
    centrifuge.connect();
    await expect.poll(() => codes).toEqual([103]);
    expect(wrong.subscription.state).toBe('unsubscribed');
  });
});

describe('an expired connection token', () => {
  let clock = Date.now();
  let timed: RunningServer;

  beforeAll(async () => {
    timed = await startServer({ port: 0, control: true, now: () => clock });
  });

  afterAll(async () => {
    await timed.close();
  });

  it('is answered with error 109, and the client connects with the token getToken gives next', async () => {
    const client = await DemoClient.signIn(timed.url);
    const stale = await tokenOf(client, '/method/centrifuge', { project_id: 42 });
    clock += 10 * 60 * 1000;
    const fresh = await tokenOf(client, '/method/centrifuge', { project_id: 42 });
    const handed: string[] = [];
    const errors: number[] = [];
    const centrifuge = new Centrifuge(wsUrl(timed.url), {
      websocket: WebSocket,
      minReconnectDelay: 50,
      getToken: async () => {
        handed.push(handed.length === 0 ? stale : fresh);
        return handed.at(-1)!;
      },
    });
    clients.push(centrifuge);
    centrifuge.on('error', (ctx) => errors.push(ctx.error.code));
    centrifuge.connect();
    await expect.poll(() => centrifuge.state).toBe('connected');
    expect(errors).toContain(109);
    expect(handed).toEqual([stale, fresh]);
  });
});

describe('the protocol on a bare socket', () => {
  async function open(base = server.url): Promise<{ socket: WebSocket; frames: string[]; closed: number[] }> {
    const socket = new WebSocket(wsUrl(base));
    sockets.push(socket);
    const frames: string[] = [];
    const closed: number[] = [];
    socket.on('message', (data) => frames.push(String(data)));
    socket.on('close', (code) => closed.push(code));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return { socket, frames, closed };
  }

  it('answers commands batched in one frame in one frame, pings with {} and closes a connection that does not pong', async () => {
    await control.setRealtime({ pingSeconds: 1 });
    const { socket, frames, closed } = await open();
    const connection = await tokenOf(demo, '/method/centrifuge', { project_id: 42 });
    const channel = await projectToken();
    socket.send(
      [
        JSON.stringify({ id: 1, connect: { token: connection, name: 'test' } }),
        JSON.stringify({ id: 2, subscribe: { channel: '$project_channels:42', token: channel } }),
        JSON.stringify({ id: 3, publish: { channel: '$project_channels:42', data: {} } }),
      ].join('\n'),
    );
    await expect.poll(() => frames.length).toBeGreaterThan(0);
    expect(frames[0]!.split('\n').map((line) => JSON.parse(line) as unknown)).toEqual([
      { id: 1, connect: expect.objectContaining({ client: expect.any(String), expires: true, ping: 1, pong: true }) },
      { id: 2, subscribe: { expires: true, ttl: expect.any(Number) } },
      { id: 3, error: { code: 104, message: 'method not found' } },
    ]);
    await expect.poll(() => frames.includes('{}')).toBe(true);
    socket.send('{}');
    await expect.poll(() => frames.filter((frame) => frame === '{}').length, { timeout: 5000 }).toBeGreaterThan(1);
    // No pong to the second ping: the connection is closed as Centrifugo closes it.
    await expect.poll(() => closed, { timeout: 5000 }).toEqual([3012]);
  }, 20_000);

  it('closes on a token it did not issue (3500) and on a frame that is not JSON (3501)', async () => {
    const forged = await open();
    forged.socket.send(JSON.stringify({ id: 1, connect: { token: 'e30.e30.e30' } }));
    await expect.poll(() => forged.closed).toEqual([3500]);
    const garbled = await open();
    garbled.socket.send('not json');
    await expect.poll(() => garbled.closed).toEqual([3501]);
  });

  it('closes a socket that does not connect in time (3007); a connected one stays', async () => {
    await control.setRealtime({ connectDeadlineSeconds: 1 });
    const idle = await open();
    const connected = await open();
    connected.socket.send(
      JSON.stringify({ id: 1, connect: { token: await tokenOf(demo, '/method/centrifuge', { project_id: 42 }) } }),
    );
    await expect.poll(() => idle.closed, { timeout: 5000 }).toEqual([3007]);
    expect(connected.closed).toEqual([]);
    expect(connected.frames.length).toBe(1);
  });

  it('takes at most 32 sockets from one address at once: the next is closed with "connection limit" (3503)', async () => {
    const open32 = await Promise.all(Array.from({ length: 32 }, () => open()));
    const over = await open();
    await expect.poll(() => over.closed).toEqual([3503]);
    expect(open32.flatMap(({ closed }) => closed)).toEqual([]);
    // One closed makes room for another, which is served.
    open32[0]!.socket.close();
    await expect.poll(() => open32[0]!.closed.length).toBe(1);
    const next = await open();
    next.socket.send(
      JSON.stringify({ id: 1, connect: { token: await tokenOf(demo, '/method/centrifuge', { project_id: 42 }) } }),
    );
    await expect.poll(() => next.frames.length).toBe(1);
    expect(next.closed).toEqual([]);
  });

  it('closes a connection sending more than 50 commands a second (3013), answering none past the limit', async () => {
    const { socket, frames, closed } = await open();
    socket.send(
      JSON.stringify({ id: 1, connect: { token: await tokenOf(demo, '/method/centrifuge', { project_id: 42 }) } }),
    );
    await expect.poll(() => frames.length).toBe(1);
    socket.send(Array.from({ length: 60 }, (_, i) => JSON.stringify({ id: i + 2, rpc: { method: 'x' } })).join('\n'));
    await expect.poll(() => closed).toEqual([3013]);
    expect(frames).toHaveLength(1);
  });

  it('counts every line against the limit, pongs and blank lines too: 60 of either in a second close it (3013)', async () => {
    const connection = await tokenOf(demo, '/method/centrifuge', { project_id: 42 });
    for (const flood of [Array.from({ length: 60 }, () => '{}').join('\n'), '\n'.repeat(60)]) {
      const { socket, frames, closed } = await open();
      socket.send(JSON.stringify({ id: 1, connect: { token: connection } }));
      await expect.poll(() => frames.length).toBe(1);
      socket.send(flood);
      await expect.poll(() => closed).toEqual([3013]);
    }
  });

  it('before a connect, refuses anything else: a pong, an async message, a command (3501)', async () => {
    for (const first of ['{}', JSON.stringify({ data: 'x' }), JSON.stringify({ id: 1, subscribe: { channel: 'x' } })]) {
      const { socket, frames, closed } = await open();
      socket.send(first);
      await expect.poll(() => closed, { message: first }).toEqual([3501]);
      expect(frames, first).toEqual([]);
    }
    // A connect first is served, and a pong after it is taken.
    const { socket, frames, closed } = await open();
    const connection = await tokenOf(demo, '/method/centrifuge', { project_id: 42 });
    socket.send(`${JSON.stringify({ id: 1, connect: { token: connection } })}\n{}`);
    await expect.poll(() => frames.length).toBe(1);
    expect(closed).toEqual([]);
  });

  it('takes a page’s socket only from its own origin or one it was told of; a client that is no page, always', async () => {
    const opens = (base: string, origin: string | undefined) =>
      new Promise<boolean>((resolve) => {
        const socket = new WebSocket(wsUrl(base), origin === undefined ? {} : { origin });
        sockets.push(socket);
        socket.once('open', () => resolve(true));
        socket.once('error', () => resolve(false));
      });
    expect(await opens(server.url, 'http://evil.example')).toBe(false);
    expect(await opens(server.url, 'null')).toBe(false);
    expect(await opens(server.url, server.url)).toBe(true);
    // localhost names the loopback address the server listens on; no other machine can answer to it.
    expect(await opens(server.url, server.url.replace('127.0.0.1', 'localhost'))).toBe(true);
    expect(await opens(server.url, undefined)).toBe(true);
    // A name rebound to this machine: its page's Origin matches the Host the browser sends, and is still refused.
    const rebound = server.url.replace('127.0.0.1', 'rebound.example');
    const fromRebound = new Promise<boolean>((resolve) => {
      const socket = new WebSocket(wsUrl(server.url), { origin: rebound, headers: { Host: new URL(rebound).host } });
      sockets.push(socket);
      socket.once('open', () => resolve(true));
      socket.once('error', () => resolve(false));
    });
    expect(await fromRebound).toBe(false);
    const apart = await startServer({ port: 0, appOrigins: ['http://dashboard.example:8080/'] });
    try {
      expect(await opens(apart.url, 'http://dashboard.example:8080')).toBe(true);
      expect(await opens(apart.url, 'http://dashboard.example')).toBe(false);
      apart.api.allowAppOrigin('http://dashboard.example');
      expect(await opens(apart.url, 'http://dashboard.example')).toBe(true);
    } finally {
      await apart.close();
    }
  });

  it('takes no upgrade on another path', async () => {
    const other = new WebSocket(`${server.url.replace(/^http/, 'ws')}/somewhere-else`);
    sockets.push(other);
    await expect(
      new Promise((resolve, reject) => {
        other.once('open', resolve);
        other.once('error', reject);
      }),
    ).rejects.toThrow();
  });

  it('closes its connections when the server stops', async () => {
    const stopping = await startServer({ port: 0 });
    const { closed } = await open(stopping.url);
    await stopping.close();
    await expect.poll(() => closed.length).toBe(1);
  });
});
