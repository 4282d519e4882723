// Which pages are this service's own and which dashboards it serves: those a sign-in code may be sent to and
// exchanged from, and those that may open the realtime socket. Taken from configuration (`--public-url`,
// `--app-origin`) and from the address a request reached (its socket's), never from the Host header, which the
// client writes: a page of a name rebound to this machine (DNS rebinding) sends its own origin, and is refused.
import type { IncomingMessage } from 'node:http';
import { REALTIME_PATH } from './studio/realtime-endpoint.ts';

/** The origin a request reached: the socket's own address and port (`http://127.0.0.1:8787`, `http://[::1]:8787`). */
export function arrivedAt(req: IncomingMessage): string {
  const { localAddress = '127.0.0.1', localPort } = req.socket;
  const host = localAddress.includes(':') ? `[${localAddress.replace(/^::ffff:/, '')}]` : localAddress;
  // An IPv4 address the IPv6 socket reports as ::ffff:a.b.c.d is written as the IPv4 it is.
  const plain = /^\[(\d+\.\d+\.\d+\.\d+)\]$/.exec(host)?.[1] ?? host;
  return `http://${plain}:${localPort}`;
}

const LOOPBACK = /^http:\/\/(127\.\d+\.\d+\.\d+|\[::1\]):(\d+)$/;

export class ServiceOrigins {
  readonly #publicOrigin: string | undefined;
  readonly #apps = new Set<string>();

  /** `publicUrl`: where people reach the service, when a proxy stands before it. */
  constructor(publicUrl?: string, apps: readonly string[] = []) {
    this.#publicOrigin = publicUrl === undefined ? undefined : new URL(publicUrl).origin;
    for (const app of apps) this.addApp(app);
  }

  /** A dashboard served apart from the service (its origin; a path is ignored). */
  addApp(address: string): void {
    this.#apps.add(new URL(address).origin);
  }

  /** Where the service is reached, for the addresses it hands out that lead back to it. */
  own(req: IncomingMessage): string {
    return this.#publicOrigin ?? arrivedAt(req);
  }

  /**
   * The service's own pages' origins: its public URL, or the address the request reached — and `localhost` on that
   * port when the address is a loopback one (a browser resolves `localhost` itself, so no other machine can answer
   * to it).
   */
  ownAll(req: IncomingMessage): string[] {
    const own = this.own(req);
    const port = this.#publicOrigin === undefined ? LOOPBACK.exec(own)?.[2] : undefined;
    return port === undefined ? [own] : [own, `http://localhost:${port}`];
  }

  /** Whether a page of `origin` is the service's own or a dashboard's it was told of. */
  allows(origin: string, req: IncomingMessage): boolean {
    return this.#apps.has(origin) || this.ownAll(req).includes(origin);
  }

  /** The realtime endpoint's URL, where the service is reached (a `wss:` one behind an `https:` public URL). */
  realtimeUrl(req: IncomingMessage): string {
    return `${this.own(req).replace(/^http/, 'ws')}${REALTIME_PATH}`;
  }
}
