// The document does not show error bodies (section 7), so the service's message is looked for in the shapes real
// services send: `{error:{name,msg}}` with a `validator_error` list (NestJS services of this kind), `{error:{message}}`,
// `{message}` (also a list), OAuth's `{error, error_description}`, RFC 7807 problem details, `{errors:[…]}` and
// `{errors:{field:[…]}}`, FastAPI's `{detail:[{loc,msg}]}`, Google's `fieldViolations`, a bare JSON string or a short
// plain-text line. A body in none of these shapes still gives its most message-like string. Everything found is
// text only, cut to a sane length, with any secret the client holds (and anything shaped like a JWT) blanked out
// (scrub-text.ts). A body can be as large as the service likes: each step below costs at most its size, once.

import { scrubText as clean } from './scrub-text.ts';

export interface FieldError {
  /** The property the service names, children joined with dots ("channels.0.name"). */
  path: string;
  messages: string[];
}

export interface ErrorDetails {
  message: string | undefined;
  /** The service's name or code for the error ("NotFoundException", "invalid_grant", "400"). */
  code: string | undefined;
  fieldErrors: FieldError[];
}

const MAX_FIELD_ERRORS = 50;
const MAX_FIELD_MESSAGES = 10;
const MAX_DEPTH = 6;
const MAX_NODES = 400;

const MESSAGE_KEYS = [
  'message',
  'msg',
  'error_description',
  'detail',
  'description',
  'error_message',
  'errorMessage',
  'reason',
  'title',
];
// Lists of per-property errors; the first five may also be maps of property → message(s).
const FIELD_MAP_KEYS = [
  'validator_error',
  'validation_errors',
  'validationErrors',
  'errors',
  'fieldErrors',
  'field_errors',
];
const FIELD_LIST_KEYS = [
  ...FIELD_MAP_KEYS,
  'invalid-params',
  'invalid_params',
  'violations',
  'fieldViolations',
  'details',
  'detail',
];
const PATH_KEYS = ['property', 'field', 'path', 'param', 'parameter', 'loc', 'attribute', 'pointer', 'key', 'name'];
const ITEM_MESSAGE_KEYS = ['message', 'msg', 'description', 'reason', 'detail', 'title', 'error'];
// The place a value was sent (FastAPI's `loc: ["query", "project_id"]`), not part of the property's name.
const LOCATIONS = new Set(['body', 'query', 'path', 'header', 'headers', 'cookie', 'form']);
// Never read, even as a last resort: what sits under these keys may be a credential.
const SECRET_KEY = /token|authori[sz]ation|password|secret|cookie|credential|api[-_]?key|session/i;
// Echoes of what was sent (class-validator's `value`) are the client's own input, which may be a credential.
const ECHO_KEY = /^(value|input|received|rejected_?value)$/i;
const CODE_LIKE = /^[A-Za-z][\w.:-]{0,63}$/;

type Json = Record<string, unknown>;

const empty = (): ErrorDetails => ({ message: undefined, code: undefined, fieldErrors: [] });

export function extractErrorDetails(bodyText: string, secrets: readonly string[]): ErrorDetails {
  const text = bodyText.trim();
  if (text === '') return empty();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // A proxy's HTML page says nothing the status does not; a short plain line ("404 page not found") does.
    const plain = plainTextMessage(text);
    return { ...empty(), message: plain === undefined ? undefined : clean(plain, secrets) };
  }
  if (typeof body === 'string')
    return { ...empty(), message: str(body) === undefined ? undefined : clean(body, secrets) };
  if (!isObject(body)) return empty();

  const nested = isObject(body.error) ? body.error : undefined;
  const fieldErrors = collectFieldErrors(body, nested, secrets);
  const code = codeOf(nested, body);
  const message =
    (nested && messageOf(nested)) ??
    messageOf(body) ??
    str(body.error) ??
    firstListMessage(body.errors) ??
    (fieldErrors[0] ? `${fieldErrors[0].path}: ${fieldErrors[0].messages[0]}` : undefined) ??
    mostMessageLike(body, code);
  return {
    message: message === undefined ? undefined : clean(message, secrets),
    // `{"error": "invalid_grant"}` alone: that word is the message, not also a code beside it. A code is shown too,
    // so it is scrubbed like the message (a service may echo a token as a "code").
    code: code === undefined || code === message ? undefined : clean(code, secrets),
    fieldErrors,
  };
}

