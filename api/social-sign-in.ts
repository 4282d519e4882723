// Signing in as the real kind does, with a provider: "Get url for start oauth" hands out the provider's address; the
// provider (here a consent page of this service's own, social-sign-in-page.ts) sends the person back to the service's
// callback, which answers 301 to the dashboard's `redirect` with a one-time `code` (or `error` when the person
// refused); "Code exchange" trades the code for a pair. The callbacks' query and the `code` / `error` on the redirect
// are the demo's reading where the real kind's description is silent (it says only 301).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Account } from './accounts.ts';
import type { Language } from './messages.ts';
import { APPS } from './refresh-access.ts';
import { invalid } from './validation.ts';

export const PROVIDERS = ['google', 'vk', 'vk-id', 'telegram'] as const;
export type Provider = (typeof PROVIDERS)[number];
export type App = (typeof APPS)[number];

/** A start waits this long for the person to decide; a code this long to be exchanged. */
export const START_TTL_MS = 10 * 60_000;
export const CODE_TTL_MS = 5 * 60_000;
/**
 * Starts and codes kept at once: anyone may start a sign-in, so past this the oldest is dropped (a person's start is
 * minutes old at most; a flood's are many and new).
 */
export const MAX_STARTS = 5_000;
export const MAX_CODES = 5_000;
/** The longest `redirect` taken: the dashboard's callback is a short address. */
export const MAX_REDIRECT_LENGTH = 2_048;
/**
 * The dashboard's sign-in callback, the only path a code or a refusal is sent to: a service of this kind sends codes
 * only to the redirect addresses registered for it, so a start cannot send one elsewhere.
 */
export const SIGN_IN_CALLBACK_PATH = '/sign-in/callback';

/** Why a start or link is under way: a sign-in, or another provider linked to a signed-in account. */
export type Purpose = { kind: 'sign-in' } | { kind: 'link'; account: Account };

interface Start {
  provider: Provider;
  app: App;
  redirect: string;
  purpose: Purpose;
  /** A sign-in's PKCE challenge (S256): its code is exchanged only with the verifier it was made from. */
  challenge: string | undefined;
  at: number;
}

interface Code {
  account: Account;
  app: App;
  at: number;
  /** The origin of the callback the code was sent to, which must exchange it; none for a code handed to an app. */
  origin: string | undefined;
  /** The start's PKCE challenge; none for a code handed to an app (it travels in an answer, never an address). */
  challenge: string | undefined;
}

export interface LinkedSocial {
  social_id: number;
  provider: Provider;
  name: string;
  linked_at: string;
}

const randomId = () => randomBytes(18).toString('base64url');

const text = (en: string, ru: string, cn: string): Record<Language, string> => ({ en, ru, cn });

/**
 * The `redirect` a start is given: the sign-in callback of this service's own origin or of a dashboard it serves
 * (`isOurs`), its query kept; without one, this service's own callback. Anything else is refused, so neither a code
 * nor a refusal is ever sent to another site.
 */
export function redirectOf(value: string | null, origin: string, isOurs: (origin: string) => boolean): string {
  if (value === null || value === '') return `${origin}${SIGN_IN_CALLBACK_PATH}`;
  if (value.length > MAX_REDIRECT_LENGTH)
    throw invalid(
      'redirect',
      text(
        `redirect is too long (at most ${MAX_REDIRECT_LENGTH} characters)`,
        `redirect слишком длинный (не больше ${MAX_REDIRECT_LENGTH} символов)`,
        `redirect 过长（最多 ${MAX_REDIRECT_LENGTH} 个字符）`,
      ),
    );
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // Not an address.
  }
  const callback =
    url !== undefined &&
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    url.hash === '' &&
    url.pathname === SIGN_IN_CALLBACK_PATH &&
    isOurs(url.origin);
  if (!callback)
    throw invalid(
      'redirect',
      text(
        `redirect must be the sign-in callback (${SIGN_IN_CALLBACK_PATH}) of this service or of a dashboard it serves`,
        `redirect должен быть адресом возврата после входа (${SIGN_IN_CALLBACK_PATH}) этого сервиса или обслуживаемой им панели`,
        `redirect 必须是本服务或其所服务的控制台的登录回调地址（${SIGN_IN_CALLBACK_PATH}）`,
      ),
    );
  return url!.href;
}

/** The address `redirect` with `name=value` set, everything else kept. */
function withQuery(address: string, values: Readonly<Record<string, string>>): string {
  const url = new URL(address);
  for (const [name, value] of Object.entries(values)) url.searchParams.set(name, value);
  return url.href;
}

/** PKCE (RFC 7636, S256): a challenge is the base64url SHA-256 of a verifier, 43 characters. */
export const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
/** A verifier: 43 to 128 of the unreserved characters. */
export const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

function verifierFits(verifier: string | undefined, challenge: string): boolean {
  if (verifier === undefined) return false;
  const made = Buffer.from(challengeOf(verifier));
  const asked = Buffer.from(challenge);
  return made.length === asked.length && timingSafeEqual(made, asked);
}

const notValid = () =>
  invalid(
    'code',
    text('The code is not valid or was used', 'Код недействителен или уже использован', '代码无效或已被使用'),
  );

