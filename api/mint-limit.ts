// How often one address may sign in, every way there is: the demo token (`/__contract/demo-token`, the "Try the demo"
// button) and a provider's sign-in — its start, its callback and its code's exchange, each step counted apart. A
// person signs in a few times an hour; a script doing it thousands of times is answered 429 with when to come back.
// A bucket per address and step: MINT_BURST at once, then one more every MINT_EVERY_MS; the addresses kept are
// bounded too. And whoever is signed in stays so: when the service keeps as many sign-ins as it may (api/tokens.ts),
// a new one is refused, never made room for.
import { isIPv6 } from 'node:net';
import { setBounded } from './bounded.ts';
import { messages } from './messages.ts';
import { RequestError } from './validation.ts';

export const MINT_BURST = 10;
export const MINT_EVERY_MS = 6_000;
/** Addresses remembered at once: past this, the one seen least recently is forgotten (and starts full again). */
const MAX_ADDRESSES = 10_000;

export type MintTake = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Who an address is for the limit: an IPv4 address (also as IPv6 writes it, `::ffff:1.2.3.4`) is itself; an IPv6
 * one is its /48, the network one site is given (its 65,536 /64s with it), so walking a site's addresses or its
 * networks is one address.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 3)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/48`;
}

export class MintLimit {
  readonly #buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly now: () => number) {}

  take(address: string): MintTake {
    const key = addressKey(address);
    const now = this.now();
    const last = this.#buckets.get(key);
    const refilled = last ? Math.min(MINT_BURST, last.tokens + (now - last.at) / MINT_EVERY_MS) : MINT_BURST;
    // Seen now: moved to the newest end, so the bound forgets the addresses seen least recently.
    this.#buckets.delete(key);
    if (refilled < 1) {
      setBounded(this.#buckets, key, { tokens: refilled, at: now }, MAX_ADDRESSES);
      return { ok: false, retryAfterSeconds: Math.ceil(((1 - refilled) * MINT_EVERY_MS) / 1000) };
    }
    setBounded(this.#buckets, key, { tokens: refilled - 1, at: now }, MAX_ADDRESSES);
    return { ok: true };
  }
}

/**
 * The steps of a sign-in, each limited apart: a provider's start (and a link's, which fills the same starts), its
 * callback, and the minting of the sign-in itself — the demo token and a code's exchange, which share one bucket.
 */
export type SignInStep = 'start' | 'callback' | 'mint';

/** When to come back when the service keeps as many sign-ins as it may: sign-ins end all the time. */
export const FULL_RETRY_SECONDS = 60;

/** How long a sign-in minted for whoever asks may wait for its first use before it ends (api/tokens.ts). */
export const FIRST_USE_SECONDS = 3_600;

export class SignInLimits {
  readonly #buckets: Record<SignInStep, MintLimit>;

  /**
   * `byAddress` false (the control surface is on: tests sign in from one address all day, and may mint at
   * /__control/tokens anyway) leaves the address's limit out; the room for sign-ins is always kept.
   */
  constructor(
    now: () => number,
    private readonly hasRoom: () => boolean,
    private readonly byAddress: boolean,
  ) {
    this.#buckets = { start: new MintLimit(now), callback: new MintLimit(now), mint: new MintLimit(now) };
  }

  /** Refused with 429 and when to come back, unless the address may take this step of a sign-in now. */
  admit(step: SignInStep, address: string): void {
    if (step !== 'callback' && !this.hasRoom()) {
      const seconds = FULL_RETRY_SECONDS;
      throw new RequestError({
        status: 429,
        code: 'too_many_requests',
        text: messages.signInsFull(seconds),
        retryAfterSeconds: seconds,
      });
    }
    if (!this.byAddress) return;
    const taken = this.#buckets[step].take(address);
    if (!taken.ok) {
      throw new RequestError({
        status: 429,
        code: 'too_many_requests',
        text: messages.tooManySignIns(taken.retryAfterSeconds),
        retryAfterSeconds: taken.retryAfterSeconds,
      });
    }
  }
}
