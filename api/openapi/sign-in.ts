// The Auth group's sign-in with a provider, its code exchange, the app's code and the account's linked sign-ins, in
// the real kind's paths and shapes: the start's and the linked list's answers not described, the providers' callbacks
// answering 301 (where to is the demo's reading: the start's `redirect`, with `code` or `error`).
import { LANGUAGES } from '../messages.ts';
import { APPS, FINGERPRINT_MAX, VERSIONS } from '../refresh-access.ts';
import { PROVIDERS } from '../social-sign-in.ts';
import { type Schema, idQuery, json, object, operation, query, ref, string } from './parts.ts';

const PROVIDER = query('provider', { type: 'string', enum: [...PROVIDERS] }, 'Whom to sign in with');
const APP = (required: boolean) =>
  query('app', { type: 'string', enum: [...APPS], default: 'site' }, 'The client kind (document 5)', required);
const REDIRECT = query('redirect', { type: 'string' }, 'Where the person is sent back to', false);
// PKCE (RFC 7636), the demo's addition: the real kind's start and exchange have no such parameters.
const CHALLENGE = [
  query(
    'code_challenge',
    { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$', example: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' },
    'PKCE: the base64url SHA-256 of a verifier the client keeps and sends to “Code exchange”',
  ),
  query('code_challenge_method', { type: 'string', enum: ['S256'] }, 'PKCE: how the challenge is made'),
];

/** A provider's callback: a browser is sent there, and sent on with a 301. */
function callback(summary: string, operationId: string, parameters: unknown[]) {
  return {
    get: {
      tags: ['Auth'],
      summary,
      operationId,
      description:
        'The provider sends the person here after its consent page; this answers 301 to the start’s `redirect`, with a one-time `code` for “Code exchange” (or `linked` for a provider linked from the account), or `error=access_denied` when the person refused.',
      security: [{}],
      parameters,
      responses: {
        '301': { description: 'On to the start’s redirect.', content: json(ref('SuccessResponse')) },
        '400': { description: 'The start is unknown, expired or used.', content: json(ref('Error')) },
      },
    },
  };
}

const STATE = [query('state', { type: 'string' }, 'The start this callback ends')];

export const SIGN_IN_PATHS: Record<string, Record<string, unknown>> = {
  '/method/auth/redirect-url': {
    get: operation({
      group: 'Auth',
      summary: 'Get url for start oauth',
      operationId: 'getAuthUrl',
      description:
        'Starts a sign-in with a provider: the address of the provider’s consent page, which sends the person back through its callback to `redirect`. Its code is exchanged only with the verifier of `code_challenge`.',
      parameters: [PROVIDER, APP(false), REDIRECT, ...CHALLENGE],
      answer: undefined,
      answerDescription: 'Where to send the person; the shape is not described, as the real kind has it.',
      signedIn: false,
    }),
  },
  '/method/auth/connect': {
    get: operation({
      group: 'Auth',
      summary: 'Connected social account',
      operationId: 'connectSocial',
      description: 'Links another provider to the signed-in account: the same start as a sign-in’s.',
      parameters: [PROVIDER, APP(false), REDIRECT],
      answer: undefined,
      answerDescription: 'Where to send the person; the shape is not described, as the real kind has it.',
    }),
  },
  '/method/auth/callback/google': callback('Internal request of auth google', 'callbackGoogle', STATE),
  '/method/auth/callback/vk-id': callback('Internal request of auth new vk', 'callbackVkId', STATE),
  '/method/auth/callback/vk': callback('Internal request of auth old vk', 'callbackVk', []),
  '/method/auth/auth-telegram': callback('Auth telegram', 'authTelegram', [
    query('auth_date', { type: 'number' }, 'When Telegram signed the person in'),
    query('id', { type: 'number' }, 'The person’s Telegram ID'),
    query('first_name', { type: 'string' }, 'First name'),
    query('hash', { type: 'string' }, 'Telegram’s signature of the above'),
    APP(true),
    REDIRECT,
  ]),
  '/method/auth/app/exchange': {
    post: {
      ...operation({
        group: 'Auth',
        summary: 'Code exchange',
        operationId: 'exchangeCode',
        description:
          'Trades a one-time code (from a callback, or “Get code for auth”) for a token pair: once, within five minutes, for the app it was made for, and a sign-in’s code with the verifier of its start’s `code_challenge`.',
        body: 'CodeExchangeRequest',
        answer: ref('TokenPair'),
        answerDescription: 'The new sign-in’s pair.',
        signedIn: false,
        created: true,
      }),
      // The real kind takes `v` and `language` in the body here.
      parameters: [],
    },
  },
  '/method/auth/app/code': {
    get: operation({
      group: 'Auth',
      summary: 'Get code for auth',
      operationId: 'codeForApp',
      description: 'A one-time code for signing in to the desktop or mobile app as this account (five minutes).',
      parameters: [APP(true)],
      answer: ref('AppCode'),
      answerDescription: 'The code.',
    }),
  },
  '/method/socials/list': {
    get: {
      ...operation({
        group: 'Socials',
        summary: 'Social list for user',
        operationId: 'listSocials',
        description: 'The providers linked to the signed-in account.',
        answer: undefined,
        answerDescription: 'The linked providers; the shape is not described, as the real kind has it.',
      }),
      parameters: [],
    },
  },
  '/method/auth/disconnect': {
    get: operation({
      group: 'Auth',
      summary: 'Disconnected social account',
      operationId: 'disconnectSocial',
      description: 'Unlinks a provider from the account: a GET that changes something, as the real kind has it.',
      parameters: [idQuery('social_id', 'The linked provider')],
      answer: ref('SuccessResponse'),
      answerDescription: 'Unlinked.',
    }),
  },
};

export const SIGN_IN_SCHEMAS: Record<string, Schema> = {
  CodeExchangeRequest: object(
    {
      v: { type: 'string', enum: [...VERSIONS], description: 'Interface version' },
      language: { type: 'string', enum: [...LANGUAGES], default: 'en', description: 'Language of messages' },
      code: string('The one-time code'),
      userAgent: string('The browser’s user agent'),
      fingerprint: { type: 'string', default: '', maxLength: FINGERPRINT_MAX, description: 'The device’s fingerprint' },
      app: { type: 'string', enum: [...APPS], default: 'site', description: 'The client kind (document 5).' },
      code_verifier: {
        type: 'string',
        pattern: '^[A-Za-z0-9._~-]{43,128}$',
        description: 'PKCE: the verifier whose challenge the sign-in was started with (required for such a code)',
      },
    },
    ['fingerprint', 'code_verifier'],
  ),
  AppCode: object({ code: string('Code for auth in app') }),
};
