import * as v from 'valibot';
import { runtimeConfig, serviceBase } from '../../config/runtime-config.ts';
import { TokenPairSchema } from '../../lib/api/auth-operations.ts';
import { HttpError, InvalidResponseError } from '../../lib/api/errors.ts';
import { type Binding, type Bound, isBound } from '../../lib/bindings/bind.ts';
import { callBinding } from '../../lib/bindings/call.ts';
import { definePart } from '../../lib/bindings/manifest.ts';
import { leaveForProvider } from './leave-for-provider.ts';
import { challengeValues, newVerifier, takesVerifier, usesPkce } from './pkce.ts';
import { accountPart } from '../../lib/operations/account/account-bindings.ts';
import { browserFingerprint } from '../../lib/session/fingerprint.ts';
import { beginSession } from '../../lib/session/sign-in.ts';
import { type SignInFlow, type TakenFlow, callbackAddress, flowStart, startFlow, takeFlow } from './sign-in-flow.ts';
import type { Persistence } from '../../lib/session/token-store.ts';
import { useTokenStore } from '../../lib/session/token-store.ts';

// Signing in with a provider, as the deployment's Auth group describes it: "Get url for start oauth" gives the
// provider's page, the provider sends the person back to this site's callback with a one-time `code` (or `error`),
// and "Code exchange" trades the code for a pair. Where the description is silent (the start's answer has no
// schema; the callback's query is not described), this reads what services of this kind send: docs/session.md.

// The page sends the code it was given: only an operation whose body takes it is bound.
const exchangeSpec = { name: 'Code exchange', sends: { code: 'string', userAgent: 'string' } } as const;

/**
 * The sign-in page's: the providers' start, and the exchange its code will go to (whether both take PKCE). Pressing
 * a provider's button is the ask: the start changes nothing until the person decides at the provider.
 */
export const signInPart = definePart({
  group: 'Auth',
  bindings: {
    start: {
      name: 'Get url for start oauth',
      fills: ['provider', 'app', 'redirect', 'code_challenge', 'code_challenge_method'],
    },
    exchange: exchangeSpec,
  },
});

/** The callback's: the exchange, and who a pair signs in to (a second sign-in of the same account changes nothing). */
export const callbackPart = definePart({
  group: 'Auth',
  bindings: { exchange: exchangeSpec, identity: accountPart.bindings.identity },
});

/**
 * The callback runs with another API base than its flow started with (Settings or config.json changed meanwhile):
 * the code was issued by the service the flow started at, and is sent nowhere else.
 */
export class OtherServiceError extends Error {
  constructor() {
    super('The sign-in was started with another service');
    this.name = 'OtherServiceError';
  }
}

/**
 * Starts a sign-in with `provider`: a flow recorded in this tab (with a PKCE verifier where the start and the
 * exchange take one), then the start asked for with this site's callback as its `redirect` (and the verifier's
 * challenge), and the browser sent to the address it answers — or, where it answers none, to the start itself (the
 * service then redirects). A full-page navigation: nothing of this goes through a new window.
 */
export async function startProviderSignIn(
  { start, exchange }: { start: Binding; exchange: Bound | undefined },
  provider: string,
  persistence: Persistence,
  returnTo: string | null,
  language: string,
): Promise<void> {
  const verifier = usesPkce(start, exchange) ? newVerifier() : undefined;
  const flow = startFlow(returnTo, persistence, { ...(await flowStart()), verifier });
  const pkce = verifier === undefined ? {} : await challengeValues(verifier);
  await leaveForProvider(start, { provider, app: 'site', redirect: callbackAddress(flow), ...pkce }, language, true);
}

/** What a callback address says, read once per flow (React may mount the page twice): code and error are taken out. */
export type CallbackOutcome =
  | { kind: 'exchange'; flow: SignInFlow; code: string }
  | { kind: 'linked'; flow: SignInFlow }
  | { kind: 'denied' }
  | { kind: 'provider-error'; error: string }
  | { kind: 'no-code' }
  | { kind: 'flow'; reason: Exclude<TakenFlow, { ok: true }>['reason'] };

const outcomes = new Map<string, CallbackOutcome>();

/**
 * Reads the callback's address: the flow it names must be one this tab started and has not used; the one-time code
 * (and a provider's error) is taken out of the address and its history entry at once, and the fragment with it (a
 * provider may put a token there), keeping the rest of the query.
 */
