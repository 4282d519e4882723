import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { usePrefsStore } from '../lib/prefs/prefs-store.ts';
import { TRAILING_SLASHES } from '../lib/trailing-slashes.ts';

/**
 * Configuration read at start-up from `config.json` beside index.html, so one build can be pointed at any
 * deployment without a rebuild. The embedded contract API adds `demo: true` when it serves the app.
 */
const ConfigSchema = v.object({
  apiBaseUrl: v.optional(v.string(), ''),
  apiVersion: v.optional(v.picklist(['1', '2', '3']), '1'),
  requestTimeoutMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(120_000)), 15_000),
  /**
   * Units of numeric fields, by field name (`{ "bitrate_max": "kbps" }`). The document gives none (section 2.2), so
   * without this no unit is printed anywhere; a deployment that knows its units says so here.
   */
  units: v.optional(v.record(v.string(), v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(24))), {}),
  /**
   * Where the deployment's OpenAPI description is (absolute, or relative to this site); empty: none. Read only when
   * a page needs it (the group and operation pages), once per session.
   */
  serviceDescriptionUrl: v.optional(v.string(), ''),
  /**
   * The service's realtime endpoint (a Centrifugo WebSocket URL, ws: or wss:), which its description cannot give;
   * empty: none, and pages that would be pushed changes poll instead. Checked as a URL by the page that connects
   * (realtime-endpoint.ts), so the first load does not carry the check.
   */
  realtimeUrl: v.optional(v.string(), ''),
  /**
   * The application path OBS adds after an ingest server the service names by its host alone (`live`: OBS's server
   * is `rtmp://host/live`), which its server list does not give; empty: none. Checked by the Stream page.
   */
  ingestApp: v.optional(v.string(), ''),
  demo: v.optional(v.boolean(), false),
});

export type RuntimeConfig = v.InferOutput<typeof ConfigSchema>;

// Every setting has a default, so an empty file passes.
const defaults = v.safeParse(ConfigSchema, {}).output as RuntimeConfig;
let current: RuntimeConfig = defaults;
const listeners = new Set<() => void>();
let markReady: () => void;

/**
 * Settles once the first attempt to read config.json has ended, loaded or not. The page renders before that — a
 * round trip less before anything shows. Calls to the service wait for `serviceBase()` instead, which also waits
 * out a config.json that failed to load.
 */
export const configReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/**
 * `loaded`: config.json was read (or the host has none, and says so). `unavailable`: it could not be fetched
 * (offline, a timeout, a 5xx from the static host): the defaults stand in for the settings that are only tuning,
 * but nothing is known of where the service is, so nothing is sent to it until a retry loads the file. `invalid`:
 * it was read, but its `apiBaseUrl` is not a URL: as unknown as `unavailable`, and retried the same way (a fixed
 * deploy loads), but the banner says what is wrong with the file.
 */
export type ConfigStatus = 'loading' | 'loaded' | 'unavailable' | 'invalid';
let status: ConfigStatus = 'loading';

export function configStatus(): ConfigStatus {
  return status;
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

/**
 * Each setting is checked on its own: one bad value is reported and replaced by its default, the rest are kept.
 * Except `apiBaseUrl`, which has no safe default (this origin is a guess, and a pair is never sent to a guess): a
 * value that is not a URL — nor a string at all (`5`, `null`) — leaves where the service is unknown, status `invalid`.
 */
export function setRuntimeConfig(raw: unknown): RuntimeConfig {
  const record = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  if (record !== raw) console.warn('config.json is not a JSON object; using the defaults.');
  const next: Record<string, unknown> = {};
  let baseValid = true;
  for (const [key, schema] of Object.entries(ConfigSchema.entries)) {
    const result = v.safeParse(schema, record[key]);
    if (result.success) next[key] = result.output;
    else {
      // A number or null where the base URL belongs is not "this origin": its default would be a guess.
      if (key === 'apiBaseUrl') baseValid = false;
      next[key] = defaults[key as keyof RuntimeConfig];
      // The first issue's message is enough to fix the file (v.summarize would ship its formatter in the first load).
      console.warn(`config.json: "${key}" is not valid (${result.issues[0].message}); using its default.`);
    }
  }
  baseValid &&= next.apiBaseUrl === '' || resolveBase(next.apiBaseUrl as string) !== null;
  if (!baseValid) console.warn('config.json: "apiBaseUrl" is not an http(s) URL; nothing is sent until it is fixed.');
  current = next as RuntimeConfig;
  status = baseValid ? 'loaded' : 'invalid';
  markReady();
  notify();
  return current;
}

/** config.json could not be fetched this time: keep what is known (nothing, or an earlier load) and say so. */
export function markConfigUnavailable(): void {
  if (status === 'loaded' || status === 'invalid') return;
  status = 'unavailable';
  markReady();
  notify();
}

/** The configuration, re-rendering when config.json arrives. */
export function useRuntimeConfig(): RuntimeConfig {
  return useSyncExternalStore(subscribeConfig, () => current);
}

export function runtimeConfig(): RuntimeConfig {
  return current;
}

/** An absolute http(s) base URL without a trailing slash, or null when the text is not one. */
export function normalizeBaseUrl(text: string): string | null {
  // No override (the usual case, asked for with every request): no URL to build, nor its exception to throw.
  if (!text) return null;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.search || url.hash || url.username || url.password) return null;
    return url.href.replace(TRAILING_SLASHES, '');
  } catch {
    return null;
  }
}

/** Settings override first, then config.json, then this page's own origin. */
export function apiBaseUrl(): string {
  return normalizeBaseUrl(usePrefsStore.getState().apiBaseUrlOverride) || configuredApiBase();
}

/** The API config.json names (or this origin): the one its realtime endpoint belongs to. */
export function configuredApiBase(): string {
  return (current.apiBaseUrl && resolveBase(current.apiBaseUrl)) || location.origin;
}

/** config.json's `apiBaseUrl` (absolute, or relative to this site) as a base URL, or null when it is not one. */
function resolveBase(text: string): string | null {
  try {
    return normalizeBaseUrl(new URL(text, location.origin).href);
  } catch {
    return null;
  }
}

/**
 * The base URL the app would use now, or null while that is unknown: no override in Settings and config.json not
 * (yet) loaded. Unknown is not "this origin": a pair is never sent to a guess.
 */
export function knownApiBase(): string | null {
  if (status !== 'loaded' && !normalizeBaseUrl(usePrefsStore.getState().apiBaseUrlOverride)) return null;
  return apiBaseUrl();
}

/** Resolves with the API base URL as soon as it is known (see knownApiBase); waits as long as it is not. */
export function serviceBase(): Promise<string> {
  const known = knownApiBase();
  if (known !== null) return Promise.resolve(known);
  return new Promise((resolve) => {
    const check = () => {
      const base = knownApiBase();
      if (base === null) return;
      listeners.delete(check);
      stopPrefs();
      resolve(base);
    };
    listeners.add(check);
    const stopPrefs = usePrefsStore.subscribe(check);
  });
}

/** Calls `listener` when config.json's status or content changes; returns the unsubscribe. */
export function subscribeConfig(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders when config.json's status changes (loading → loaded or unavailable, and back to loaded). */
export function useConfigStatus(): ConfigStatus {
  return useSyncExternalStore(subscribeConfig, () => status);
}
