// Channel tokens of one kind (the project's, a broadcast's) asked for once and shared while they live: every channel
// of the kind takes the token already fetched, so a live info naming many channels costs one request per kind, not
// one per channel every token lifetime. A channel that asks again (its token expires, or was refused) gets a fresh
// one, which the other channels then share in turn.

/** A token this close to its expiry is not handed to another channel: the client would ask again at once. */
const RENEW_MS = 10_000;

/** When a JWT-shaped token says it expires (`exp`), in milliseconds; undefined when it does not say. */
export function expiryOf(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (payload === undefined) return undefined;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const exp = typeof claims === 'object' && claims !== null ? (claims as { exp?: unknown }).exp : undefined;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

interface Kept {
  token: Promise<string>;
  /** The channels it was handed to: one of them asking again needs a fresh token. */
  given: Set<string>;
  expiresAt: number | undefined;
}

export type TokenFor = (kind: string, channel: string, ask: () => Promise<string>) => Promise<string>;

/** One connection's tokens by kind; a new connection (a new sign-in) starts with none. */
export function tokenReuse(now: () => number = Date.now): TokenFor {
  const kept = new Map<string, Kept>();
  return (kind, channel, ask) => {
    const held = kept.get(kind);
    const alive = held && (held.expiresAt === undefined || now() < held.expiresAt - RENEW_MS);
    if (held && alive && !held.given.has(channel)) {
      held.given.add(channel);
      return held.token;
    }
    const entry: Kept = { token: ask(), given: new Set([channel]), expiresAt: undefined };
    kept.set(kind, entry);
    entry.token.then(
      (token) => {
        entry.expiresAt = expiryOf(token);
      },
      () => {
        // A refused request is not shared: the next channel asks for itself.
        if (kept.get(kind) === entry) kept.delete(kind);
      },
    );
    return entry.token;
  };
}
