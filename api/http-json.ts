import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Language } from './messages.ts';

// The document shows no error body (section 7); the real kind's is ErrorResponse: `name` (ours: what went wrong,
// for programs), `msg` (in the request's language), `validator_error` where a field is at fault (its `property`, and
// the message under `constraints`, as class-validator reports it), `options` and `data` (empty objects here).
export type ErrorBody = {
  error: {
    name: string;
    msg: string;
    validator_error?: { property: string; constraints: Record<string, string> }[];
    options: Record<string, never>;
    data: Record<string, never>;
  };
};

export type ApiError = {
  status: number;
  code: string;
  text: Record<Language, string>;
  field?: string;
  /** When to come back, sent as `Retry-After` (a refusal for asking too often). */
  retryAfterSeconds?: number;
};

export const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {}

const JSON_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
} as const;

/** The answer's Vary: what the caller's headers vary on (CORS: Origin), and the encoding. */
function varyOnEncoding(headers: OutgoingHttpHeaders): string {
  return [headers.Vary ?? headers.vary, 'Accept-Encoding'].flat().filter(Boolean).join(', ');
}

/** Below this, an answer is sent as it is: gzip's own header and the work would cost more than they save. */
const GZIP_FROM_BYTES = 1024;

/**
 * An answer, gzipped when the client takes it and it is worth it, as a production server in front of the service
 * does (nginx's `gzip on` with its minimum length): a phone's network is then measured against what it would carry.
 */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: OutgoingHttpHeaders = {}): void {
  if (res.headersSent || res.destroyed) return;
  const text = Buffer.from(JSON.stringify(body));
  const gzip = text.length >= GZIP_FROM_BYTES && acceptsGzip(res.req?.headers['accept-encoding']);
  const bytes = gzip ? gzipSync(text) : text;
  res.writeHead(status, {
    ...headers,
    ...JSON_HEADERS,
    Vary: varyOnEncoding(headers),
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    'Content-Length': bytes.length,
  });
  res.end(bytes);
}

/** Whether an Accept-Encoding header takes gzip (named, or `*`, with a q above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

const gzipped = new WeakMap<object, { text: string; gzip: Buffer; etag: string }>();

/**
 * A large JSON body that does not change (a service description: 150 kB and more), sent gzipped to a client that
 * takes it, as real deployments behind a proxy send theirs. Serialised and compressed once per body. Its ETag (weak:
 * the same for either encoding) lets a client that kept it ask whether it changed, answered 304 without a body.
 */
export function sendLargeJson(
  req: IncomingMessage,
  res: ServerResponse,
  body: object,
  headers: OutgoingHttpHeaders = {},
): void {
  if (res.headersSent || res.destroyed) return;
  let kept = gzipped.get(body);
  if (!kept) {
    const text = JSON.stringify(body);
    kept = { text, gzip: gzipSync(text), etag: `W/"${createHash('sha256').update(text).digest('base64url')}"` };
    gzipped.set(body, kept);
  }
  if (matchesEtag(req.headers['if-none-match'], kept.etag)) {
    res.writeHead(304, { ...headers, 'Cache-Control': 'no-store', ETag: kept.etag, Vary: varyOnEncoding(headers) });
    res.end();
    return;
  }
  const useGzip = acceptsGzip(req.headers['accept-encoding']);
  const bytes = useGzip ? kept.gzip : Buffer.from(kept.text);
  res.writeHead(200, {
    ...headers,
    ...JSON_HEADERS,
    Vary: varyOnEncoding(headers),
    ETag: kept.etag,
    ...(useGzip ? { 'Content-Encoding': 'gzip' } : {}),
    'Content-Length': bytes.length,
  });
  res.end(bytes);
}

/** Whether an If-None-Match header names this ETag (compared weakly, as RFC 9110 says for If-None-Match), or is `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

export function sendEmpty(res: ServerResponse, status: number, headers: OutgoingHttpHeaders = {}): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { ...headers, 'Cache-Control': 'no-store' });
  res.end();
}

export function errorBody(error: ApiError, language: Language): ErrorBody {
  const msg = error.text[language];
  const validator =
    error.field === undefined
      ? {}
      : { validator_error: [{ property: error.field, constraints: { [error.code]: msg } }] };
  return { error: { name: error.code, msg, ...validator, options: {}, data: {} } };
}

export function sendError(
  res: ServerResponse,
  error: ApiError,
  language: Language,
  headers: OutgoingHttpHeaders = {},
): void {
  const retry = error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(error.retryAfterSeconds) };
  sendJson(res, error.status, errorBody(error, language), { ...headers, ...retry });
}

/**
 * A body up to MAX_BODY_BYTES, as text; past that, BodyTooLargeError at once, and the rest of the body is not read
 * (see `stopReading`).
 */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      req.off('data', onData);
      req.off('end', onEnd);
      stopReading(req);
      reject(new BodyTooLargeError());
    };
    const onEnd = () => resolve(Buffer.concat(chunks).toString('utf8'));
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', reject);
  });
}

/** How much more of a refused body is read (and dropped) while the answer goes out, before the connection closes. */
const LINGER_BYTES = 256 * 1024;

/**
 * A body the server will not use: what is already on its way is read and dropped for a little longer, so a client
 * still sending receives the answer (413, 405) rather than a reset mid-upload, and then the connection is closed —
 * never read to its end, however long the client goes on sending.
 */
export function stopReading(req: IncomingMessage): void {
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) req.socket.destroy();
  });
  req.resume();
}

export function parseJsonOrNull(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function splitUrl(url: string | undefined): { path: string; query: URLSearchParams } {
  // Split by hand: `new URL('//host/x', base)` would read a leading `//` as an authority.
  const raw = url ?? '/';
  const mark = raw.indexOf('?');
  return mark === -1
    ? { path: raw, query: new URLSearchParams() }
    : { path: raw.slice(0, mark), query: new URLSearchParams(raw.slice(mark + 1)) };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
