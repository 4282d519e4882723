import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Token lifetime is "not shown" in the interface document (section 5); these are our choices.
export const DEFAULT_ACCESS_TTL_SECONDS = 900;
export const DEFAULT_REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

export type TokenStoreOptions = {
  now: () => number;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
};

export type AccessCheck =
  | { state: 'valid'; jti: string; userId: string }
  | { state: 'expired'; jti: string }
  | { state: 'invalid'; reason: 'malformed' | 'token' }
  | { state: 'missing' };

export type RefreshOutcome =
  | { ok: true; accessToken: string; refreshToken: string }
  | { ok: false; code: 'invalid_grant' | 'fingerprint_mismatch' };

// A family is every refresh token descending from one minted token; the fingerprint binds the whole
// family, so a stolen token replayed from another device fails even after the owner has rotated. Logging out ends
// the whole family: a copy of any of its refresh tokens, or an access token issued to it, stops working.
//
// Anyone may mint a sign-in (the demo token, a provider's sign-in), so nothing is kept that is not needed: a refresh
// token is forgotten the moment it is used (the family's ID in it still names the family, for a Logout with an old
// copy), an access token's record once it has expired, a sign-in minted for a stranger and never used once its while
// to be used first has passed, and past MAX_ACCESS access tokens the oldest goes (its client refreshes). No live
// sign-in is ever ended to make room: at MAX_SIGN_INS a new one is refused (`hasRoom`), and whoever is signed in
// stays so.
type Family = {
  id: string;
  userId: string;
  fingerprint: string | undefined;
  loggedOut: boolean;
  token?: string;
  /** Until when a minted sign-in may be used first; after it, unused, it ends. None: until its token expires. */
  firstUseByMs?: number;
};

type RefreshRecord = { family: Family; expiresAtMs: number };

type AccessRecord = { family: Family; seq: number; expiresAtMs: number };

/** Live sign-ins kept (one refresh token each): at this, a new one is refused until one ends. */
export const MAX_SIGN_INS = 10_000;
/** Access tokens kept until they expire: past this, the oldest is refused as unknown (the client refreshes). */
export const MAX_ACCESS = 20_000;
/** Every this many tokens issued, those expired are swept. */
const SWEEP_EVERY = 256;

/** Thrown by a new sign-in at MAX_SIGN_INS: whoever mints one asks `hasRoom` first. */
export class SignInsFull extends Error {}

const JWT_HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const AUTHORIZATION_FORM = /^oauth ([A-Za-z0-9_\-.]+)$/;
const BASE64URL_SEGMENT = /^[A-Za-z0-9_-]+$/;
/** A refresh token is `rt_`, its family's ID (12 characters) and 20 random ones: 32 in all, as before families. */
const FAMILY_ID_LENGTH = 12;

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

