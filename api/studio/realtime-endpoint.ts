// The demo deployment's realtime endpoint: Centrifugo's client protocol, JSON over WebSocket, as the official
// `centrifuge` client speaks it. Commands arrive one JSON object per line (the client batches several in a frame);
// a command with an `id` gets a reply with that id; the server pings with `{}` and the client answers `{}`.
// Connection and subscription tokens are the Centrifuge group's (realtime-tokens.ts): an expired one is error 109, so
// the client fetches a new one; a connection or subscription whose token runs out without a refresh is ended the way
// Centrifugo ends it (3005 "expired"; an unsubscribe push 2501, after which the client subscribes again).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { isPlainObject, splitUrl } from '../http-json.ts';
import type { RealtimeTokens } from './realtime-tokens.ts';

export const REALTIME_PATH = '/connection/websocket';
export const DEFAULT_PING_SECONDS = 25;
/** How long a socket may stay open without a connect that succeeds (Centrifugo's stale close delay). */
export const DEFAULT_CONNECT_DEADLINE_SECONDS = 10;
/** Sockets open at once from one address: a browser's tabs are a few; a script opening hundreds is refused. */
const MAX_CONNECTIONS_PER_ADDRESS = 32;
/** Lines a connection may send in a second: a client sends a handful (connect, subscriptions, refreshes, pongs). */
const MAX_COMMANDS_PER_SECOND = 50;
/** How long after its token's expiry an unrefreshed connection or subscription is ended. */
const EXPIRY_GRACE_MS = 2000;
const MAX_SENT = 500;

// Centrifugo's codes, as the client reads them.
const ERROR = {
  unauthorized: { code: 101, message: 'unauthorized' },
  permissionDenied: { code: 103, message: 'permission denied' },
  methodNotFound: { code: 104, message: 'method not found' },
  alreadySubscribed: { code: 105, message: 'already subscribed' },
  badRequest: { code: 107, message: 'bad request' },
  tokenExpired: { code: 109, message: 'token expired' },
};
const CLOSE = {
  shutdown: [3001, 'shutdown'],
  expired: [3005, 'expired'],
  noPong: [3012, 'no pong'],
  invalidToken: [3500, 'invalid token'],
  badRequest: [3501, 'bad request'],
  stale: [3007, 'stale'],
  connectionLimit: [3503, 'connection limit'],
  tooManyRequests: [3013, 'too many requests'],
} as const;

/** A publication the endpoint sent, for tests (the control surface reads them). */
export type SentPublication = { channel: string; data: unknown; time: number; delivered: number };

type Command = { id?: number } & Record<string, unknown>;

class Connection {
  readonly client = randomUUID();
  user: string | undefined;
  readonly subscriptions = new Map<string, NodeJS.Timeout>();
  #expiry: NodeJS.Timeout | undefined;
  #ping: NodeJS.Timeout | undefined;
  #ponged = true;
  /** Ended when a connect succeeds: a socket that never connects is closed, as Centrifugo closes a stale one. */
  #deadline: NodeJS.Timeout;
  /** Commands counted in the current second, from when it started. */
  #window = { start: 0, commands: 0 };

  constructor(
    readonly socket: WebSocket,
    readonly address: string,
    private readonly endpoint: RealtimeEndpoint,
  ) {
    this.#deadline = setTimeout(() => this.close(CLOSE.stale), endpoint.connectDeadlineSeconds * 1000);
    this.#deadline.unref();
  }

  send(messages: unknown[]): void {
    if (messages.length > 0 && this.socket.readyState === this.socket.OPEN) {
      this.socket.send(messages.map((message) => JSON.stringify(message)).join('\n'));
    }
  }

  close([code, reason]: readonly [number, string]): void {
    this.stop();
    this.socket.close(code, reason);
  }

