// Signing in as the real kind does, with a provider: "Get url for start oauth" hands out the provider's address; the
// provider (here a consent page of this service's own, social-sign-in-page.ts) sends the person back to the service's
// callback, which answers 301 to the dashboard's `redirect` with a one-time `code` (or `error` when the person
// refused); "Code exchange" trades the code for a pair. The callbacks' query and the `code` / `error` on the redirect
// are the demo's reading where the real kind's description is silent (it says only 301).
import { randomBytes } from 'node:crypto';
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

/** Why a start or link is under way: a sign-in, or another provider linked to a signed-in account. */
export type Purpose = { kind: 'sign-in' } | { kind: 'link'; account: Account };

interface Start {
  provider: Provider;
  app: App;
  redirect: string;
  purpose: Purpose;
  at: number;
}

interface Code {
  account: Account;
  app: App;
  at: number;
  used: boolean;
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
 * The `redirect` a start is given: an absolute http(s) address the person is sent back to; without one, this
 * service's own root (the dashboard `npm start` serves beside it).
 */
export function redirectOf(value: string | null, origin: string): string {
  if (value === null || value === '') return `${origin}/`;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
  } catch {
    // Not an address.
  }
  throw invalid(
    'redirect',
    text('redirect must be an http(s) address', 'redirect — не адрес http(s)', 'redirect 必须是 http(s) 地址'),
  );
}

/** The address `redirect` with `name=value` set, everything else kept. */
function withQuery(address: string, values: Readonly<Record<string, string>>): string {
  const url = new URL(address);
  for (const [name, value] of Object.entries(values)) url.searchParams.set(name, value);
  return url.href;
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
  start(provider: Provider, app: App, redirect: string, purpose: Purpose): string {
    const state = randomId();
    this.#starts.set(state, { provider, app, redirect, purpose, at: this.now() });
    return state;
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
    const code = randomId();
    this.#codes.set(code, { account, app: start.app, at: this.now(), used: false });
    return withQuery(start.redirect, { code });
  }

  /** "Code exchange" and "Get code for auth"'s code: once, within its life, for the app it was made for. */
  exchange(code: string, app: App): Account {
    const found = this.#codes.get(code);
    if (!found || found.used || this.now() - found.at >= CODE_TTL_MS || found.app !== app)
      throw invalid(
        'code',
        text('The code is not valid or was used', 'Код недействителен или уже использован', '代码无效或已被使用'),
      );
    found.used = true;
    return found.account;
  }

  /** "Get code for auth": a code a signed-in person hands to the desktop or mobile app. */
  codeFor(account: Account, app: App): string {
    const code = randomId();
    this.#codes.set(code, { account, app, at: this.now(), used: false });
    return code;
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
