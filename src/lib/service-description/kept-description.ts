import { ownTask } from '../own-task.ts';
import { readDescription, type ServiceDescription } from './description.ts';

// The deployment's description kept in the browser's Cache Storage for the next visit, so a page that binds against
// it draws at once instead of waiting for a document of hundreds of kilobytes, and checks it afterwards. Kept per
// API and description address: another deployment (a Settings override, another config.json) never binds what
// another one described. What is kept is the document as the service sent it and its validators, never a request's
// headers (the description is fetched without the session's token). An entry whose text no longer matches the digest
// it was kept with, or that no longer reads as a description, is dropped, never used.

const CACHE_NAME = 'relay-description';
const DIGEST = 'x-relay-digest';
const ETAG = 'x-relay-etag';
const LAST_MODIFIED = 'x-relay-last-modified';

export interface Validators {
  etag?: string | undefined;
  lastModified?: string | undefined;
}

export interface KeptDescription extends Validators {
  description: ServiceDescription;
  digest: string;
}

/** Cache Storage and SubtleCrypto exist in a secure context only (https, or localhost): elsewhere nothing is kept. */
const available = () => typeof caches !== 'undefined' && typeof crypto !== 'undefined' && crypto.subtle !== undefined;

/** The entry's address: a name for the pair, never fetched. */
function entryKey(url: string, apiBase: string): string {
  const key = new URL('/__relay/kept-description', location.origin);
  key.searchParams.set('api', apiBase);
  key.searchParams.set('url', url);
  return key.href;
}

/** The SHA-256 of a text's UTF-8 bytes (or of the bytes themselves), in hex. */
export async function digestOf(content: string | Uint8Array<ArrayBuffer>): Promise<string> {
  const data = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The description kept for this API and address, or undefined (none, unavailable, or broken: then it is dropped). */
export async function readKeptDescription(url: string, apiBase: string): Promise<KeptDescription | undefined> {
  if (!available()) return undefined;
  try {
    const cache = await caches.open(CACHE_NAME);
    const key = entryKey(url, apiBase);
    const response = await cache.match(key);
    if (!response) return undefined;
    // The bytes as kept, checked as they are: the text kept was UTF-8, so its digest is theirs, and a phone's CPU is
    // spared encoding hundreds of kilobytes again. Decoded in the task the check ends in, parsed in one of its own.
    const bytes = new Uint8Array(await response.arrayBuffer());
    const digest = response.headers.get(DIGEST);
    try {
      if (!digest || digest !== (await digestOf(bytes))) throw new Error('the kept description is not what was kept');
      const text = new TextDecoder().decode(bytes);
      await ownTask();
      return {
        description: readDescription(JSON.parse(text)),
        digest,
        etag: response.headers.get(ETAG) ?? undefined,
        lastModified: response.headers.get(LAST_MODIFIED) ?? undefined,
      };
    } catch {
      await cache.delete(key);
      return undefined;
    }
  } catch {
    return undefined;
  }
}

/** Keeps the description's text as the service sent it, with its digest and validators; a failure keeps nothing. */
export async function keepDescription(
  url: string,
  apiBase: string,
  text: string,
  validators: Validators,
): Promise<string | undefined> {
  if (!available()) return undefined;
  try {
    const digest = await digestOf(text);
    const headers = new Headers({ 'Content-Type': 'application/json', [DIGEST]: digest });
    if (validators.etag) headers.set(ETAG, validators.etag);
    if (validators.lastModified) headers.set(LAST_MODIFIED, validators.lastModified);
    const cache = await caches.open(CACHE_NAME);
    await cache.put(entryKey(url, apiBase), new Response(text, { headers }));
    return digest;
  } catch {
    return undefined;
  }
}

/** Drops what is kept for this API and address (a description the service no longer serves as it was). */
export async function forgetKeptDescription(url: string, apiBase: string): Promise<void> {
  if (!available()) return;
  try {
    await (await caches.open(CACHE_NAME)).delete(entryKey(url, apiBase));
  } catch {
    // Nothing kept, or no storage: nothing to drop.
  }
}
