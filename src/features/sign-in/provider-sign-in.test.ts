import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serviceBase } from '../../config/runtime-config.ts';
import { HttpError } from '../../lib/api/errors.ts';
import { type Binding, bind, isBound } from '../../lib/bindings/bind.ts';
import { fetchServiceDescription } from '../../lib/service-description/description-query.ts';
import { type Json, readDescription } from '../../lib/service-description/description.ts';
import { useTokenStore } from '../../lib/session/token-store.ts';
import { apiUrl, control, freshSignedInClient } from '../../testing/session-harness.ts';
import { OtherServiceError, exchangeCode, readCallback } from './provider-sign-in.ts';
import { type SignInFlow, flowStart, startFlow } from './sign-in-flow.ts';

// A provider's callback against the contract API: where its code may be exchanged, which failures another tab's
// sign-in explains, and what is left in the address.

let exchange: Binding;

beforeAll(async () => {
  const description = await fetchServiceDescription(`${apiUrl}/__contract/openapi.json`);
  const bound = bind(description, 'Auth', 'Code exchange', { sends: { code: 'string', userAgent: 'string' } });
  if (!isBound(bound)) throw new Error(`Code exchange: ${bound.reason}`);
  exchange = bound;
});

// Signed in, as this tab would be once another tab's sign-in completes (or before the flow started).
beforeEach(() => freshSignedInClient());

const exchanged = async () => (await control.requests(exchange.operation.path)).length;
const heldSignIn = () => useTokenStore.getState().session!.signInId;
/** A flow of this tab, started at the API in use with `since` the sign-in held then. */
async function flow(since: string | null): Promise<SignInFlow> {
  return { ...startFlow('/projects', 'local', await flowStart()), since };
}
const operation = () => exchange.operation.path.replace('/method/', '') as never;

describe('a provider’s callback', () => {
  it('sends the code nowhere when the API base is not the one its flow started with', async () => {
    const started = { ...(await flow(null)), apiBase: 'https://other.example' };
    await expect(exchangeCode({ exchange, identity: undefined }, started, 'code-other-base', 'en')).rejects.toThrow(
      OtherServiceError,
    );
    expect(await exchanged()).toBe(0);
  });

  it('fails on a 5xx even while a sign-in is held: only a refusal can be another tab’s doing', async () => {
    expect(await serviceBase()).toBe((await flow(null)).apiBase);
    await control.fault({ operation: operation(), status: 503, times: 1 });
    const started = await flow(null);
    await expect(exchangeCode({ exchange, identity: undefined }, started, 'code-5xx', 'en')).rejects.toBeInstanceOf(
      HttpError,
    );
    expect(await exchanged()).toBe(1);
  });

  it('takes a refusal as done only when a sign-in completed since the flow started', async () => {
    // The sign-in held now was held when the flow started too: the refusal is this flow's, and said.
    const before = await flow(heldSignIn());
    await expect(exchangeCode({ exchange, identity: undefined }, before, 'code-refused-1', 'en')).rejects.toMatchObject(
      { status: 400 },
    );
    // None was held then: the one held now completed elsewhere meanwhile, which is what the refusal means.
    const since = await flow(null);
    await expect(
      exchangeCode({ exchange, identity: undefined }, since, 'code-refused-2', 'en'),
    ).resolves.toBeUndefined();
    expect(useTokenStore.getState().session).not.toBeNull();
  });

  it('sends the flow’s PKCE verifier with its code, and none for a flow without one; an error never repeats it', async () => {
    const verifier = 'v'.repeat(20) + '-PKCE-verifier-of-this-tab-only';
    const withVerifier = { ...(await flow(null)), verifier };
    const error = await exchangeCode({ exchange, identity: undefined }, withVerifier, 'code-pkce', 'en').catch(
      (caught: unknown) => caught,
    );
    expect(String(error)).not.toContain(verifier);
    await exchangeCode({ exchange, identity: undefined }, await flow(null), 'code-no-pkce', 'en').catch(() => {});
    const bodies = (await control.requests(exchange.operation.path)).map(
      (entry) => entry.body as Record<string, unknown>,
    );
    expect(bodies.map((body) => [body.code, body.code_verifier])).toEqual([
      ['code-pkce', verifier],
      ['code-no-pkce', undefined],
    ]);

    // A description that takes the verifier in the exchange's query: it is sent nowhere, never in an address.
    const served = (await (await fetch(`${apiUrl}/__contract/openapi.json`)).json()) as Json;
    const schemas = (served.components as { schemas: Record<string, { properties: Json }> }).schemas;
    delete schemas.CodeExchangeRequest!.properties.code_verifier;
    const path = (served.paths as Json)['/method/auth/app/exchange'] as { post: { parameters: Json[] } };
    path.post.parameters = [{ name: 'code_verifier', in: 'query', schema: { type: 'string' } }];
    const inQuery = bind(readDescription(served), 'Auth', 'Code exchange', {
      sends: { code: 'string', userAgent: 'string' },
    });
    if (!isBound(inQuery)) throw new Error(`Code exchange: ${inQuery.reason}`);
    await control.clearLog();
    await exchangeCode({ exchange: inQuery, identity: undefined }, withVerifier, 'code-query', 'en').catch(() => {});
    const [sent] = await control.requests(exchange.operation.path);
    expect(sent?.body).toMatchObject({ code: 'code-query' });
    expect(JSON.stringify(sent)).not.toContain(verifier);
  });

  it('takes the code, the provider’s error and the fragment out of the address, keeping the rest', async () => {
    const started = startFlow('/projects', 'local', await flowStart());
    history.replaceState(null, '', `/sign-in/callback?flow=${started.id}&code=one-time&x=1#access_token=secret`);
    expect(readCallback()).toMatchObject({ kind: 'exchange', code: 'one-time' });
    expect(location.pathname + location.search + location.hash).toBe(`/sign-in/callback?flow=${started.id}&x=1`);
  });
});
