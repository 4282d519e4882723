import { queryOptions, skipToken } from '@tanstack/react-query';
import * as v from 'valibot';
import { send } from '../api/http.ts';
import * as bindingKeys from '../bindings/keys.ts';
import type { RuntimeConfig } from '../../config/runtime-config.ts';
import { readDescription } from './description.ts';

/**
 * The deployment's OpenAPI description (config.json `serviceDescriptionUrl`), read once per session: it never goes
 * stale, and signing out clears it with every other answer. It is fetched without the session's token — it is not
 * the API, and a token goes to the API's origin only. Parsed and indexed in the query function, so a document that
 * is not JSON or not OpenAPI lands in the error state with its reason.
 */
export function serviceDescriptionQuery(url: string | null) {
  return queryOptions({
    queryKey: bindingKeys.description(url),
    // No description configured: nothing is asked (React Query's skipToken, rather than a dummy URL and `enabled`).
    queryFn: url === null ? skipToken : ({ signal }) => fetchServiceDescription(url, signal),
    staleTime: Infinity,
    gcTime: Infinity,
    // A description that could not be read is asked for again when the reader asks (Try again), not by each part that
    // mounts: a part standing in its place that suspends mounts again each time, and asked again on each.
    retryOnMount: false,
  });
}

/** Fetches and reads the description, outside the cache when a caller must bound the wait itself (sign-out). */
export async function fetchServiceDescription(url: string, signal?: AbortSignal) {
  return readDescription(await send({ url, method: 'GET', schema: v.unknown(), signal, quiet: true }));
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