/** The first message-like member of an object: a string, or a list of strings (NestJS's `message: [...]`). */
function messageOf(record: Json): string | undefined {
  for (const key of MESSAGE_KEYS) {
    const value = record[key];
    const text = str(value) ?? (Array.isArray(value) ? joinStrings(value) : undefined);
    if (text !== undefined) return text;
  }
  return undefined;
}

function firstListMessage(list: unknown): string | undefined {
  if (!Array.isArray(list)) return undefined;
  const first: unknown = list[0];
  return str(first) ?? (isObject(first) ? messageOf(first) : undefined);
}

function joinStrings(list: unknown[]): string | undefined {
  const texts: string[] = [];
  for (let i = 0; i < list.length && texts.length < 5; i += 1) {
    const text = str(list[i]);
    if (text !== undefined) texts.push(text);
  }
  return texts.length ? texts.join('; ') : undefined;
}

function codeOf(nested: Json | undefined, body: Json): string | undefined {
  // Google puts the words in `status` ("INVALID_ARGUMENT") and the HTTP status in `code`: words first.
  const words = [
    nested?.name,
    nested?.status,
    nested?.code,
    nested?.type,
    body.code,
    body.name,
    body.error_code,
    body.error,
  ];
  const found = words.find((value) => typeof value === 'string' && CODE_LIKE.test(value));
  if (found !== undefined) return found as string;
  const number = [nested?.code, body.code].find((value) => typeof value === 'number' && Number.isInteger(value));
  return number === undefined ? undefined : String(number);
}

// ——— Per-property errors ———

function collectFieldErrors(body: Json, nested: Json | undefined, secrets: readonly string[]): FieldError[] {
  const found = new Map<string, string[]>();
  // A list of many messages for one property names it each time: its path is cleaned once.
  const paths = new Map<string, string>();
  const add = (rawPath: string, message: string) => {
    if (rawPath === '') return;
    let path = paths.get(rawPath);
    if (path === undefined) {
      if (paths.size >= MAX_FIELD_ERRORS * 2) return;
      path = clean(rawPath, secrets);
      paths.set(rawPath, path);
    }
    const messages = found.get(path) ?? [];
    if (messages.length >= MAX_FIELD_MESSAGES || (messages.length === 0 && found.size >= MAX_FIELD_ERRORS)) return;
    const text = clean(message, secrets);
    if (!messages.includes(text)) messages.push(text);
    found.set(path, messages);
  };
  for (const holder of nested ? [nested, body] : [body]) {
    for (const key of FIELD_LIST_KEYS) readFieldErrors(holder[key], '', add, 0, FIELD_MAP_KEYS.includes(key));
  }
  // Our own contract API and many others: `{error: {field, message}}`, one field named beside the message.
  const single = nested ?? body;
  const singleField = str(single.field) ?? str(single.property) ?? str(single.param);
  const singleMessage = messageOf(single);
  if (singleField && singleMessage && !found.has(singleField)) add(singleField, singleMessage);
  // Django REST framework: the body itself maps fields to lists of messages.
  if (found.size === 0 && !nested) readFieldMap(body, '', add, 0, true);
  return [...found].map(([path, messages]) => ({ path, messages }));
}

type Add = (path: string, message: string) => void;

function readFieldErrors(value: unknown, prefix: string, add: Add, depth: number, mapAllowed: boolean): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value.slice(0, MAX_FIELD_ERRORS)) if (isObject(item)) readFieldItem(item, prefix, add, depth);
  } else if (isObject(value) && mapAllowed) {
    readFieldMap(value, prefix, add, depth, false);
  }
}

/** One entry of a list: class-validator's `{property, constraints, children}`, or `{field|loc|source…, message…}`. */
function readFieldItem(item: Json, prefix: string, add: Add, depth: number): void {
  // Google's `details: [{fieldViolations: [...]}]`.
  if (Array.isArray(item.fieldViolations)) readFieldErrors(item.fieldViolations, prefix, add, depth + 1, false);
  const name = pathOf(item);
  if (name === undefined) return;
  const path = prefix ? `${prefix}.${name}` : name;
  if (isObject(item.constraints)) {
    for (const text of Object.values(item.constraints)) if (str(text)) add(path, str(text)!);
  } else {
    const text = itemMessage(item);
    if (text !== undefined && text !== name) add(path, text);
  }
  if (Array.isArray(item.children)) readFieldErrors(item.children, path, add, depth + 1, false);
}

function itemMessage(item: Json): string | undefined {
  return ITEM_MESSAGE_KEYS.map((key) => str(item[key])).find((found) => found !== undefined);
}

