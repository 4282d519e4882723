import { useSyncExternalStore } from 'react';
import { usePrefsStore } from '../lib/prefs/prefs-store.ts';
import { TRAILING_SLASHES } from '../lib/trailing-slashes.ts';

/**
 * Configuration read at start-up from `config.json` beside index.html, so one build can be pointed at any
 * deployment without a rebuild. The embedded contract API adds `demo: true` when it serves the app.
 */
export interface RuntimeConfig {
  apiBaseUrl: string;
  apiVersion: '1' | '2' | '3';
  requestTimeoutMs: number;
  /**
   * Units of numeric fields, by field name: one text for every language (`{ "bitrate_max": "kbps" }`) or one per
   * language (`{ "bitrate_max": { "en": "kbps", "ru": "кбит/с" } }`). Where none is given a number is printed bare.
   */
  units: Record<string, string | Record<string, string>>;
  /**
   * Where the deployment's OpenAPI description is (absolute, or relative to this site); empty: none. Read only when
   * a page needs it (the group and operation pages), once per session.
   */
  serviceDescriptionUrl: string;
  /**
   * The service's realtime endpoint (a Centrifugo WebSocket URL, ws: or wss:), which its description cannot give;
   * empty: none, and pages that would be pushed changes poll instead. Checked as a URL by the page that connects
   * (realtime-endpoint.ts), so the first load does not carry the check.
   */
  realtimeUrl: string;
  /**
   * The application path OBS adds after an ingest server the service names by its host alone (`live`: OBS's server
   * is `rtmp://host/live`), which its server list does not give; empty: none. Checked by the Stream page.
   */
  ingestApp: string;
  /**
   * What the deployment's access levels allow, which its description cannot say: `{ members: { "<level>": [what] },
   * destinations: { … } }`, read by lib/operations/account/access-levels.ts (not checked here: the first load does
   * not carry the check); undefined: not given.
   */
  accessLevels?: unknown;
  demo: boolean;
}

/** A field's unit in a language: the one text given for every language, else its own, else English's. */
export const unitIn = (units: RuntimeConfig['units'], field: string, language: string): string | undefined => {
  const unit = units[field];
  return typeof unit === 'object' ? (unit[language] ?? unit.en) : unit;
};

// Every setting has a default, so an empty file passes.
const defaults: RuntimeConfig = {
  apiBaseUrl: '',
  apiVersion: '1',
  requestTimeoutMs: 15_000,
  units: {},
  serviceDescriptionUrl: '',
  realtimeUrl: '',
  ingestApp: '',
  accessLevels: undefined,
  demo: false,
};

/** A setting's value as the app uses it, or what is wrong with it. Plain checks: this module is in the first load. */
type Check = (value: unknown) => { value: unknown } | { problem: string };

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
const ofKind =
  (kind: 'string' | 'boolean'): Check =>
  (value) =>
    typeof value === kind ? { value } : { problem: `expected a ${kind}, got ${kindOf(value)}` };
const text = ofKind('string');
const unitTextOf = (unit: unknown) => {
  const trimmed = typeof unit === 'string' ? unit.trim() : '';
  return trimmed.length >= 1 && trimmed.length <= 24 ? trimmed : null;
};

const checks: { [K in keyof RuntimeConfig]: Check } = {
  apiBaseUrl: text,
  apiVersion: (value) =>
    value === '1' || value === '2' || value === '3' ? { value } : { problem: 'expected "1", "2" or "3"' },
  requestTimeoutMs: (value) =>
    Number.isInteger(value) && (value as number) >= 1000 && (value as number) <= 120_000
      ? { value }
      : { problem: 'expected a whole number of milliseconds from 1000 to 120000' },
  units: (value) => {
    if (kindOf(value) !== 'object') return { problem: `expected an object, got ${kindOf(value)}` };
    const units: RuntimeConfig['units'] = {};
    for (const [field, unit] of Object.entries(value as Record<string, unknown>)) {
      // One text for every language, or one per language (`{ "en": "kbps", "ru": "кбит/с" }`).
      if (kindOf(unit) === 'object') {
        const byLanguage: Record<string, string> = {};
        for (const [language, text] of Object.entries(unit as Record<string, unknown>)) {
          const trimmed = unitTextOf(text);
          if (trimmed === null) return { problem: `"${field}.${language}": expected 1 to 24 characters` };
          byLanguage[language] = trimmed;
        }
        units[field] = byLanguage;
        continue;
      }
      const trimmed = unitTextOf(unit);
      if (trimmed === null)
        return { problem: `"${field}": expected 1 to 24 characters, or one such text per language` };
      units[field] = trimmed;
    }
    return { value: units };
  },
  serviceDescriptionUrl: text,
  realtimeUrl: text,
  ingestApp: text,
  accessLevels: (value) => ({ value }),
  demo: ofKind('boolean'),
};

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
  for (const [key, check] of Object.entries(checks)) {
    const result = record[key] === undefined ? { value: defaults[key as keyof RuntimeConfig] } : check(record[key]);
    if ('value' in result) next[key] = result.value;
    else {
      // A number or null where the base URL belongs is not "this origin": its default would be a guess.
      if (key === 'apiBaseUrl') baseValid = false;
      next[key] = defaults[key as keyof RuntimeConfig];
      console.warn(`config.json: "${key}" is not valid (${result.problem}); using its default.`);
    }
  }
  baseValid &&= next.apiBaseUrl === '' || resolveBase(next.apiBaseUrl as string) !== null;
  if (!baseValid) console.warn('config.json: "apiBaseUrl" is not an http(s) URL; nothing is sent until it is fixed.');
  current = next as unknown as RuntimeConfig;
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
