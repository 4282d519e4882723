// Reads the `iat`/`exp` claims of a JWT-shaped access token without verifying it: the client only uses them to
// refresh ahead of time. The document does not say tokens are JWTs, so any other token is simply "opaque".

export interface TokenLifetime {
  /** Lifetime the service gave the token (exp − iat), in ms. Independent of the client's clock. */
  lifetimeMs: number;
}

export function readTokenLifetime(token: string): TokenLifetime | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const json = atob(parts[1].replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(parts[1].length / 4) * 4, '='));
    const claims: unknown = JSON.parse(json);
    if (typeof claims !== 'object' || claims === null) return null;
    const { iat, exp } = claims as { iat?: unknown; exp?: unknown };
    if (typeof iat !== 'number' || typeof exp !== 'number' || !(exp > iat)) return null;
    return { lifetimeMs: (exp - iat) * 1000 };
  } catch {
    return null;
  }
}

/**
 * How long before the end of its life a token is refreshed: a tenth of its lifetime, at least 1 s and at most
 * 60 s, but never more than half the lifetime, so a token that lives 10 s is refreshed at 9 s, not at once.
 */
export function refreshMarginMs(lifetimeMs: number): number {
  return Math.min(Math.max(lifetimeMs * 0.1, 1000), 60_000, lifetimeMs / 2);
}
