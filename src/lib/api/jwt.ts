// Reads the `iat`/`exp` claims of a JWT-shaped access token without verifying it: the client only uses them to
// refresh ahead of time. The document does not say tokens are JWTs, so any other token is simply "opaque".

export interface TokenLifetime {
  /** Lifetime the service gave the token (exp − iat), in ms. Independent of the client's clock. */
  lifetimeMs: number;
}

export function readTokenLifetime(token: string): TokenLifetime | null {
  const { iat, exp } = readClaims(token) ?? {};
  if (typeof iat !== 'number' || typeof exp !== 'number' || !(exp > iat)) return null;
  return { lifetimeMs: (exp - iat) * 1000 };
}

/** The `sub` claim of a JWT-shaped token (who it was issued to), or null for any other token. */
export function readTokenSubject(token: string): string | null {
  const { sub } = readClaims(token) ?? {};
  return typeof sub === 'string' && sub !== '' ? sub : null;
}

function readClaims(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const claims: unknown = JSON.parse(
      atob(
        parts[1]
          .replace(/-/g, '+')
          .replace(/_/g, '/')
          .padEnd(Math.ceil(parts[1].length / 4) * 4, '='),
      ),
    );
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
