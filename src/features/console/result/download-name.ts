// The name an answer is saved under: the service's own (Content-Disposition, RFC 6266: `filename*` with its charset
// preferred, then `filename`), else the operation's with an extension its type names. Whatever the service sends is
// reduced to a plain file name, so no answer can name a path, hide an extension behind a direction override or
// smuggle a control character into the browser's save dialog.

import { mediaTypeOf } from '../../../lib/api/answer-body.ts';

/** Long enough for any real name; file systems refuse 255 bytes and more. */
const MAX_NAME_LENGTH = 120;

/** Extensions of the types an answer is likely to have; any other type gets none rather than a guess. */
const EXTENSIONS: Record<string, string> = {
  'application/json': 'json',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/gzip': 'gz',
  'application/x-gzip': 'gz',
  'application/xml': 'xml',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'audio/mpeg': 'mp3',
  'image/gif': 'gif',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/svg+xml': 'svg',
  'image/webp': 'webp',
  'text/calendar': 'ics',
  'text/csv': 'csv',
  'text/html': 'html',
  'text/plain': 'txt',
  'text/xml': 'xml',
  'video/mp4': 'mp4',
};

/** The extension a Content-Type names, or undefined when it names none we know (`application/octet-stream`). */
export function extensionFor(contentType: string | null | undefined): string | undefined {
  const type = mediaTypeOf(contentType);
  // A type we list: a Content-Type of `constructor` names none.
  return Object.hasOwn(EXTENSIONS, type) ? EXTENSIONS[type] : type.endsWith('+json') ? 'json' : undefined;
}

/**
 * The file name a Content-Disposition header gives, made safe; undefined when it gives none usable. An extended
 * `filename*` in UTF-8 or ISO-8859-1 wins over `filename` (which old clients read); one in another charset is skipped.
 */
export function contentDispositionName(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const params = parameters(header);
  const extended = params.get('filename*');
  const fromExtended = extended === undefined ? undefined : decodeExtended(extended);
  return safeFileName(fromExtended ?? '') ?? safeFileName(params.get('filename') ?? '');
}

/**
 * The name to save an answer under: the service's, else the first of the operation's names (its operationId, then
 * its name) that leaves a usable file name, with the extension of the answer's type when it names one.
 */
export function downloadName(
  headers: readonly (readonly [string, string])[],
  operationNames: readonly (string | undefined)[],
): string {
  // An answer's headers do not change: its name is worked out once, not on every render of the page.
  const key = JSON.stringify(operationNames);
  const known = named.get(headers);
  if (known?.key === key) return known.name;
  const name = nameFor(headers, operationNames);
  named.set(headers, { key, name });
  return name;
}

const named = new WeakMap<readonly (readonly [string, string])[], { key: string; name: string }>();

function nameFor(headers: readonly (readonly [string, string])[], operationNames: readonly (string | undefined)[]) {
  const header = (name: string) => headers.find(([key]) => key === name)?.[1];
  const given = contentDispositionName(header('content-disposition'));
  if (given) return given;
  const extension = extensionFor(header('content-type'));
  // An operation's name is not a path: its slashes (`GET /method/invoice`) are kept visible, not cut at.
  const stem =
    operationNames
      .map((name) => safeFileName((name ?? '').replace(/[/\\]+/g, '_')))
      .find((name) => name !== undefined) ?? 'answer';
  return extension ? `${stem.slice(0, MAX_NAME_LENGTH - extension.length - 1)}.${extension}` : stem;
}

/**
 * A plain file name from whatever a service or a description wrote: the last segment of a path, without control,
 * format or direction characters, without characters file systems refuse, not hidden (a leading dot) and not `.`/`..`.
 */
export function safeFileName(raw: string): string | undefined {
  const lastSegment = raw.slice(Math.max(raw.lastIndexOf('/'), raw.lastIndexOf('\\')) + 1);
  const cleaned = lastSegment
    // Control characters, and the invisible ones that can reorder or hide what a name shows (`gpj.exe` read backwards).
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ');
  const name = trimDots(cleaned);
  if (name === '') return undefined;
  return trimDots(Array.from(name).slice(0, MAX_NAME_LENGTH).join(''));
}

/** Without dots and spaces at either end, found with two indexes (a `[. ]+$` regex would retry from every dot). */
function trimDots(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && (text[start] === '.' || text[start] === ' ')) start += 1;
  while (end > start && (text[end - 1] === '.' || text[end - 1] === ' ')) end -= 1;
  return text.slice(start, end);
}

/**
 * The parameters of a header value like `attachment; filename="a;b.csv"; filename*=UTF-8''a.csv`, names lower-cased.
 * One pass: each character is read once (searching for the next `=` from every `;` would read `;;;…=` n² times).
 */
function parameters(header: string): Map<string, string> {
  const params = new Map<string, string>();
  let i = header.indexOf(';');
  while (i !== -1 && i < header.length) {
    const start = i + 1;
    let j = start;
    while (j < header.length && header[j] !== '=' && header[j] !== ';') j += 1;
    if (j >= header.length) break;
    if (header[j] === ';') {
      // A parameter without a value: skipped.
      i = j;
      continue;
    }
    const name = header.slice(start, j).trim().toLowerCase();
    let value = '';
    j += 1;
    while (j < header.length && header[j] === ' ') j += 1;
    if (header[j] === '"') {
      // A quoted string: `\` escapes the next character; it ends at the first unescaped quote.
      j += 1;
      while (j < header.length && header[j] !== '"') {
        if (header[j] === '\\' && j + 1 < header.length) j += 1;
        value += header[j];
        j += 1;
      }
      i = header.indexOf(';', j);
    } else {
      const end = header.indexOf(';', j);
      value = header.slice(j, end === -1 ? header.length : end).trim();
      i = end;
    }
    // The first occurrence counts, as browsers read a repeated parameter.
    if (name && !params.has(name)) params.set(name, value);
  }
  return params;
}

/** RFC 8187's `charset'language'percent-encoded`: the text, or undefined for another charset or a broken encoding. */
function decodeExtended(value: string): string | undefined {
  const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value);
  if (!match) return undefined;
  const charset = match[1]!.toLowerCase();
  const encoded = match[2]!;
  if (charset === 'utf-8') {
    try {
      return decodeURIComponent(encoded);
    } catch {
      return undefined;
    }
  }
  if (charset === 'iso-8859-1') {
    // Each escaped byte is the code point of the same number in Latin-1.
    return /%(?![0-9a-f]{2})/i.test(encoded)
      ? undefined
      : encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return undefined;
}
