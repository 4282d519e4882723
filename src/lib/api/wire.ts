// The one place that calls fetch (used by the page, and by the refresh worker so a refresh can outlive its tab).
// It reports what happened on the wire; http.ts turns that into a value or a typed error.

export interface WireRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** A string for JSON (and for everything the refresh worker sends); form data for the operation pages' uploads. */
  body: string | FormData | URLSearchParams | null;
  timeoutMs: number;
  /**
   * Fetched as index.html's `<link rel="preload" as="fetch" crossorigin>` fetches it, so the browser hands this
   * request the preloaded response: same credentials mode and cache mode, or it fetches a second time.
   */
  matchPreload?: boolean;
  /**
   * Reads the body instead of `Response.text()`: the operation pages' runs keep a body that is not text as its bytes
   * (answer-body.ts, loaded with those pages). Never set on what goes to the refresh worker: a function cannot cross.
   */
  readBody?: (response: Response) => Promise<{ text: string; bytes?: Uint8Array<ArrayBuffer> }>;
}

/** A response header as the browser exposes it (across origins: the CORS-safelisted ones and those the service exposes). */
export type ResponseHeader = readonly [name: string, value: string];

export type WireOutcome =
  | {
      kind: 'response';
      status: number;
      statusText: string;
      /** Names lower-cased, in the browser's order. */
      headers: readonly ResponseHeader[];
      /** The body as text; '' when it came as bytes. */
      text: string;
      /** Only when `readBody` kept a body that is not text: the body as it came. */
      bytes?: Uint8Array<ArrayBuffer>;
    }
  | { kind: 'network' }
  | { kind: 'timeout' }
  /** The answer was a redirect, not followed: a request that carries a token or a body never goes where it points. */
  | { kind: 'redirect' }
  /** The browser would not build the request, so nothing was sent: why, and what (a method or a header's name). */
  | { kind: 'refused'; reason: RefusalReason; detail: string };

export type RefusalReason = 'body-not-allowed' | 'header-invalid' | 'browser-refused';

/** Sends a request. Rejects only when `signal` (a caller's cancel) aborts it; every other outcome is a value. */
export type Transport = (request: WireRequest, signal?: AbortSignal) => Promise<WireOutcome>;

export const fetchTransport: Transport = async (request, signal) => {
  const init: RequestInit = {
    method: request.method,
    headers: request.headers,
    body: request.body,
    // Tokens travel in the Authorization header only; no cookies, no referrer to leak the page URL. A preloaded file
    // of this site (config.json) is sent the way its preload was, and never carries a token.
    credentials: request.matchPreload ? 'same-origin' : 'omit',
    cache: request.matchPreload ? 'default' : 'no-store',
    referrerPolicy: 'no-referrer',
    // A 307/308 would send the body (a refresh token, a typed secret) again to wherever it points, and a redirect
    // keeps Authorization on the same host, outside the base URL's path: a request with either stops at the
    // redirect. Plain reads (config.json, a description) follow it.
    redirect: request.body !== null || 'Authorization' in request.headers ? 'manual' : 'follow',
  };
  const timeout = AbortSignal.timeout(request.timeoutMs);
  try {
    const response = await fetch(request.url, {
      ...init,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    // A browser hides a redirect it did not follow (type opaqueredirect, status 0); elsewhere it is the 3xx itself.
    if (response.type === 'opaqueredirect' || (response.status > 300 && response.status < 309))
      return { kind: 'redirect' };
    const head = {
      kind: 'response' as const,
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
    };
    return { ...head, ...(request.readBody ? await request.readBody(response) : { text: await response.text() }) };
  } catch (error) {
    // A cancel from React Query is not a failure of the service: pass it on untouched.
    if (signal?.aborted) throw signal.reason ?? error;
    if (timeout.aborted) return { kind: 'timeout' };
    // fetch rejects with the same TypeError for "the browser would not build this" (a GET with a body, a header
    // value with a line break) as for "the network failed": building the Request tells the two apart. Only then,
    // not before every request: each is built once.
    try {
      new Request(request.url, init);
    } catch {
      return refusal(request);
    }
    return { kind: 'network' };
  }
};

/**
 * Why the browser would not build a request, named by what the request holds rather than by the browser's message
 * (which differs between browsers and may quote a header's value — a stream key typed into a form).
 */
function refusal(request: WireRequest): WireOutcome {
  if (request.body !== null && /^(GET|HEAD)$/i.test(request.method))
    return { kind: 'refused', reason: 'body-not-allowed', detail: request.method.toUpperCase() };
  for (const [name, value] of Object.entries(request.headers)) {
    try {
      new Headers([[name, value]]);
    } catch {
      return { kind: 'refused', reason: 'header-invalid', detail: /^[!#$%&'*+.^_`|~\w-]+$/.test(name) ? name : '' };
    }
  }
  return { kind: 'refused', reason: 'browser-refused', detail: '' };
}
