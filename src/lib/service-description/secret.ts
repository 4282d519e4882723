// The one rule that decides which values are secret: form fields that are never written to a URL, history, storage
// or a log, or read from a link, and values in answers and requests that are shown masked. A value is secret by its
// name, by its schema, or by what it is: an address that carries its credentials (`isSecretValue`). A name is read as words
// (`streamKey`, `pull_key`, `X-API-Key`), so `monkey` and `keyword` are not secrets; a run-together name is read too
// (`streamkey`, `accesstoken`, `sessionid`); and a name that is ABOUT a secret (`token_type`, `key_id`,
// `expires_in`, `has_password`, `key_count`) is not one: hiding those would hide what a user needs to read.

/** What a screen shows in place of a secret value. */
export const SECRET_MASK = '••••••';

/** Words that name a secret on their own. */
const SECRET_WORDS = new Set([
  'token',
  'tokens',
  'password',
  'passwords',
  'passwd',
  'pass',
  'pwd',
  'passcode',
  'passphrase',
  'secret',
  'secrets',
  'key',
  'keys',
  'otp',
  'pin',
  'pins',
  'credential',
  'credentials',
  'authorization',
  'cookie',
  'cookies',
  // A session's id is what signs a request in, unlike an id of anything else.
  'sessionid',
  'sessionids',
  'sessid',
  'jwt',
  'bearer',
  'totp',
  'cvv',
  'cvc',
  // A code that signs in or recovers an account, unlike a promo or a country code.
  'authcode',
  'recoverycode',
  'recoverycodes',
  'backupcode',
  'backupcodes',
]);

/**
 * A name that is a secret only as the whole name: `refresh` is SimpleJWT's refresh token, but `refresh_interval` is a
 * measure of time and `auto_refresh` a choice.
 */
const WHOLE_SECRET_NAMES = new Set(['refresh']);

/**
 * Words before a URL's name that say it carries a key: where a stream is sent or pulled from (`rtmp_url`,
 * `stream_url`, `pushUrl`, `ingress_url`), and a link to share, which lets in whoever holds it (`shareUrl`).
 */
const KEYED_URL_OWNERS = new Set([
  'stream',
  'rtmp',
  'rtmps',
  'srt',
  'push',
  'ingest',
  'ingress',
  'publish',
  'pull',
  'share',
]);
const URL_WORDS = new Set(['url', 'urls', 'uri', 'link']);

/** Ends no English word but a secret's name, so a run-together `accesstoken` or `newpassword` is one. */
const SECRET_ENDINGS = [
  'token',
  'tokens',
  'password',
  'passwords',
  'passwd',
  'passphrase',
  'secret',
  'secrets',
  'credential',
  'credentials',
];

/**
 * `key` ends many words (monkey, turkey, hockey): run together, it is a secret only after one of these
 * (`streamkey`, `apikey`, `privatekey`).
 */
const KEY_OWNERS = new Set([
  'access',
  'activation',
  'admin',
  'api',
  'app',
  'auth',
  'client',
  'encryption',
  'hmac',
  'license',
  'licence',
  'live',
  'master',
  'pass',
  'private',
  'product',
  'pull',
  'push',
  'rtmp',
  'secret',
  'session',
  'sign',
  'signing',
  'ssh',
  'stream',
  'user',
  'webhook',
]);

/** A last word that makes the name one about the secret: what kind, which one, how many, until when. */
const DESCRIPTORS = new Set([
  'id',
  'ids',
  'type',
  'types',
  'kind',
  'count',
  'name',
  'names',
  'label',
  'length',
  'expires',
  'expiry',
  'expiration',
  'expired',
  'ttl',
  'lifetime',
  'in',
  'at',
  'created',
  'updated',
  'hint',
  'prefix',
  'format',
  'url',
  'uri',
  'endpoint',
  'scope',
  'scopes',
  'status',
  'state',
  'version',
  'algorithm',
  'method',
  'policy',
  'set',
  'required',
  'enabled',
  'exists',
]);

