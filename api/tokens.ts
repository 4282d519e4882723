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
type Family = { userId: string; fingerprint: string | undefined; loggedOut: boolean };

type RefreshRecord = { family: Family; expiresAtMs: number; used: boolean; revoked: boolean };

type AccessRecord = { family: Family; seq: number };

const JWT_HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const AUTHORIZATION_FORM = /^oauth ([A-Za-z0-9_\-.]+)$/;
const BASE64URL_SEGMENT = /^[A-Za-z0-9_-]+$/;

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

function randomId(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

export class TokenStore {
  accessTtlSeconds: number;
  readonly #refreshTtlSeconds: number;
  readonly #now: () => number;
  // Per store rather than per module, so two servers in one test process reject each other's tokens.
  readonly #secret = randomBytes(32);
  readonly #refresh = new Map<string, RefreshRecord>();
  readonly #access = new Map<string, AccessRecord>();
  #accessSeq = 0;
  #expiredThroughSeq = 0;

  constructor(options: TokenStoreOptions) {
    this.#now = options.now;
    this.accessTtlSeconds = options.accessTtlSeconds;
    this.#refreshTtlSeconds = options.refreshTtlSeconds;
  }

  /** A new sign-in (token family) of the account `userId` (the JWT `sub` of its access tokens). */
  mintRefreshToken(userId: string): string {
    return this.#issueRefresh({ userId, fingerprint: undefined, loggedOut: false });
  }

  /**
   * A new sign-in handed out whole (a code exchanged): its access and refresh tokens. The fingerprint binds the
   * family when given; otherwise the first refresh does, as for a minted token.
   */
  issuePair(userId: string, fingerprint: string | undefined): { accessToken: string; refreshToken: string } {
    const family: Family = { userId, fingerprint, loggedOut: false };
    return { accessToken: this.#issueAccess(family), refreshToken: this.#issueRefresh(family) };
  }

  /**
   * Ends the sign-in the refresh token belongs to, used or not: a rotated copy kept from before is as dead as the
   * latest one. False for a token this store never issued.
   */
  logOut(token: string): boolean {
    const record = this.#refresh.get(token);
    if (!record) return false;
    record.family.loggedOut = true;
    return true;
  }

  // Synchronous from lookup to "used" so concurrent presentations of one token cannot both succeed.
  refresh(token: string, fingerprint: string): RefreshOutcome {
    const record = this.#refresh.get(token);
    if (!record || record.used || record.revoked || record.family.loggedOut || this.#now() >= record.expiresAtMs) {
      return { ok: false, code: 'invalid_grant' };
    }
    const { family } = record;
    if (family.fingerprint === undefined) {
      family.fingerprint = fingerprint;
    } else if (family.fingerprint !== fingerprint) {
      // Not consumed: the legitimate holder must still be able to use it.
      return { ok: false, code: 'fingerprint_mismatch' };
    }
    record.used = true;
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
    record.revoked = true;
    return true;
  }

  revokeAllRefresh(): void {
    for (const record of this.#refresh.values()) record.revoked = true;
  }

  #issueRefresh(family: Family): string {
    const token = `rt_${randomId(24)}`;
    this.#refresh.set(token, {
      family,
      expiresAtMs: this.#now() + this.#refreshTtlSeconds * 1000,
      used: false,
      revoked: false,
    });
    return token;
  }

  #issueAccess(family: Family): string {
    const iat = Math.floor(this.#now() / 1000);
    const jti = randomId(12);
    const payload = base64url(JSON.stringify({ sub: family.userId, iat, exp: iat + this.accessTtlSeconds, jti }));
    this.#accessSeq += 1;
    this.#access.set(jti, { family, seq: this.#accessSeq });
    return `${JWT_HEADER}.${payload}.${this.#sign(`${JWT_HEADER}.${payload}`)}`;
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
    const record = claims ? this.#access.get(claims.jti) : undefined;
    if (!claims || !record || record.family.userId !== claims.sub || record.family.loggedOut) return invalid;
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
