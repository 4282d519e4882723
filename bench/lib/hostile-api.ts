// Run as a child process by bench/hostile.ts (`node --expose-gc`), one case per process, with the contract API of this
// checkout or of the base checkout (`--api=<dir>`), so "before" and "after" are the same hostile client against two
// versions of the service. Prints one JSON object: the case's ms and what came out.
//   sign-in-starts: `size` unauthenticated sign-in starts, each with a `redirect` of `--redirect=` characters (the
//     service's own callback, padded), then how many of them the service still keeps and what its memory grew by.
//   socket-pongs: a socket sending frames of 10,000 empty commands `{}` before any connect, `size` lines at most, each
//     frame followed by a ping of the socket's own (its pong proves the frame was read): how many lines the service
//     read before it closed the socket, and with which code.
//   socket-pongs-connected: the same after a connect.
//   chat-ids: `size` chat sends to the live broadcast, each with an `id` of `--id=` characters (default a million):
//     how many the service took, and what its heap grew by.
//   mints: `size` demo tokens asked for from one address: how many were minted and refused, and the heap's growth.
//   mint-flood: two sign-ins in use (a demo token refreshed, a provider's sign-in exchanged), then `size` addresses
//     (127.1.x.y) each signing in `--each=` times with a provider (start, callback, exchange) and as many with the
//     demo token: how many sign-ins were minted, how many refused by the address's limit and by the room's end, at
//     which step, and whether the two in use still refresh.
//   youtube-tags: one YouTube destination's settings with `size` tags of four letters: the answer, and how large the
//     channel list is then.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import WebSocket from 'ws';

type RunningServer = { url: string; close(): Promise<void> };

const arg = (name: string) => process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);
const api = arg('api');
const which = arg('case');
const size = Number(arg('size'));
const redirectLength = Number(arg('redirect') ?? 2000);
const idLength = Number(arg('id') ?? 1_000_000);
const each = Number(arg('each') ?? 12);
if (!api || !which) throw new Error('usage: hostile-api.ts --api=<api directory> --case=<name> --size=N');
const { startServer } = (await import(pathToFileURL(`${api}/server.ts`).href)) as {
  startServer: (options: { port: number }) => Promise<RunningServer>;
};