/** A first word that makes the name a question or a measure about a secret: `has_password`, `num_tokens`. */
const LEADING_DESCRIPTORS = new Set([
  'has',
  'have',
  'is',
  'was',
  'needs',
  'need',
  'requires',
  'can',
  'should',
  'use',
  'uses',
  'with',
  'without',
  'no',
  'num',
  'number',
  'total',
  'max',
  'min',
  'count',
  'show',
  'allow',
  'allows',
]);

type CharClass = 'lower' | 'upper' | 'digit' | 'other';

function classOf(char: string): CharClass {
  if (char >= 'a' && char <= 'z') return 'lower';
  if (char >= 'A' && char <= 'Z') return 'upper';
  if (char >= '0' && char <= '9') return 'digit';
  return 'other';
}

/**
 * The words of a name, lower-cased: split at anything not a letter or digit, between a lower-case letter and an
 * upper-case one (`streamKey`), before the last capital of an acronym followed by lower case (`APIKey` → api, key)
 * and between letters and digits. One pass over the name (no regex backtracking on a hostile one).
 */
export function wordParts(name: string): string[] {
  const parts: string[] = [];
  let start = -1;
  let previous: CharClass = 'other';
  for (let i = 0; i <= name.length; i += 1) {
    const kind = i < name.length ? classOf(name[i]!) : 'other';
    const next = i + 1 < name.length ? classOf(name[i + 1]!) : 'other';
    const boundary =
      kind === 'other' ||
      (previous === 'lower' && kind === 'upper') ||
      (previous !== 'other' && (previous === 'digit') !== (kind === 'digit')) ||
      (previous === 'upper' && kind === 'upper' && next === 'lower');
    if (boundary && start !== -1) {
      parts.push(name.slice(start, i).toLowerCase());
      start = -1;
    }
    if (kind !== 'other' && start === -1) start = i;
    previous = kind;
  }
  return parts;
}

/** A word (or two run together, `pass` `word`) that names a secret by itself. */
function isSecretWord(word: string): boolean {
  if (SECRET_WORDS.has(word)) return true;
  if (SECRET_ENDINGS.some((ending) => word.length > ending.length && word.endsWith(ending))) return true;
  const owner = word.endsWith('keys') ? word.slice(0, -4) : word.endsWith('key') ? word.slice(0, -3) : undefined;
  return owner !== undefined && KEY_OWNERS.has(owner);
}

/** `rtmp_url`, `stream_push_url`, `streamurl`: a URL named for where a stream is sent, which holds its key. */
function isKeyedUrl(parts: readonly string[]): boolean {
  const last = parts.at(-1)!;
  if (URL_WORDS.has(last)) return parts.slice(0, -1).some((word) => KEYED_URL_OWNERS.has(word));
  const url = [...URL_WORDS].find((word) => last.length > word.length && last.endsWith(word));
  return url !== undefined && KEYED_URL_OWNERS.has(last.slice(0, -url.length));
}

export function isSecretName(name: string): boolean {
  const parts = wordParts(name);
  if (parts.length === 0 || LEADING_DESCRIPTORS.has(parts[0]!)) return false;
  const last = parts.length - 1;
  if ((last === 0 && WHOLE_SECRET_NAMES.has(parts[0]!)) || isKeyedUrl(parts)) return true;
  let found = false;
  for (let i = 0; i <= last; i += 1) {
    // A secret the last words spell together (`session_id`) is the secret, whatever its last word says.
    const joined = i < last && isSecretWord(parts[i]! + parts[i + 1]!);
    if (joined && i + 1 === last) return true;
    if (isSecretWord(parts[i]!)) {
      if (i === last) return true;
      found = true;
    }
    found ||= joined;
  }
  return found && !DESCRIPTORS.has(parts[last]!);
}

/** What of a schema says its value is secret, whatever its name. */
export interface SecretHints {
  format?: string | undefined;
  writeOnly?: boolean | undefined;
}