  stop(): void {
    clearTimeout(this.#deadline);
    clearTimeout(this.#expiry);
    clearInterval(this.#ping);
    for (const timer of this.subscriptions.values()) clearTimeout(timer);
    this.subscriptions.clear();
  }

  /**
   * Handles one frame: every command in it, the replies sent back together. Every line counts against the rate
   * limit, a blank one or a pong too (they cost reading as much as any), and until a connect succeeds a line that is
   * not one ends the connection, as Centrifugo refuses a client that has not connected.
   */
  receive(text: string): void {
    const replies: unknown[] = [];
    const lines = text.split('\n');
    // A frame may end in a newline; that is no line of its own.
    if (lines.length > 1 && lines.at(-1) === '') lines.pop();
    for (const line of lines) {
      if (!this.#count()) return this.close(CLOSE.tooManyRequests);
      if (line.trim() === '') continue;
      let command: unknown;
      try {
        command = JSON.parse(line);
      } catch {
        return this.close(CLOSE.badRequest);
      }
      if (!isPlainObject(command)) return this.close(CLOSE.badRequest);
      if (this.user === undefined && !isPlainObject(command.connect)) return this.close(CLOSE.badRequest);
      const reply = this.#handle(command as Command);
      if (reply === 'closed') return;
      if (reply !== undefined) replies.push(reply);
    }
    this.send(replies);
  }

  /** Counts a line in the current second: false past the limit. */
  #count(): boolean {
    const now = this.endpoint.now();
    if (now - this.#window.start >= 1000) this.#window = { start: now, commands: 0 };
    this.#window.commands += 1;
    return this.#window.commands <= MAX_COMMANDS_PER_SECOND;
  }

  #handle(command: Command): unknown {
    // An empty command is the client's pong.
    if (Object.keys(command).length === 0) {
      this.#ponged = true;
      return undefined;
    }
    const id = command.id;
    if (typeof id !== 'number') return undefined; // An async message: nothing of this kind is served.
    const reply = (result: Record<string, unknown>) => ({ id, ...result });
    const fail = (error: { code: number; message: string }) => ({ id, error });
    if (isPlainObject(command.connect)) return this.#connect(command.connect, reply, fail);
    if (isPlainObject(command.refresh)) return this.#refresh(command.refresh, reply, fail);
    if (isPlainObject(command.subscribe)) return this.#subscribe(command.subscribe, 'subscribe', reply, fail);
    if (isPlainObject(command.sub_refresh)) return this.#subscribe(command.sub_refresh, 'sub_refresh', reply, fail);
    if (isPlainObject(command.unsubscribe)) {
      const channel = command.unsubscribe.channel;
      if (typeof channel === 'string') {
        clearTimeout(this.subscriptions.get(channel));
        this.subscriptions.delete(channel);
      }
      return reply({ unsubscribe: {} });
    }
    return fail(ERROR.methodNotFound);
  }

  #connect(request: Record<string, unknown>, reply: Reply, fail: Fail): unknown {
    if (this.user !== undefined) return fail(ERROR.badRequest);
    const check = this.endpoint.tokens.check(request.token);
    if (check.state === 'expired') return fail(ERROR.tokenExpired);
    if (check.state === 'invalid' || check.claims.channel !== undefined) {
      this.close(CLOSE.invalidToken);
      return 'closed';
    }
    this.user = check.claims.sub;
    clearTimeout(this.#deadline);
    this.#expireAt(check.claims.exp);
    this.#startPing();
    const ping = this.endpoint.pingSeconds;
    return reply({
      connect: {
        client: this.client,
        version: 'contract-api',
        expires: true,
        ttl: this.endpoint.tokens.secondsLeft(check.claims),
        ping,
        pong: true,
      },
    });
  }

  #refresh(request: Record<string, unknown>, reply: Reply, fail: Fail): unknown {
    const check = this.endpoint.tokens.check(request.token);
    if (check.state === 'expired') return fail(ERROR.tokenExpired);
    if (check.state === 'invalid' || check.claims.sub !== this.user || check.claims.channel !== undefined) {
      this.close(CLOSE.invalidToken);
      return 'closed';
    }
    this.#expireAt(check.claims.exp);
    this.endpoint.noteRefresh('connection');
    return reply({
      refresh: {
        client: this.client,
        version: 'contract-api',
        expires: true,
        ttl: this.endpoint.tokens.secondsLeft(check.claims),
      },
    });
  }

  #subscribe(request: Record<string, unknown>, kind: 'subscribe' | 'sub_refresh', reply: Reply, fail: Fail): unknown {
    const channel = request.channel;
    if (typeof channel !== 'string' || channel === '') return fail(ERROR.badRequest);
    if (kind === 'subscribe' && this.subscriptions.has(channel)) return fail(ERROR.alreadySubscribed);
    if (kind === 'sub_refresh' && !this.subscriptions.has(channel)) return fail(ERROR.permissionDenied);
    const check = this.endpoint.tokens.check(request.token);
    if (check.state === 'expired') return fail(ERROR.tokenExpired);
    if (check.state === 'invalid' || check.claims.channel !== channel || check.claims.sub !== this.user) {
      return fail(ERROR.permissionDenied);
    }
    clearTimeout(this.subscriptions.get(channel));
    const timer = setTimeout(
      () => {
        this.subscriptions.delete(channel);
        this.send([{ push: { channel, unsubscribe: { code: 2501, reason: 'subscription expired' } } }]);
      },
      check.claims.exp * 1000 - this.endpoint.now() + EXPIRY_GRACE_MS,
    );
    timer.unref();
    this.subscriptions.set(channel, timer);
    if (kind === 'sub_refresh') this.endpoint.noteRefresh('subscription');
    return reply({ [kind]: { expires: true, ttl: this.endpoint.tokens.secondsLeft(check.claims) } });
  }

  #expireAt(exp: number): void {
    clearTimeout(this.#expiry);
    this.#expiry = setTimeout(() => this.close(CLOSE.expired), exp * 1000 - this.endpoint.now() + EXPIRY_GRACE_MS);
    this.#expiry.unref();
  }

  #startPing(): void {
    this.#ping = setInterval(() => {
      if (!this.#ponged) return this.close(CLOSE.noPong);
      this.#ponged = false;
      this.send([{}]);
    }, this.endpoint.pingSeconds * 1000);
    this.#ping.unref();
  }
}