export function readCallback(): CallbackOutcome {
  const url = new URL(location.href);
  const flowId = url.searchParams.get('flow') ?? '';
  const known = outcomes.get(flowId);
  if (known) return known;
  const code = url.searchParams.get('code');
  const error = url.searchParams.get('error');
  for (const name of ['code', 'error', 'error_description', 'state', 'linked']) url.searchParams.delete(name);
  history.replaceState(history.state, '', url.pathname + url.search);
  const taken = takeFlow(flowId);
  const outcome: CallbackOutcome = !taken.ok
    ? { kind: 'flow', reason: taken.reason }
    : error === null && taken.flow.purpose === 'link'
      ? { kind: 'linked', flow: taken.flow }
      : error !== null
        ? error === 'access_denied'
          ? { kind: 'denied' }
          : { kind: 'provider-error', error }
        : code
          ? { kind: 'exchange', flow: taken.flow, code }
          : { kind: 'no-code' };
  outcomes.set(flowId, outcome);
  return outcome;
}

const exchanges = new Map<string, Promise<void>>();

/** The account's ID in an identity read's answer, where its description gives one (`id`); null when it does not. */
function accountId(identity: Binding, body: unknown): string | null {
  if (!identity.answer?.properties.some((property) => property.name === 'id')) return null;
  const id = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).id : undefined;
  return (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id !== '') ? String(id) : null;
}

/**
 * Whether a new pair signs in to the account this tab already follows on this device: another tab finished its own
 * sign-in first (two tabs started one each). Then the device's sign-in stays, and the other tabs keep theirs; any
 * doubt (another account, an identity not described or not answered) keeps the new pair, as a new sign-in.
 */
async function sameAccountAsDevice(
  identity: Bound | undefined,
  pair: { accessToken: string; refreshToken: string },
  flow: SignInFlow,
  apiBase: string,
  language: string,
): Promise<boolean> {
  const { session, persistence } = useTokenStore.getState();
  if (flow.persistence !== 'local' || persistence !== 'local' || session?.apiBase !== apiBase || !isBound(identity))
    return false;
  try {
    const [device, fresh] = await Promise.all([
      callBinding(identity, {}, { language, quiet: true }),
      callBinding(identity, {}, { language, quiet: true, pair }),
    ]);
    const known = accountId(identity, device);
    return known !== null && known === accountId(identity, fresh);
  } catch {
    return false;
  }
}

/**
 * Whether a failed exchange is explained by a sign-in that completed elsewhere since the flow started (another tab
 * finished first, and this tab follows it now): only a refusal — the service answered and said no — with such a
 * sign-in held now, for the flow's API. A network error, a timeout or a 5xx is no refusal, whatever is held.
 */
export function refusalExplained(error: unknown, flow: SignInFlow): boolean {
  const session = useTokenStore.getState().session;
  return (
    error instanceof HttpError &&
    error.status >= 400 &&
    error.status < 500 &&
    session !== null &&
    session.apiBase === flow.apiBase &&
    session.signInId !== flow.since
  );
}

/**
 * Trades the code for a pair at the API base the flow started with, once per code (one promise, whatever React
 * mounts), never again: a code is used up by its first exchange. A callback under another API base sends nothing
 * (OtherServiceError). A refusal another tab's sign-in explains (refusalExplained) is a success; so is a pair for the
 * account the device is already signed in to (that sign-in stays).
 */
export function exchangeCode(
  { exchange, identity }: { exchange: Binding; identity: Bound | undefined },
  flow: SignInFlow,
  code: string,
  language: string,
): Promise<void> {
  let pending = exchanges.get(code);
  if (!pending) {
    pending = (async () => {
      const apiBase = await serviceBase();
      if (apiBase !== flow.apiBase) throw new OtherServiceError();
      try {
        const body = await callBinding(
          exchange,
          {
            code,
            userAgent: navigator.userAgent,
            fingerprint: browserFingerprint(),
            app: 'site',
            // Taken in the body where the service describes them there, as the real kind does.
            v: runtimeConfig().apiVersion,
            language,
            // Only in the body: never in an address (a description that moved it since the start gets none).
            ...(flow.verifier === undefined || !takesVerifier(exchange) ? {} : { code_verifier: flow.verifier }),
          },
          { language, signedOut: { secrets: flow.verifier === undefined ? [code] : [code, flow.verifier] } },
        );
        const pair = v.safeParse(TokenPairSchema, body);
        if (!pair.success)
          throw new InvalidResponseError(pair.issues[0]?.path?.[0]?.key?.toString() ?? '', 'not a pair');
        if (await sameAccountAsDevice(identity, pair.output, flow, apiBase, language)) return;
        beginSession(pair.output, flow.persistence, apiBase);
      } catch (error) {
        if (!refusalExplained(error, flow)) throw error;
      }
    })();
    exchanges.set(code, pending);
  }
  return pending;
}