/** A secret by its name, or by what its schema says: `format: password` or `writeOnly` (sent, never shown back). */
export function isSecretField(name: string, schema?: SecretHints): boolean {
  return schema?.format === 'password' || schema?.writeOnly === true || isSecretName(name);
}

/**
 * Schemes of addresses a stream is sent to or pulled from: after the application (`rtmp://host/live`), a further
 * path segment is the stream's key (`rtmp://host/live/KEY`).
 */
const STREAM_SCHEMES = new Set(['rtmp', 'rtmps', 'rtmpe', 'rtmpt', 'rtmpte', 'rtmpts', 'srt', 'rist']);

/** SRT's stream ID, which carries the stream's key (`srt://host:port?streamid=…`). */
const STREAM_ID = 'streamid';

/** A template's stand-in (`{{key}}`, `{key}`): says where a key goes, and is none. */
const isPlaceholder = (text: string) => text.startsWith('{') && text.endsWith('}');

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/** Whether `name=value` pairs (a query, a fragment, SRT's parameters) carry a credential: a secret's name with a value. */
function paramsCarrySecret(params: string): boolean {
  for (const pair of params.split(/[&;]/)) {
    const equals = pair.indexOf('=');
    if (equals <= 0) continue;
    const name = decoded(pair.slice(0, equals));
    const value = decoded(pair.slice(equals + 1));
    if (value === '' || isPlaceholder(value)) continue;
    if (isSecretName(name) || name.toLowerCase() === STREAM_ID) return true;
  }
  return false;
}

/**
 * Whether a value is a secret by what it is, whatever its name: an address that carries its credentials — a user in
 * it (`rtmp://user:pass@host`), a parameter named as a secret (`?passphrase=…`, `?key=…`, `#access_token=…`, SRT's
 * `streamid=…`), or a stream address's key after its application (`rtmp://host/live/KEY`); or, with no address,
 * parameters that carry one (`passphrase=…&latency=200`). A template's `{{key}}` is none. Read in passes linear in the
 * value's length.
 */
export function isSecretValue(value: unknown): boolean {
  if (typeof value !== 'string' || value === '') return false;
  const text = value.trim();
  const schemeEnd = text.indexOf('://');
  const scheme = schemeEnd > 0 && schemeEnd <= 16 ? text.slice(0, schemeEnd).toLowerCase() : undefined;
  if (scheme === undefined || !/^[a-z][a-z0-9+.-]*$/.test(scheme)) {
    // No address: parameters alone, as SRT's are written, when the value is one word of them.
    return !/\s/.test(text) && text.includes('=') && paramsCarrySecret(text.startsWith('?') ? text.slice(1) : text);
  }
  const rest = text.slice(schemeEnd + 3);
  const fragmentAt = rest.indexOf('#');
  const beforeFragment = fragmentAt === -1 ? rest : rest.slice(0, fragmentAt);
  const queryAt = beforeFragment.indexOf('?');
  const beforeQuery = queryAt === -1 ? beforeFragment : beforeFragment.slice(0, queryAt);
  const slashAt = beforeQuery.indexOf('/');
  const authority = slashAt === -1 ? beforeQuery : beforeQuery.slice(0, slashAt);
  if (authority.includes('@')) return true;
  if (queryAt !== -1 && paramsCarrySecret(beforeFragment.slice(queryAt + 1))) return true;
  if (fragmentAt !== -1 && paramsCarrySecret(rest.slice(fragmentAt + 1))) return true;
  if (!STREAM_SCHEMES.has(scheme) || slashAt === -1) return false;
  const segments = beforeQuery
    .slice(slashAt + 1)
    .split('/')
    .filter((segment) => segment !== '');
  return segments.length >= 2 && !isPlaceholder(decoded(segments.at(-1)!));
}

/** A secret by its name, its schema, or what it is (`isSecretValue`): what a value in hand is judged by. */
export function isSecretEntry(name: string, schema: SecretHints | undefined, value: unknown): boolean {
  return isSecretField(name, schema) || isSecretValue(value);
}
