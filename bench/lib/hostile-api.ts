// Run as a child process by bench/hostile.ts (`node --expose-gc`), one case per process, with the contract API of this
// checkout or of the base checkout (`--api=<dir>`), so "before" and "after" are the same hostile client against two
// versions of the service. Prints one JSON object: the case's ms and what came out.
//   sign-in-starts: `size` unauthenticated sign-in starts, each with a `redirect` of `--redirect=` characters (the
//     service's own callback, padded), then how many of them the service still keeps and what its memory grew by.
//   socket-pongs: a socket sending frames of 10,000 empty commands `{}` before any connect, `size` lines at most, each
//     frame followed by a ping of the socket's own (its pong proves the frame was read): how many lines the service
//     read before it closed the socket, and with which code.
//   socket-pongs-connected: the same after a connect.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import WebSocket from 'ws';

type RunningServer = { url: string; close(): Promise<void> };

const arg = (name: string) => process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);
const api = arg('api');
const which = arg('case');
const size = Number(arg('size'));
const redirectLength = Number(arg('redirect') ?? 2000);
if (!api || !which) throw new Error('usage: hostile-api.ts --api=<api directory> --case=<name> --size=N');
const { startServer } = (await import(pathToFileURL(`${api}/server.ts`).href)) as {
  startServer: (options: { port: number }) => Promise<RunningServer>;
};

const LINES_PER_FRAME = 10_000;
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
        const query = new URLSearchParams({ ...common, provider: 'google', app: 'site', redirect });
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

async function connectionToken(server: RunningServer): Promise<string> {
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
  const reply = await fetch(`${server.url}/method/centrifuge?${new URLSearchParams({ ...common, project_id: '42' })}`, {
    headers: { Authorization: `oauth ${pair.accessToken}` },
  });
  return ((await reply.json()) as { access_token: string }).access_token;
}

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
      : undefined;
const ms = performance.now() - started;
await server.close();
if (outcome === undefined) throw new Error(`no case ${which}`);
console.log(JSON.stringify({ ms, outcome }));
