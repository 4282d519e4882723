// A stream's events as the analytics answer them: each as a person reads it, whatever field names the service uses.

import { isJson, shown, text } from '../../../lib/operations/broadcast/live-answers.ts';

const EVENT_LISTS = ['events', 'results', 'items', 'data'];

/** An event as a person reads it: when, what the service says happened, and its kind where it gives no words. */
export interface StreamEvent {
  /** An instant (ISO 8601), from a field named for a time: milliseconds since 1970 or a date's text. */
  at: string | undefined;
  /** The service's own words for it. */
  text: string | undefined;
  /** Its kind or level as the service names it (`start`, `warning`). */
  kind: string | undefined;
}

const TIME_FIELD = /(^|_)(time|date|at|timestamp)$|Time$|At$/;

export function readEvent(event: unknown): StreamEvent {
  if (!isJson(event))
    return { at: undefined, text: text(shown(event) === undefined ? undefined : String(event)), kind: undefined };
  let at: string | undefined;
  for (const [key, value] of Object.entries(event)) {
    if (at !== undefined || !TIME_FIELD.test(key)) continue;
    const instant = typeof value === 'number' || typeof value === 'string' ? new Date(value) : undefined;
    if (instant && !Number.isNaN(instant.getTime()) && instant.getFullYear() > 2000) at = instant.toISOString();
  }
  const words = ['text', 'message', 'description', 'title'].map((name) => text(event[name])).find(Boolean);
  const kind = ['type', 'level', 'event', 'kind'].map((name) => text(event[name])).find(Boolean);
  return { at, text: words, kind };
}

/** A stream's events, each as its record; undefined when the answer holds no list. */
export function readEventList(body: unknown): unknown[] | undefined {
  return Array.isArray(body)
    ? body
    : isJson(body)
      ? EVENT_LISTS.map((key) => body[key]).find(Array.isArray)
      : undefined;
}
