import { beforeAll, describe, expect, it } from 'vitest';
import { bindAll, isBound } from '../../lib/bindings/bind.ts';
import { type Json, readDescription } from '../../lib/service-description/description.ts';
import { apiUrl } from '../../testing/session-harness.ts';
import { challengeOf, newVerifier, usesPkce } from './pkce.ts';
import { signInPart } from './provider-sign-in.ts';

// PKCE in the sign-in's start and exchange: the S256 challenge as RFC 7636 makes it, and used only where the
// deployment's description declares both halves (the contract API's does; the real kind's declares neither).

let served: Json;
beforeAll(async () => {
  served = (await (await fetch(`${apiUrl}/__contract/openapi.json`)).json()) as Json;
});

/** The served description with `change` made to a copy of it, bound as the sign-in page binds it. */
function signInBound(change: (copy: Json) => void = () => {}) {
  const copy = structuredClone(served);
  change(copy);
  const bound = bindAll(readDescription(copy), signInPart.group, signInPart.bindings);
  if (bound.start.kind !== 'bound') throw new Error(`start: ${bound.start.reason}`);
  return { start: bound.start, exchange: bound.exchange };
}

/** The start's parameters in a copy of the description. */
const startParameters = (copy: Json) =>
  ((copy.paths as Json)['/method/auth/redirect-url'] as { get: { parameters: Json[] } }).get;

describe('PKCE', () => {
  it('makes RFC 7636’s challenge from its verifier, and verifiers of 43 random characters', async () => {
    expect(await challengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
    const [one, two] = [newVerifier(), newVerifier()];
    expect(one).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(one).not.toBe(two);
  });

  it('is used where the start takes a challenge (by S256) and the exchange a verifier; otherwise neither is sent', () => {
    const both = signInBound();
    expect(usesPkce(both.start, both.exchange)).toBe(true);

    const noVerifier = signInBound((copy) => {
      // The exchange's body as the real kind describes it: no verifier.
      const schemas = (copy.components as { schemas: Record<string, { properties: Json }> }).schemas;
      delete schemas.CodeExchangeRequest!.properties.code_verifier;
    });
    expect(usesPkce(noVerifier.start, noVerifier.exchange)).toBe(false);

    const noChallenge = signInBound((copy) => {
      const start = startParameters(copy);
      start.parameters = start.parameters.filter((parameter) => !String(parameter.name).startsWith('code_challenge'));
    });
    expect(usesPkce(noChallenge.start, noChallenge.exchange)).toBe(false);

    // The verifier as a query parameter: it would be in the exchange's address, so no PKCE is used.
    const verifierInQuery = signInBound((copy) => {
      const schemas = (copy.components as { schemas: Record<string, { properties: Json }> }).schemas;
      delete schemas.CodeExchangeRequest!.properties.code_verifier;
      const exchange = (copy.paths as Json)['/method/auth/app/exchange'] as { post: { parameters: Json[] } };
      exchange.post.parameters = [{ name: 'code_verifier', in: 'query', schema: { type: 'string' } }];
    });
    expect(isBound(verifierInQuery.exchange)).toBe(true);
    expect(usesPkce(verifierInQuery.start, verifierInQuery.exchange)).toBe(false);

    const plainOnly = signInBound((copy) => {
      const method = startParameters(copy).parameters.find((parameter) => parameter.name === 'code_challenge_method')!;
      method.schema = { type: 'string', enum: ['plain'] };
    });
    expect(usesPkce(plainOnly.start, plainOnly.exchange)).toBe(false);
  });
});
