// The one rule that decides which values are secret: form fields that are never written to a URL, history, storage
// or a log, and values in answers that are shown masked. A name is read as words (`streamKey`, `pull_key`,
// `X-API-Key`), so `monkey` and `keyword` are not secrets, and a word that names something ABOUT a secret
// (`token_type`, `key_id`) is not one either: hiding those would hide what a user needs to read.

const SECRET_WORDS = new Set([
  'token',
  'tokens',
  'password',
  'passwd',
  'secret',
  'key',
  'otp',
  'pin',
  'passphrase',
  'credential',
  'credentials',
  'authorization',
  'cookie',
]);

/** A last word that makes the name one of metadata about the secret, not the secret itself. */
const DESCRIPTORS = new Set(['id', 'ids', 'type', 'types', 'count', 'name', 'names', 'length', 'expires', 'expiry', 'ttl', 'hint']);

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

export function isSecretName(name: string): boolean {
  const parts = wordParts(name);
  if (!parts.some((part) => SECRET_WORDS.has(part))) return false;
  return !DESCRIPTORS.has(parts[parts.length - 1]!);
}

/** A secret by its name, or by what its schema says: `format: password` or `writeOnly` (sent, never shown back). */
export function isSecretField(name: string, schema?: { format?: string | undefined; writeOnly?: boolean }): boolean {
  return schema?.format === 'password' || schema?.writeOnly === true || isSecretName(name);
}
