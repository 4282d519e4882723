import { apiBaseUrl } from '../../config/runtime-config.ts';
import { sendRaw } from './http.ts';
import { parseJsonBody } from './json-body.ts';

// A file sent to the address a service hands out for it (a storage's upload session). The address is a capability of
// its own, not the API: the request carries nothing of the session — no Authorization, and the wire sends no cookie
// or referrer — and the address is kept out of any error text, as a secret is.

/** An upload may take as long as the file does; the user's Cancel ends it sooner. */
const UPLOAD_TIMEOUT_MS = 60 * 60 * 1000;

const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);

/**
 * Whether the dashboard sends a file to, or links to, an address the service gave: an absolute `https:` one, or an
 * `http:` one of this site's origin or the API's on this machine (the demo's); never one carrying a user name or
 * password. Anything else (`http:` elsewhere, readable on the way; `javascript:`; a relative path) is refused.
 */
export function storageAddress(
  value: string,
  pageOrigin = location.origin,
  apiOrigin = new URL(apiBaseUrl(), location.origin).origin,
): string | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  if (url.username !== '' || url.password !== '') return undefined;
  if (url.protocol === 'https:') return url.href;
  const own = url.origin === pageOrigin || (url.origin === apiOrigin && isLoopback(url.hostname));
  return url.protocol === 'http:' && own ? url.href : undefined;
}

/**
 * Sends one file to an upload address, as a form of one file part (`field`): the answer's JSON (undefined for an
 * empty one), or a typed error — an HttpError with the storage's words, or a cancel from `signal`.
 */
export async function uploadFile(
  url: string,
  file: File,
  { signal, field = 'file' }: { signal: AbortSignal; field?: string },
): Promise<unknown> {
  const form = new FormData();
  form.append(field, file, file.name);
  const { text } = await sendRaw({
    url,
    method: 'POST',
    form,
    signal,
    // The storage is not the API: its answers say nothing of whether the service is up.
    quiet: true,
    secrets: [url],
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  return text.trim() === '' ? undefined : parseJsonBody(text);
}
