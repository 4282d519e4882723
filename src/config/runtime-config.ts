import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { usePrefsStore } from '../lib/prefs/prefs-store.ts';

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
  demo: v.optional(v.boolean(), false),
});

export type RuntimeConfig = v.InferOutput<typeof ConfigSchema>;

const defaults: RuntimeConfig = v.parse(ConfigSchema, {});
let current: RuntimeConfig = defaults;
const listeners = new Set<() => void>();
let markReady: () => void;

/**
 * Settles once config.json has been read (or found missing). The page renders before that — a round trip less
 * before anything shows — and every call to the service waits for it, so none goes to the wrong base URL.
 */
export const configReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

let unread = false;
/** config.json could not be fetched (offline, say): the defaults stand in, but they say nothing of the deployment. */
export function configUnread(): boolean {
  return unread;
}

/** Each setting is checked on its own: one bad value is reported and replaced by its default, the rest are kept. */
export function setRuntimeConfig(raw: unknown, { fetched = true } = {}): RuntimeConfig {
  unread = !fetched;
  const record = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  if (record !== raw) console.warn('config.json is not a JSON object; using the defaults.');
  const next: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(ConfigSchema.entries)) {
    const result = v.safeParse(schema, record[key]);
    if (result.success) next[key] = result.output;
    else {
      next[key] = defaults[key as keyof RuntimeConfig];
      console.warn(`config.json: "${key}" is not valid (${v.summarize(result.issues)}); using its default.`);
    }
  }
  current = next as RuntimeConfig;
  markReady();
  listeners.forEach((listener) => listener());
  return current;
}

/** The configuration, re-rendering when config.json arrives. */
export function useRuntimeConfig(): RuntimeConfig {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

export function runtimeConfig(): RuntimeConfig {
  return current;
}

/** An absolute http(s) base URL without a trailing slash, or null when the text is not one. */
export function normalizeBaseUrl(text: string): string | null {
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.search || url.hash || url.username || url.password) return null;
    return url.href.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/** Settings override first, then config.json, then this page's own origin. */
export function apiBaseUrl(): string {
  const override = normalizeBaseUrl(usePrefsStore.getState().apiBaseUrlOverride);
  if (override) return override;
  const configured = current.apiBaseUrl ? normalizeBaseUrl(new URL(current.apiBaseUrl, location.origin).href) : null;
  return configured ?? location.origin;
}

export function apiOrigin(): string {
  return new URL(apiBaseUrl()).origin;
}

/** The demo only makes sense against the embedded contract API, which answers on this page's origin. */
export function demoAvailable(): boolean {
  return current.demo && apiOrigin() === location.origin;
}
