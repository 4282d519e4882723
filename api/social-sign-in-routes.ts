// The Auth group's sign-in with a provider and the account's linked sign-ins, as the real kind names and shapes them
// (social-sign-in.ts keeps the state). A sign-in with a provider signs in the demo account, as "Try the demo" does, or
// the second account where the provider's page was told to use another (as a provider's account chooser does).
import { subjectOf } from './accounts.ts';
import type { DemoOperation } from './demo-paths.ts';
import { type DemoRequest, type DemoRoute, Redirect, SUCCESS } from './demo-route.ts';
import { CHALLENGE, PROVIDERS, type Provider, type Purpose, VERIFIER, redirectOf } from './social-sign-in.ts';
import { ANOTHER_ACCOUNT, SIGN_IN_PAGE_PATH } from './social-sign-in-page.ts';
import { bodyOneOf, bodyString, invalid, jsonBody, oneOfStrings, queryId } from './validation.ts';
import { APPS, FINGERPRINT_MAX, VERSIONS } from './refresh-access.ts';
import { LANGUAGES, messages } from './messages.ts';
import { longerThan } from './text-length.ts';

const appOf = (value: string | null) => oneOfStrings(value ?? 'site', 'app', APPS);

/** Where the provider's page is, for a start of `provider` keyed `state`. */
const providerPage = (request: DemoRequest, provider: Provider, state: string) => ({
  url: `${request.origin}${SIGN_IN_PAGE_PATH}${provider}?state=${encodeURIComponent(state)}`,
});

/** A provider's callback: the start decided on the provider's page (`grant`) sends the browser on. */
function callback(provider: Provider, stateField: string): DemoRoute {
  return {
    method: 'GET',
    signedIn: false,
    common: false,
    run: ({ query, state, admitSignIn }) => {
      admitSignIn('callback');
      const key = query.get(stateField) ?? '';
      const grant = query.get('grant');
      const person = state.accounts.byKey(grant === ANOTHER_ACCOUNT ? 'second' : 'demo');
      const location = state.signIns.decide(key, provider, grant === 'allow' || grant === ANOTHER_ACCOUNT, person);
      if (location === undefined)
        throw invalid(stateField, {
          en: 'This sign-in was not started here, has expired or was already used',
          ru: 'Этот вход начат не здесь, истёк или уже использован',
          cn: '此登录不是从这里开始的、已过期或已被使用',
        });
      return new Redirect(location);
    },
  };
}

/**
 * A sign-in's PKCE challenge (`code_challenge`, S256 the only `code_challenge_method`): required, so no code of a
 * sign-in is ever worth anything without the verifier its tab keeps. The real kind takes no such parameter.
 */
function challengeOf(query: URLSearchParams): string {
  oneOfStrings(query.get('code_challenge_method'), 'code_challenge_method', ['S256']);
  const challenge = query.get('code_challenge');
  if (challenge === null) throw invalid('code_challenge', messages.missing('code_challenge'));
  if (!CHALLENGE.test(challenge))
    throw invalid('code_challenge', {
      en: '"code_challenge" must be the S256 challenge: 43 characters of base64url',
      ru: 'Параметр "code_challenge" должен быть вызовом S256: 43 символа base64url',
      cn: '参数 "code_challenge" 必须是 S256 质询：43 个 base64url 字符',
    });
  return challenge;
}

/** A start of a sign-in or a link: the provider's page to go to. A link gives no code, so it takes no challenge. */
function started(request: DemoRequest, purpose: Purpose) {
  request.admitSignIn('start');
  const { query, state } = request;
  const provider = oneOfStrings(query.get('provider'), 'provider', PROVIDERS);
  const challenge = purpose.kind === 'sign-in' ? challengeOf(query) : undefined;
  const redirect = redirectOf(query.get('redirect'), request.origin, request.isOurs);
  const key = state.signIns.start(provider, appOf(query.get('app')), redirect, purpose, challenge);
  return providerPage(request, provider, key);
}

/** The exchange's `code_verifier`, where given: 43 to 128 unreserved characters (RFC 7636). */
function verifierOf(fields: Record<string, unknown>): string | undefined {
  const verifier = fields.code_verifier;
  if (verifier === undefined) return undefined;
  if (typeof verifier !== 'string') throw invalid('code_verifier', messages.notString('code_verifier'));
  if (!VERIFIER.test(verifier))
    throw invalid('code_verifier', {
      en: '"code_verifier" must be 43 to 128 letters, digits or - . _ ~',
      ru: 'Параметр "code_verifier" должен состоять из 43–128 латинских букв, цифр или - . _ ~',
      cn: '参数 "code_verifier" 必须由 43 到 128 个字母、数字或 - . _ ~ 组成',
    });
  return verifier;
}

export const SOCIAL_SIGN_IN_ROUTES: Partial<Record<DemoOperation, DemoRoute>> = {
  'auth/redirect-url': {
    method: 'GET',
    signedIn: false,
    run: (request) => started(request, { kind: 'sign-in' }),
  },
  'auth/connect': {
    method: 'GET',
    signedIn: true,
    run: (request, account) => started(request, { kind: 'link', account }),
  },
  'auth/callback/google': callback('google', 'state'),
  'auth/callback/vk-id': callback('vk-id', 'state'),
  'auth/callback/vk': callback('vk', 'state'),
  // Telegram's widget comes back with the person's data and a hash over it: here the hash is the start's key.
  'auth/auth-telegram': callback('telegram', 'hash'),
  'auth/app/exchange': {
    method: 'POST',
    signedIn: false,
    common: false,
    status: 201,
    run: ({ body, contentType, state, tokens, pageOrigin, admitSignIn }) => {
      // Counted before anything is read, so a wrong code costs a try as a right one does.
      admitSignIn('mint');
      const fields = jsonBody(contentType, body);
      bodyOneOf(fields, 'v', VERSIONS);
      bodyOneOf(fields, 'language', LANGUAGES);
      bodyString(fields, 'userAgent');
      const fingerprint = fields.fingerprint;
      if (fingerprint !== undefined && typeof fingerprint !== 'string')
        throw invalid('fingerprint', messages.notString('fingerprint'));
      if (typeof fingerprint === 'string' && longerThan(fingerprint, FINGERPRINT_MAX))
        throw invalid('fingerprint', messages.tooLong('fingerprint', FINGERPRINT_MAX));
      const code = bodyString(fields, 'code');
      const account = state.signIns.exchange(code, bodyOneOf(fields, 'app', APPS), pageOrigin, verifierOf(fields));
      return tokens.issuePair(subjectOf(account), fingerprint || undefined);
    },
  },
  'auth/app/code': {
    method: 'GET',
    signedIn: true,
    run: ({ query, state }, account) => ({
      code: state.signIns.codeFor(account, oneOfStrings(query.get('app'), 'app', APPS)),
    }),
  },
  'socials/list': {
    method: 'GET',
    signedIn: true,
    common: false,
    run: ({ state }, account) => ({ results: state.signIns.linkedTo(account) }),
  },
  'auth/disconnect': {
    method: 'GET',
    signedIn: true,
    run: ({ query, state }, account) => {
      state.signIns.unlink(account, queryId(query, 'social_id'));
      return SUCCESS;
    },
  },
};
