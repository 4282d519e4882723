// The Centrifuge group's tokens: JWT-shaped (HS256), as Centrifugo expects them — a connection token names the user
// (`sub`), a subscription token also the channel it is for; both expire (`exp`). Signed with a secret of this
// process, so only tokens this deployment issued are accepted by its realtime endpoint.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEFAULT_REALTIME_TTL_SECONDS = 300;

export type RealtimeClaims = { sub: string; exp: number; channel?: string };
export type RealtimeCheck = { state: 'valid'; claims: RealtimeClaims } | { state: 'expired' } | { state: 'invalid' };

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export class RealtimeTokens {
  readonly #secret = randomBytes(32);

  constructor(
    private readonly now: () => number,
    public ttlSeconds: number,
  ) {}

  connection(sub: string): string {
    return this.#issue({ sub });
  }

  subscription(sub: string, channel: string): string {
    return this.#issue({ sub, channel });
  }

  check(token: unknown): RealtimeCheck {
    if (typeof token !== 'string') return { state: 'invalid' };
    const [header, payload, signature, ...rest] = token.split('.');
    if (header !== HEADER || payload === undefined || signature === undefined || rest.length > 0) {
      return { state: 'invalid' };
    }
    const expected = Buffer.from(this.#sign(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { state: 'invalid' };
    let claims: RealtimeClaims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as RealtimeClaims;
    } catch {
      return { state: 'invalid' };
    }
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return { state: 'invalid' };
    if (this.now() >= claims.exp * 1000) return { state: 'expired' };
    return { state: 'valid', claims };
  }

  /** Seconds the claims have left (at least 1: Centrifugo's `ttl` is a whole positive number). */
  secondsLeft(claims: RealtimeClaims): number {
    return Math.max(1, Math.floor(claims.exp - this.now() / 1000));
  }

  #issue(claims: Omit<RealtimeClaims, 'exp'>): string {
    const exp = Math.floor(this.now() / 1000) + this.ttlSeconds;
    const payload = Buffer.from(JSON.stringify({ ...claims, exp })).toString('base64url');
    return `${HEADER}.${payload}.${this.#sign(`${HEADER}.${payload}`)}`;
  }

  #sign(input: string): string {
    return createHmac('sha256', this.#secret).update(input).digest('base64url');
  }
}