const LINES_PER_FRAME = 10_000;
const PKCE = { code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256' };
/** The verifier of PKCE's challenge (RFC 7636's example). */
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const common = { v: '1', language: 'en' };
const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(0)} MB`;
const thousands = (count: number) => count.toLocaleString('en');

/** The memory in use once what can be collected is. */
function memory(): { heap: number; rss: number } {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  return { heap: heapUsed, rss };
}

async function signInStarts(server: RunningServer): Promise<string> {
  const before = memory();
  const callback = `${server.url}/sign-in/callback?flow=`;
  const redirect = callback + 'x'.repeat(Math.max(0, redirectLength - callback.length));
  const states: string[] = [];
  let refused = 0;
  // A few at a time, as a script floods a service: concurrency bounded so the client is not what runs out.
  for (let sent = 0; sent < size; sent += 50) {
    const replies = await Promise.all(
      Array.from({ length: Math.min(50, size - sent) }, async () => {
        // A challenge as a sign-in's start takes one (a service without PKCE ignores it).
        const query = new URLSearchParams({ ...common, provider: 'google', app: 'site', redirect, ...PKCE });
        const reply = await fetch(`${server.url}/method/auth/redirect-url?${query}`);
        const body = (await reply.json()) as { url?: string };
        return reply.status === 200 && body.url ? new URL(body.url).searchParams.get('state') : null;
      }),
    );
    for (const state of replies) {
      if (state) states.push(state);
      else refused += 1;
    }
  }
  const after = memory();
  let kept = 0;
  for (let index = 0; index < states.length; index += 50) {
    const pages = await Promise.all(
      states
        .slice(index, index + 50)
        .map((state) => fetch(`${server.url}/__contract/sign-in/google?state=${encodeURIComponent(state)}`)),
    );
    for (const page of pages) {
      if (page.status === 200) kept += 1;
      await page.arrayBuffer();
    }
  }
  return (
    `${thousands(kept)} kept, ${thousands(refused)} refused; heap +${mb(after.heap - before.heap)}, ` +
    `rss ${mb(before.rss)} → ${mb(after.rss)}`
  );
}

/** The demo account signed in: its access token. */
async function accessToken(server: RunningServer): Promise<string> {
  const minted = (await (await fetch(`${server.url}/__contract/demo-token`, { method: 'POST' })).json()) as {
    refreshToken: string;
  };
  const pair = (await (
    await fetch(`${server.url}/method/auth/refresh-access`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...common, app: 'site', refresh: minted.refreshToken }),
    })
  ).json()) as { accessToken: string };
  return pair.accessToken;
}

/** A signed-in call of the demo account: the answer's status and body. */
async function call(server: RunningServer, token: string, path: string, query: Record<string, string>, body?: unknown) {
  const reply = await fetch(`${server.url}${path}?${new URLSearchParams({ ...common, ...query })}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `oauth ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await reply.text();
  return { status: reply.status, text };
}

async function connectionToken(server: RunningServer): Promise<string> {
  const reply = await call(server, await accessToken(server), '/method/centrifuge', { project_id: '42' });
  return (JSON.parse(reply.text) as { access_token: string }).access_token;
}

async function chatIds(server: RunningServer): Promise<string> {
  const token = await accessToken(server);
  const key = (
    JSON.parse((await call(server, token, '/method/chat/key', { project_id: '42' })).text) as { key: string }
  ).key;
  const where = { key, broadcast_id: '9001' };
  const restreams = JSON.parse((await call(server, token, '/method/broadcast/restreams-chat', where)).text) as {
    results: { restream_id: number }[];
  };
  const before = memory();
  const statuses = new Map<number, number>();
  for (let index = 0; index < size; index += 1) {
    const id = `${index}-`.padEnd(idLength, 'i');
    const body = { id, text: 'hi', restreams: [restreams.results[0]!.restream_id] };
    const { status } = await call(server, token, '/method/chat/messages', where, body);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  const after = memory();
  const answered = [...statuses].map(([status, count]) => `${thousands(count)} × ${status}`).join(', ');
  return `${answered}; heap +${mb(after.heap - before.heap)}`;
}

async function mints(server: RunningServer): Promise<string> {
  const before = memory();
  const statuses = new Map<number, number>();
  for (let sent = 0; sent < size; sent += 50) {
    const replies = await Promise.all(
      Array.from({ length: Math.min(50, size - sent) }, async () => {
        const reply = await fetch(`${server.url}/__contract/demo-token`, { method: 'POST' });
        await reply.arrayBuffer();
        return reply.status;
      }),
    );
    for (const status of replies) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  const after = memory();
  const answered = [...statuses].map(([status, count]) => `${thousands(count)} × ${status}`).join(', ');
  return `${answered}; heap +${mb(after.heap - before.heap)}`;
}

type Sent = { status: number; location: string | undefined; text: string };

/** A request from one loopback address of the client's (`from`), over that address's kept connection. */
function sentFrom(
  agent: Agent,
  server: RunningServer,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Sent> {
  const { hostname, port } = new URL(server.url);
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        agent,
        hostname,
        port,
        path,
        method,
        headers: { ...headers, ...(text === undefined ? {} : { 'Content-Type': 'application/json' }) },
      },
      (reply) => {
        const chunks: Buffer[] = [];
        reply.on('data', (chunk: Buffer) => chunks.push(chunk));
        reply.on('end', () =>
          resolve({
            status: reply.statusCode ?? 0,
            location: reply.headers.location,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(text);
  });
}

/** How a sign-in went: minted, or refused (429) at a step — by the address's limit or because the room is full. */
type Outcome = 'minted' | `${'address' | 'full'} at ${string}` | `answered ${number} at ${string}`;

function refusal(sent: Sent, step: string): Outcome {
  if (sent.status !== 429) return `answered ${sent.status} at ${step}`;
  return `${/people/.test(sent.text) ? 'full' : 'address'} at ${step}`;
}

/** A whole sign-in with a provider from one address: the start, the provider's Allow (the callback), the exchange. */
async function providerSignIn(agent: Agent, server: RunningServer): Promise<{ outcome: Outcome; refresh?: string }> {
  const redirect = `${server.url}/sign-in/callback?flow=f`;
  const query = new URLSearchParams({ ...common, provider: 'google', app: 'site', redirect, ...PKCE });
  const started = await sentFrom(agent, server, 'GET', `/method/auth/redirect-url?${query}`);
  if (started.status !== 200) return { outcome: refusal(started, 'start') };
  const state = new URL((JSON.parse(started.text) as { url: string }).url).searchParams.get('state') ?? '';
  const back = await sentFrom(
    agent,
    server,
    'GET',
    `/method/auth/callback/google?${new URLSearchParams({ state, grant: 'allow' })}`,
  );
  if (back.status !== 301 || !back.location) return { outcome: refusal(back, 'callback') };
  const code = new URL(back.location).searchParams.get('code') ?? '';
  const body = { ...common, code, userAgent: 'flood', app: 'site', code_verifier: VERIFIER };
  const exchanged = await sentFrom(agent, server, 'POST', '/method/auth/app/exchange', body, {
    Origin: new URL(server.url).origin,
  });
  if (exchanged.status !== 201) return { outcome: refusal(exchanged, 'exchange') };
  return { outcome: 'minted', refresh: (JSON.parse(exchanged.text) as { refreshToken: string }).refreshToken };
}

async function demoSignIn(agent: Agent, server: RunningServer): Promise<{ outcome: Outcome; refresh?: string }> {
  const minted = await sentFrom(agent, server, 'POST', '/__contract/demo-token', {});
  if (minted.status !== 200) return { outcome: refusal(minted, 'demo token') };
  return { outcome: 'minted', refresh: (JSON.parse(minted.text) as { refreshToken: string }).refreshToken };
}

/** A refresh of a sign-in: its next refresh token, or undefined when the service refused it (the sign-in ended). */
async function refreshed(agent: Agent, server: RunningServer, token: string): Promise<string | undefined> {
  const body = { ...common, app: 'site', refresh: token, fingerprint: 'in-use' };
  const sent = await sentFrom(agent, server, 'POST', '/method/auth/refresh-access', body);
  return sent.status === 200 ? (JSON.parse(sent.text) as { refreshToken: string }).refreshToken : undefined;
}

async function mintFlood(server: RunningServer): Promise<string> {
  const home = new Agent({ keepAlive: true, localAddress: '127.0.0.1' });
  // Two sign-ins in use before the flood: each refreshed once, as a tab does at once.
  const inUse = [
    await refreshed(home, server, (await demoSignIn(home, server)).refresh!),
    await refreshed(home, server, (await providerSignIn(home, server)).refresh!),
  ];
  const outcomes = new Map<string, number>();
  const note = (outcome: Outcome) => outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
  // A few addresses at a time, as a script floods a service: concurrency bounded so the client is not what runs out.
  for (let first = 0; first < size; first += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, size - first) }, async (_, offset) => {
        const index = first + offset;
        const agent = new Agent({
          keepAlive: true,
          localAddress: `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`,
        });
        for (let round = 0; round < each; round += 1) note((await providerSignIn(agent, server)).outcome);
        for (let round = 0; round < each; round += 1) note((await demoSignIn(agent, server)).outcome);
        agent.destroy();
      }),
    );
  }
  const kept = await Promise.all(inUse.map((token) => (token ? refreshed(home, server, token) : undefined)));
  home.destroy();
  const minted = outcomes.get('minted') ?? 0;
  outcomes.delete('minted');
  const refused = [...outcomes]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([why, count]) => `${thousands(count)} ${why}`)
    .join(', ');
  return (
    `${thousands(minted)} minted of ${thousands(size * each * 2)}; refused: ${refused || 'none'}; ` +
    `in use before: ${kept.filter(Boolean).length} of 2 still refresh`
  );
}

async function youtubeTags(server: RunningServer): Promise<string> {
  const token = await accessToken(server);
  const body = { project_id: 42, channel_id: 101, tags: Array<string>(size).fill('lofi') };
  const set = await call(server, token, '/method/channel_settings/options/setYoutube', {}, body);
  const list = await call(server, token, '/method/channel/search', { project_id: '42' });
  return `${set.status}; the channel list then ${kb(Buffer.byteLength(list.text))}`;
}

const kb = (bytes: number) => `${Math.round(bytes / 1000).toLocaleString('en')} KB`;

async function socketPongs(server: RunningServer, connected: boolean): Promise<string> {
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/connection/websocket`);
  let closed: number | undefined;
  socket.once('close', (code) => {
    closed = code;
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  /** Whether `event` comes before the socket closes. */
  const before = (event: 'pong' | 'message') =>
    new Promise<boolean>((resolve) => {
      const onEvent = () => {
        socket.off('close', onClose);
        resolve(true);
      };
      const onClose = () => {
        socket.off(event, onEvent);
        resolve(false);
      };
      socket.once(event, onEvent);
      socket.once('close', onClose);
    });
  if (connected) {
    const answered = before('message');
    socket.send(JSON.stringify({ id: 1, connect: { token: await connectionToken(server) } }));
    if (!(await answered)) return `closed ${closed} at the connect`;
  }
  const frame = Array.from({ length: LINES_PER_FRAME }, () => '{}').join('\n');
  let lines = 0;
  while (lines < size && socket.readyState === WebSocket.OPEN) {
    // The socket's own ping after a frame: the service reads frames in order, so its pong proves this one was read.
    const read = before('pong');
    socket.send(frame);
    socket.ping();
    if (!(await read)) break;
    lines += LINES_PER_FRAME;
  }
  if (socket.readyState === WebSocket.OPEN) {
    socket.close();
    return `not closed: all ${thousands(lines)} lines read (${mb(lines * 3)})`;
  }
  return `closed ${closed ?? '?'}: ${thousands(lines)} lines read in whole frames before it`;
}

const server = await startServer({ port: 0 });
const started = performance.now();
const outcome =
  which === 'sign-in-starts'
    ? await signInStarts(server)
    : which === 'socket-pongs' || which === 'socket-pongs-connected'
      ? await socketPongs(server, which === 'socket-pongs-connected')
      : which === 'chat-ids'
        ? await chatIds(server)
        : which === 'mints'
          ? await mints(server)
          : which === 'mint-flood'
            ? await mintFlood(server)
            : which === 'youtube-tags'
              ? await youtubeTags(server)
              : undefined;
const ms = performance.now() - started;
await server.close();
if (outcome === undefined) throw new Error(`no case ${which}`);
console.log(JSON.stringify({ ms, outcome }));
