import { type QueryClient, queryOptions, skipToken } from '@tanstack/react-query';
import * as v from 'valibot';
import { send, sendRaw } from '../api/http.ts';
import * as bindingKeys from '../bindings/keys.ts';
import { type RuntimeConfig, apiBaseUrl, configReady, runtimeConfig } from '../../config/runtime-config.ts';
import { whenIdle } from '../when-idle.ts';
import { readDescription, type ServiceDescription } from './description.ts';
import { parseJsonBody } from '../api/json-body.ts';
import {
  type KeptDescription,
  type Validators,
  digestOf,
  forgetKeptDescription,
  keepDescription,
  readKeptDescription,
} from './kept-description.ts';

/**
 * The deployment's OpenAPI description (config.json `serviceDescriptionUrl`), read once per session: it never goes
 * stale, and signing out clears it with every other answer. It is fetched without the session's token — it is not
 * the API, and a token goes to the API's origin only. Parsed and indexed in the query function, so a document that
 * is not JSON or not OpenAPI lands in the error state with its reason. The last one read is kept for the next visit
 * (kept-description.ts): it is bound at once, and checked against the service once the page is idle; a description
 * that changed replaces it.
 */
export function serviceDescriptionQuery(url: string | null) {
  return queryOptions({
    queryKey: bindingKeys.description(url),
    // No description configured: nothing is asked (React Query's skipToken, rather than a dummy URL and `enabled`).
    queryFn: url === null ? skipToken : ({ signal, client }) => loadServiceDescription(url, signal, client),
    staleTime: Infinity,
    gcTime: Infinity,
    // A description that could not be read is asked for again when the reader asks (Try again), not by each part that
    // mounts: a part standing in its place that suspends mounts again each time, and asked again on each.
    retryOnMount: false,
  });
}

/**
 * The deployment's description through `client`'s cache, once config.json is read: undefined when it names none, or
 * when reading it failed (the page says so, and asks again only when the reader does). For a loader, which starts it
 * while the page's code loads rather than once the page has drawn.
 */
export async function readDescriptionAhead(client: QueryClient): Promise<ServiceDescription | undefined> {
  await configReady;
  const url = serviceDescriptionUrl(runtimeConfig());
  const query = serviceDescriptionQuery(url);
  if (url === null || client.getQueryState(query.queryKey)?.status === 'error') return undefined;
  return client.ensureQueryData(query).catch(() => undefined);
}

/** Fetches and reads the description, outside the cache when a caller must bound the wait itself (sign-out). */
export async function fetchServiceDescription(url: string, signal?: AbortSignal) {
  return readDescription(await send({ url, method: 'GET', schema: v.unknown(), signal, quiet: true }));
}

/** The kept description (then checked in the background), else the service's, kept for the next visit. */
async function loadServiceDescription(
  url: string,
  signal: AbortSignal,
  client: QueryClient,
): Promise<ServiceDescription> {
  const apiBase = apiBaseUrl();
  const kept = await readKeptDescription(url, apiBase);
  if (kept) {
    whenIdle(() => void checkKept(url, apiBase, kept, client));
    return kept.description;
  }
  const fetched = await fetchDescriptionText(url, {}, signal);
  // Read before it is kept: a document that is not a description is never kept.
  const description = readDescription(parseJsonBody(fetched.text));
  void keepDescription(url, apiBase, fetched.text, fetched);
  return description;
}

/**
 * Asks the service whether the kept description is still its own: unchanged (304, or the same text), nothing
 * happens; another one replaces it on the page and in the store; one that no longer reads is forgotten and the
 * description read again, so the page says what is wrong. A failed check keeps what was kept.
 */
async function checkKept(url: string, apiBase: string, kept: KeptDescription, client: QueryClient): Promise<void> {
  let fetched: Fetched;
  try {
    fetched = await fetchDescriptionText(url, kept);
  } catch {
    // 304: still the service's own; anything else: the check failed, and what was kept stays.
    return;
  }
  if ((await digestOf(fetched.text)) === kept.digest) {
    // The same text with new validators: kept with them, so the next check can be answered with a 304.
    if (fetched.etag !== kept.etag || fetched.lastModified !== kept.lastModified)
      void keepDescription(url, apiBase, fetched.text, fetched);
    return;
  }
  let fresh: ServiceDescription;
  try {
    fresh = readDescription(parseJsonBody(fetched.text));
  } catch {
    await forgetKeptDescription(url, apiBase);
    await client.refetchQueries({ queryKey: bindingKeys.description(url), exact: true });
    return;
  }
  await keepDescription(url, apiBase, fetched.text, fetched);
  client.setQueryData(bindingKeys.description(url), fresh);
}

interface Fetched extends Validators {
  text: string;
}

/**
 * The description's text and validators. With validators of a kept copy, an HttpError 304 when the service says it is
 * unchanged. They are sent to the page's own origin only: to another, they are headers that make the browser ask first
 * (a CORS preflight), which a host that serves a description to anyone need not answer.
 */
async function fetchDescriptionText(url: string, kept: Validators, signal?: AbortSignal): Promise<Fetched> {
  const headers: Record<string, string> = {};
  if (new URL(url).origin === location.origin) {
    if (kept.etag) headers['If-None-Match'] = kept.etag;
    if (kept.lastModified) headers['If-Modified-Since'] = kept.lastModified;
  }
  const response = await sendRaw({ url, method: 'GET', headers, signal, quiet: true });
  const header = (name: string) => response.headers.find(([key]) => key === name)?.[1];
  return { text: response.text, etag: header('etag'), lastModified: header('last-modified') };
}

/** The description's absolute URL, or null when config.json names none (or names something that is no http(s) URL). */
export function serviceDescriptionUrl(config: RuntimeConfig): string | null {
  if (!config.serviceDescriptionUrl.trim()) return null;
  try {
    const url = new URL(config.serviceDescriptionUrl.trim(), location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
