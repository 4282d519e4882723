// POST /method/auth/refresh-access — document section 4.1.
import type { ApiError } from './http-json.ts';
import { isPlainObject } from './http-json.ts';
import type { Language } from './messages.ts';
import { LANGUAGES, messages } from './messages.ts';
import type { TokenStore } from './tokens.ts';
import { longerThan } from './text-length.ts';

export const VERSIONS = ['1', '2', '3'] as const;
export const APPS = ['site', 'admin', 'mobile', 'desktop'] as const;
/**
 * The longest `fingerprint` taken: a sign-in keeps it for as long as it lives (the document says only "any", and a
 * browser's or a device's ID is tens of characters).
 */
export const FINGERPRINT_MAX = 256;

export type RefreshResult = { status: 200; body: { accessToken: string; refreshToken: string } } | { error: ApiError };

function invalid(field: string, text: Record<Language, string>): { error: ApiError } {
  return { error: { status: 400, code: 'invalid_request', field, text } };
}

function checkEnum(body: Record<string, unknown>, field: string, allowed: readonly string[]) {
  const value = body[field];
  if (value === undefined) return invalid(field, messages.missing(field));
  if (typeof value !== 'string' || !allowed.includes(value)) return invalid(field, messages.oneOf(field, allowed));
  return undefined;
}

export function isJsonContentType(header: string | undefined): boolean {
  const mediaType = header?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

// The Authorization header is neither required nor checked here: the document leaves it open (4.1), and
// a client refreshing is exactly the client whose access token has expired.
export function refreshAccess(tokens: TokenStore, contentType: string | undefined, parsedBody: unknown): RefreshResult {
  if (!isJsonContentType(contentType)) {
    return { error: { status: 400, code: 'invalid_content_type', text: messages.invalidContentType() } };
  }
  if (!isPlainObject(parsedBody)) {
    return { error: { status: 400, code: 'invalid_json', text: messages.invalidJson() } };
  }
  const body = parsedBody;
  const enumError =
    checkEnum(body, 'v', VERSIONS) ?? checkEnum(body, 'language', LANGUAGES) ?? checkEnum(body, 'app', APPS);
  if (enumError) return enumError;

  const refresh = body.refresh;
  if (refresh === undefined) return invalid('refresh', messages.missing('refresh'));
  if (typeof refresh !== 'string') return invalid('refresh', messages.notString('refresh'));
  if (refresh === '') return invalid('refresh', messages.empty('refresh'));

  const fingerprint = body.fingerprint === undefined ? '' : body.fingerprint;
  if (typeof fingerprint !== 'string') return invalid('fingerprint', messages.notString('fingerprint'));
  if (longerThan(fingerprint, FINGERPRINT_MAX))
    return invalid('fingerprint', messages.tooLong('fingerprint', FINGERPRINT_MAX));

  const outcome = tokens.refresh(refresh, fingerprint);
  if (!outcome.ok) {
    const text = outcome.code === 'invalid_grant' ? messages.invalidGrant() : messages.fingerprintMismatch();
    return { error: { status: 400, code: outcome.code, text } };
  }
  return { status: 200, body: { accessToken: outcome.accessToken, refreshToken: outcome.refreshToken } };
}