/**
 * Keeps `map` (in the order its entries were made) to entries younger than `ttl` and fewer than `max`, making room
 * for one more: the expired are at its front, and past the cap the oldest go.
 */
function sweep<T extends { at: number }>(map: Map<string, T>, now: number, ttl: number, max: number): void {
  for (const [key, entry] of map) {
    if (now - entry.at < ttl && map.size < max) break;
    map.delete(key);
  }
}

export class SocialSignIns {
  readonly #starts = new Map<string, Start>();
  readonly #codes = new Map<string, Code>();
  /** Providers linked to each account, by user ID; `nextId` numbers the links. */
  readonly #linked = new Map<number, LinkedSocial[]>();
  #nextId = 1;

  constructor(private readonly now: () => number) {}

  reset(): void {
    this.#starts.clear();
    this.#codes.clear();
    this.#linked.clear();
    this.#nextId = 1;
  }

  /** A start: the key the provider's page and the callback carry (`state`). */
  start(provider: Provider, app: App, redirect: string, purpose: Purpose, challenge?: string): string {
    const state = randomId();
    sweep(this.#starts, this.now(), START_TTL_MS, MAX_STARTS);
    this.#starts.set(state, { provider, app, redirect, purpose, challenge, at: this.now() });
    return state;
  }

  /** How many starts and codes are kept now, for tests and benchmarks. */
  kept(): { starts: number; codes: number } {
    return { starts: this.#starts.size, codes: this.#codes.size };
  }

  /** The start a provider's page shows, while it waits. */
  pending(state: string): Start | undefined {
    const start = this.#starts.get(state);
    return start && this.now() - start.at < START_TTL_MS ? start : undefined;
  }

  /**
   * The person decided on the provider's page: the start is used up, and the address the callback sends them to is
   * the dashboard's `redirect` with a one-time `code` (a sign-in) or `linked=provider` (a link), or `error`.
   */
  decide(state: string, provider: Provider, allowed: boolean, account: Account): string | undefined {
    const start = this.pending(state);
    this.#starts.delete(state);
    if (!start || start.provider !== provider) return undefined;
    if (!allowed) return withQuery(start.redirect, { error: 'access_denied' });
    if (start.purpose.kind === 'link') {
      this.link(start.purpose.account, provider);
      return withQuery(start.redirect, { linked: provider });
    }
    const code = this.#issue(account, start.app, new URL(start.redirect).origin, start.challenge);
    return withQuery(start.redirect, { code });
  }

  #issue(account: Account, app: App, origin: string | undefined, challenge: string | undefined): string {
    const code = randomId();
    sweep(this.#codes, this.now(), CODE_TTL_MS, MAX_CODES);
    this.#codes.set(code, { account, app, at: this.now(), origin, challenge });
    return code;
  }

  /**
   * "Code exchange" and "Get code for auth"'s code: once, within its life, for the app it was made for, and — a code
   * sent to a callback — from a page of that callback's origin (`pageOrigin`, the request's Origin header, which a
   * browser sets and a page cannot change) with the verifier of its start's challenge, which only the tab that
   * started it holds: a client outside a browser names any Origin, but a code read from an address or a log is
   * worth nothing without it. A code refused for its origin or its verifier is kept for its own page.
   */
  exchange(code: string, app: App, pageOrigin: string | undefined, verifier?: string): Account {
    const found = this.#codes.get(code);
    if (!found || this.now() - found.at >= CODE_TTL_MS || found.app !== app) throw notValid();
    if (found.origin !== undefined && pageOrigin !== found.origin)
      throw invalid(
        'code',
        text(
          'This code was issued for another site: it is exchanged only by the page it was sent to',
          'Этот код выдан для другого сайта: обменять его может только страница, которой он отправлен',
          '此代码是为另一个网站签发的：只能由接收它的页面兑换',
        ),
      );
    if (found.challenge !== undefined && !verifierFits(verifier, found.challenge))
      throw invalid(
        'code_verifier',
        text(
          'This code is exchanged only with the verifier of the sign-in that asked for it',
          'Этот код обменивается только вместе с проверочным ключом входа, который его запросил',
          '此代码只能与请求它的登录所持有的验证码一起兑换',
        ),
      );
    this.#codes.delete(code);
    return found.account;
  }

  /** "Get code for auth": a code a signed-in person hands to the desktop or mobile app. */
  codeFor(account: Account, app: App): string {
    return this.#issue(account, app, undefined, undefined);
  }

  linkedTo(account: Account): LinkedSocial[] {
    return this.#linked.get(account.userId) ?? [];
  }

  link(account: Account, provider: Provider): void {
    const list = this.linkedTo(account).filter((social) => social.provider !== provider);
    const name = `${account.firstName} ${account.lastName}`.trim();
    list.push({ social_id: this.#nextId++, provider, name, linked_at: new Date(this.now()).toISOString() });
    this.#linked.set(account.userId, list);
  }

  unlink(account: Account, socialId: number): void {
    const list = this.linkedTo(account);
    if (!list.some((social) => social.social_id === socialId))
      throw invalid(
        'social_id',
        text('No such linked account', 'Такого привязанного входа нет', '没有这个已关联的登录方式'),
      );
    this.#linked.set(
      account.userId,
      list.filter((social) => social.social_id !== socialId),
    );
  }
}
