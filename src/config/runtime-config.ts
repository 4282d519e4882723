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

export function setRuntimeConfig(raw: unknown): RuntimeConfig {
  const result = v.safeParse(ConfigSchema, raw);
  if (!result.success) console.warn('config.json is not valid; using defaults:', v.summarize(result.issues));
  current = result.success ? result.output : defaults;
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