type Reply = (result: Record<string, unknown>) => unknown;
type Fail = (error: { code: number; message: string }) => unknown;

export class RealtimeEndpoint {
  readonly #server = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  readonly #connections = new Set<Connection>();
  readonly sent: SentPublication[] = [];
  /** How many token refreshes the endpoint accepted, for tests. */
  readonly refreshes = { connection: 0, subscription: 0 };
  pingSeconds = DEFAULT_PING_SECONDS;
  connectDeadlineSeconds = DEFAULT_CONNECT_DEADLINE_SECONDS;

  /**
   * `pageAllowed`: whether a page of that origin may open a socket (the service's own, or a dashboard it was told of);
   * a client that is no page sends no Origin and may.
   */
  constructor(
    readonly tokens: RealtimeTokens,
    readonly now: () => number,
    private readonly pageAllowed: (origin: string, req: IncomingMessage) => boolean,
  ) {}

  /** Takes an HTTP upgrade to the realtime path; false for any other path (Vite's own socket, say). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    if (splitUrl(req.url).path !== REALTIME_PATH) return false;
    const origin = req.headers.origin;
    if (origin !== undefined && !this.pageAllowed(origin, req)) {
      // A page of an origin nobody named: no socket for it (a browser sends its Origin; a page cannot change it).
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return true;
    }
    this.#server.handleUpgrade(req, socket, head, (ws) => {
      const address = req.socket.remoteAddress ?? '';
      const connection = new Connection(ws, address, this);
      const fromAddress = [...this.#connections].filter((open) => open.address === address).length;
      // Refused the way Centrifugo refuses one over its limit: accepted, then closed with the reason.
      if (fromAddress >= MAX_CONNECTIONS_PER_ADDRESS) return connection.close(CLOSE.connectionLimit);
      this.#connections.add(connection);
      ws.on('message', (data, isBinary) => {
        if (isBinary) return connection.close(CLOSE.badRequest);
        connection.receive(Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
      });
      ws.on('close', () => {
        connection.stop();
        this.#connections.delete(connection);
      });
      ws.on('error', () => ws.terminate());
    });
    return true;
  }

  publish(channels: readonly string[], data: unknown): void {
    for (const channel of channels) {
      let delivered = 0;
      for (const connection of this.#connections) {
        if (!connection.subscriptions.has(channel)) continue;
        connection.send([{ push: { channel, pub: { data } } }]);
        delivered += 1;
      }
      this.sent.push({ channel, data, time: this.now(), delivered });
      if (this.sent.length > MAX_SENT) this.sent.splice(0, this.sent.length - MAX_SENT);
    }
  }

  noteRefresh(kind: 'connection' | 'subscription'): void {
    this.refreshes[kind] += 1;
  }

  /** Subscriptions open now, by channel, for tests. */
  subscribers(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const connection of this.#connections) {
      for (const channel of connection.subscriptions.keys()) counts[channel] = (counts[channel] ?? 0) + 1;
    }
    return counts;
  }

  clearLog(): void {
    this.sent.length = 0;
    this.refreshes.connection = 0;
    this.refreshes.subscription = 0;
  }

  close(): void {
    for (const connection of this.#connections) connection.close(CLOSE.shutdown);
    for (const client of this.#server.clients) client.terminate();
    this.#connections.clear();
    this.#server.close();
  }
}