function randomId(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

const familyIdOf = (token: string) => (token.startsWith('rt_') ? token.slice(3, 3 + FAMILY_ID_LENGTH) : '');

export class TokenStore {
  accessTtlSeconds: number;
  readonly #refreshTtlSeconds: number;
  readonly #now: () => number;
  // Per store rather than per module, so two servers in one test process reject each other's tokens.
  readonly #secret = randomBytes(32);
  /** Live refresh tokens only, least recently issued first. */
  readonly #refresh = new Map<string, RefreshRecord>();
  /** Families with a live refresh token, by ID. */
  readonly #families = new Map<string, Family>();
  /** Minted sign-ins not refreshed yet, oldest first. */
  readonly #unrefreshed = new Set<Family>();
  readonly #access = new Map<string, AccessRecord>();
  #accessSeq = 0;
  #expiredThroughSeq = 0;
  #issued = 0;

  constructor(options: TokenStoreOptions) {
    this.#now = options.now;
    this.accessTtlSeconds = options.accessTtlSeconds;
    this.#refreshTtlSeconds = options.refreshTtlSeconds;
  }

  /**
   * A new sign-in (token family) of the account `userId` (the JWT `sub` of its access tokens). One minted for whoever
   * asks is given `firstUseSeconds`: unused by then, it ends, so a flood of them does not hold the room for long.
   */
  mintRefreshToken(userId: string, { firstUseSeconds }: { firstUseSeconds?: number } = {}): string {
    const family = this.#newFamily(userId, undefined);
    if (firstUseSeconds !== undefined) family.firstUseByMs = this.#now() + firstUseSeconds * 1000;
    this.#unrefreshed.add(family);
    return this.#issueRefresh(family);
  }

  /** Whether a new sign-in may be made now: fewer than MAX_SIGN_INS live, once the ended ones have gone. */
  hasRoom(): boolean {
    if (this.#refresh.size >= MAX_SIGN_INS) this.#sweepExpired();
    return this.#refresh.size < MAX_SIGN_INS;
  }

  /**
   * A new sign-in handed out whole (a code exchanged): its access and refresh tokens. The fingerprint binds the
   * family when given; otherwise the first refresh does, as for a minted token.
   */
  issuePair(userId: string, fingerprint: string | undefined): { accessToken: string; refreshToken: string } {
    const family = this.#newFamily(userId, fingerprint);
    return { accessToken: this.#issueAccess(family), refreshToken: this.#issueRefresh(family) };
  }

  /**
   * Ends the sign-in the refresh token belongs to, used or not: a rotated copy kept from before is as dead as the
   * latest one (its family's ID names the sign-in). False for a token of no sign-in this store has live.
   */
  logOut(token: string): boolean {
    const family = this.#refresh.get(token)?.family ?? this.#families.get(familyIdOf(token));
    if (!family) return false;
    family.loggedOut = true;
    this.#end(family);
    return true;
  }

  // Synchronous from lookup to "used" so concurrent presentations of one token cannot both succeed.
  refresh(token: string, fingerprint: string): RefreshOutcome {
    const record = this.#refresh.get(token);
    if (!record || record.family.loggedOut || this.#now() >= record.expiresAtMs || this.#unusedTooLong(record.family)) {
      return { ok: false, code: 'invalid_grant' };
    }
    const { family } = record;
    if (family.fingerprint === undefined) {
      family.fingerprint = fingerprint;
    } else if (family.fingerprint !== fingerprint) {
      // Not consumed: the legitimate holder must still be able to use it.
      return { ok: false, code: 'fingerprint_mismatch' };
    }
    // Used: forgotten, so a second use is as unknown as a token never issued.
    this.#refresh.delete(token);
    this.#unrefreshed.delete(family);
    return { ok: true, accessToken: this.#issueAccess(family), refreshToken: this.#issueRefresh(family) };
  }

  checkAuthorization(header: string | undefined): AccessCheck {
    if (header === undefined || header === '') return { state: 'missing' };
    const match = AUTHORIZATION_FORM.exec(header);
    const token = match?.[1];
    if (token === undefined) return { state: 'invalid', reason: 'malformed' };
    return this.#checkAccessToken(token);
  }

  expireAllAccess(): void {
    this.#expiredThroughSeq = this.#accessSeq;
  }

  revokeRefresh(token: string): boolean {
    const record = this.#refresh.get(token);
    if (!record) return false;
    this.#end(record.family);
    return true;
  }

  revokeAllRefresh(): void {
    this.#refresh.clear();
    this.#families.clear();
    this.#unrefreshed.clear();
  }

  /** How many tokens are kept now, for tests and benchmarks. */
  kept(): { signIns: number; access: number } {
    return { signIns: this.#refresh.size, access: this.#access.size };
  }

  #newFamily(userId: string, fingerprint: string | undefined): Family {
    if (!this.hasRoom()) throw new SignInsFull();
    let id = randomId(9);
    while (this.#families.has(id)) id = randomId(9);
    const family: Family = { id, userId, fingerprint, loggedOut: false };
    this.#families.set(id, family);
    return family;
  }

  /** The sign-in's live refresh token and the family itself are forgotten; its access tokens keep its state. */
  #end(family: Family): void {
    if (family.token !== undefined) this.#refresh.delete(family.token);
    family.token = undefined;
    this.#families.delete(family.id);
    this.#unrefreshed.delete(family);
  }

  #issueRefresh(family: Family): string {
    const token = `rt_${family.id}${randomId(15)}`;
    family.token = token;
    this.#refresh.set(token, { family, expiresAtMs: this.#now() + this.#refreshTtlSeconds * 1000 });
    this.#sweep();
    return token;
  }

  #issueAccess(family: Family): string {
    const iat = Math.floor(this.#now() / 1000);
    const exp = iat + this.accessTtlSeconds;
    const jti = randomId(12);
    const payload = base64url(JSON.stringify({ sub: family.userId, iat, exp, jti }));
    this.#accessSeq += 1;
    this.#access.set(jti, { family, seq: this.#accessSeq, expiresAtMs: exp * 1000 });
    this.#sweep();
    return `${JWT_HEADER}.${payload}.${this.#sign(`${JWT_HEADER}.${payload}`)}`;
  }

  #unusedTooLong(family: Family): boolean {
    return family.firstUseByMs !== undefined && this.#unrefreshed.has(family) && this.#now() >= family.firstUseByMs;
  }

  /** What has ended by itself goes: expired access tokens, expired sign-ins, minted ones left unused too long. */
  #sweepExpired(): void {
    const now = this.#now();
    for (const [jti, record] of this.#access) if (now >= record.expiresAtMs) this.#access.delete(jti);
    for (const record of [...this.#refresh.values()]) if (now >= record.expiresAtMs) this.#end(record.family);
    for (const family of [...this.#unrefreshed]) if (this.#unusedTooLong(family)) this.#end(family);
  }

  /** Every SWEEP_EVERY issues, what has ended goes; past MAX_ACCESS, the oldest access token goes at once. */
  #sweep(): void {
    this.#issued += 1;
    if (this.#issued % SWEEP_EVERY === 0) this.#sweepExpired();
    for (const jti of this.#access.keys()) {
      if (this.#access.size <= MAX_ACCESS) break;
      this.#access.delete(jti);
    }
  }

  #sign(input: string): string {
    return createHmac('sha256', this.#secret).update(input).digest('base64url');
  }

  #checkAccessToken(token: string): AccessCheck {
    const invalid: AccessCheck = { state: 'invalid', reason: 'token' };
    const [header, payload, signature, ...rest] = token.split('.');
    if (header !== JWT_HEADER || payload === undefined || signature === undefined || rest.length > 0) return invalid;
    if (!BASE64URL_SEGMENT.test(payload) || !BASE64URL_SEGMENT.test(signature)) return invalid;
    const expected = Buffer.from(this.#sign(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return invalid;

    const claims = parseClaims(payload);
    if (!claims) return invalid;
    const record = this.#access.get(claims.jti);
    // One this store signed and has since forgotten because it expired is expired still, not unknown.
    if (!record) return this.#now() >= claims.exp * 1000 ? { state: 'expired', jti: claims.jti } : invalid;
    if (record.family.userId !== claims.sub || record.family.loggedOut) return invalid;
    if (record.seq <= this.#expiredThroughSeq || this.#now() >= claims.exp * 1000) {
      return { state: 'expired', jti: claims.jti };
    }
    return { state: 'valid', jti: claims.jti, userId: record.family.userId };
  }
}

function parseClaims(payload: string): { sub: string; exp: number; jti: string } | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) return undefined;
    const { sub, exp, jti } = value as Record<string, unknown>;
    if (typeof sub !== 'string' || typeof exp !== 'number' || typeof jti !== 'string') return undefined;
    return { sub, exp, jti };
  } catch {
    return undefined;
  }
}
