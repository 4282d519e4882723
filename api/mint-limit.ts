// How often one address may mint a demo sign-in (`/__contract/demo-token`, the "Try the demo" button): a person
// presses it a few times an hour, and a script pressing it thousands of times is answered 429 with when to come back.
// A bucket per address: MINT_BURST at once, then one more every MINT_EVERY_MS. The addresses kept are bounded too.
import { isIPv6 } from 'node:net';
import { setBounded } from './bounded.ts';

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