function pathOf(item: Json): string | undefined {
  // JSON:API: `source: {pointer: "/data/attributes/title"}` or `{parameter: "project_id"}`.
  const source = isObject(item.source) ? item.source : undefined;
  for (const candidate of [source?.parameter, source?.pointer, ...PATH_KEYS.map((key) => item[key])]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') {
      return candidate.startsWith('/') ? pointerPath(candidate) : candidate.trim();
    }
    if (Array.isArray(candidate) && candidate.length) {
      const parts = candidate.filter((part) => typeof part === 'string' || typeof part === 'number').map(String);
      if (parts.length > 1 && LOCATIONS.has(parts[0]!)) parts.shift();
      if (parts.length) return parts.join('.');
    }
  }
  return undefined;
}

function pointerPath(pointer: string): string {
  return pointer
    .replace(/^\/data\/attributes\//, '/')
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

/** `{field: ["message"]}` or `{field: "message"}` (Laravel, Rails), nested objects joined with dots. */
function readFieldMap(map: Json, prefix: string, add: Add, depth: number, strict: boolean): void {
  if (depth > MAX_DEPTH) return;
  const entries = Object.entries(map);
  // At the top of a body, only a map of nothing but messages is read as one (`{"project_id": ["…"]}`).
  if (
    strict &&
    !entries.every(
      ([, value]) => Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string'),
    )
  )
    return;
  for (const [key, value] of entries) {
    if (key === 'non_field_errors' || SECRET_KEY.test(key)) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string' && str(value)) add(path, str(value)!);
    else if (Array.isArray(value)) {
      for (const item of value) {
        if (str(item)) add(path, str(item)!);
        else if (isObject(item)) readFieldEntry(item, path, add, depth);
      }
    } else if (isObject(value)) readFieldEntry(value, path, add, depth);
  }
}

/** Mongoose's `{email: {message, kind, path}}` is one error of `email`; anything else is a deeper map. */
function readFieldEntry(value: Json, path: string, add: Add, depth: number): void {
  const text = str(value.message) ?? str(value.msg);
  if (text !== undefined) add(path, text);
  else readFieldMap(value, path, add, depth + 1, false);
}

// ——— Last resort ———

/**
 * A bounded walk over the body for the string most like a sentence: under a message-like key, with spaces and
 * letters, not a URL or a token. Used only when no known key held one.
 */
function mostMessageLike(body: Json, code: string | undefined): string | undefined {
  let best: { text: string; score: number } | undefined;
  const queue: { value: unknown; key: string; depth: number }[] = [{ value: body, key: '', depth: 0 }];
  for (let visited = 0; visited < queue.length && visited < MAX_NODES; visited += 1) {
    const { value, key, depth } = queue[visited]!;
    if (typeof value === 'string') {
      const score = value.trim() === code ? 0 : messageScore(value, key, depth);
      if (score > 0 && (!best || score > best.score)) best = { text: value.trim(), score };
    } else if (depth < MAX_DEPTH && (Array.isArray(value) || isObject(value))) {
      for (const childKey in value) {
        // Nodes past the budget would never be read: a member of a huge object is not even listed.
        if (queue.length >= MAX_NODES) break;
        const child: unknown = (value as Json)[childKey];
        if (!SECRET_KEY.test(childKey) && !ECHO_KEY.test(childKey))
          queue.push({ value: child, key: Array.isArray(value) ? key : childKey, depth: depth + 1 });
      }
    }
  }
  return best?.text;
}

function messageScore(raw: string, key: string, depth: number): number {
  const text = raw.trim();
  if (text.length < 3 || text.length > 2000 || !/\p{L}/u.test(text)) return 0;
  if (looksLikeToken(text) || /^[a-z][a-z0-9+.-]*:\/\//i.test(text) || text.startsWith('<')) return 0;
  let score = 1;
  if (/\s/.test(text)) score += 2;
  if (/message|msg|error|reason|detail|description|text|title/i.test(key)) score += 3;
  return score - depth * 0.1;
}

function looksLikeToken(text: string): boolean {
  return !/\s/.test(text) && text.length >= 24 && /^[\w.~+/=-]+$/.test(text) && /\d/.test(text);
}

function plainTextMessage(text: string): string | undefined {
  if (/^<|<\/?(html|body|head|title|!doctype)\b/i.test(text)) return undefined;
  // The text is trimmed, so its first line is not blank: only that line is read, however long the rest.
  const end = text.indexOf('\n');
  const line = (end === -1 ? text : text.slice(0, end)).trim();
  return line && line.length <= 500 && /\p{L}/u.test(line) && !looksLikeToken(line) ? line : undefined;
}

// ——— Text ———

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
