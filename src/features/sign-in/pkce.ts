import type { Binding, Bound } from '../../lib/bindings/bind.ts';
import { isBound } from '../../lib/bindings/bind.ts';

// PKCE (RFC 7636, S256) for a sign-in with a provider: the tab makes a verifier, keeps it in its sign-in flow
// record, sends its challenge with the start and the verifier with the code's exchange, so a code read from an
// address or a log is worth nothing to anyone else. The real kind's start and exchange declare no such parameters:
// it is sent only where the deployment's description declares both, never as a field the service would reject.

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A verifier: 32 random bytes as base64url, 43 characters (RFC 7636, 4.1). */
export const newVerifier = (): string => base64url(crypto.getRandomValues(new Uint8Array(32)));

/** The S256 challenge of a verifier: the base64url of its SHA-256. */
export async function challengeOf(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

const input = (binding: Binding, name: string) => binding.inputs.find((one) => one.name === name);

/**
 * Whether the exchange takes `code_verifier` in its body: a verifier is a secret, and an address (a query) is kept
 * by logs, history and proxies, so a description that puts it anywhere else gets none.
 */
export const takesVerifier = (exchange: Bound | undefined): boolean =>
  isBound(exchange) && input(exchange, 'code_verifier')?.in === 'body';

/**
 * Whether a sign-in goes with PKCE: the start takes `code_challenge` (and, where it names the method's values,
 * `S256` among them) and the exchange takes `code_verifier` in its body. A deployment that declares one without the
 * other gets neither: a code asked for with a challenge could not be exchanged.
 */
export function usesPkce(start: Binding, exchange: Bound | undefined): boolean {
  const method = input(start, 'code_challenge_method')?.schema.enum;
  return (
    input(start, 'code_challenge') !== undefined &&
    (method === undefined || method.includes('S256')) &&
    takesVerifier(exchange)
  );
}

/** What a start sends for PKCE: the verifier's challenge and its method. */
export const challengeValues = async (verifier: string) => ({
  code_challenge: await challengeOf(verifier),
  code_challenge_method: 'S256',
});
