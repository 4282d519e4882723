import { InvalidResponseError } from '../../api/errors.ts';
import { record, text } from '../../service-description/answer-fields.ts';
import { instant } from './broadcasts.ts';

// An event of a broadcast, as "Events from broadcast v4" gives it: when (`created_at`), how much it matters
// (`level`: the real kind's info, warning, error or debug), what happened in the service's words (`text`, in the
// request's language) and the platform it is about, where it is about one. Only those four levels get the page's
// words and icons; any other is shown as the service writes it.

export const LEVELS = ['info', 'warning', 'error', 'debug'] as const;
export type Level = (typeof LEVELS)[number];

export interface BroadcastEvent {
  /** The event's ID where given, else its place in the list: a key, never shown. */
  key: string;
  at: Date | undefined;
  /** One of the real kind's levels, or the service's own word for another, or undefined where none is given. */
  level: Level | { other: string } | undefined;
  text: string | undefined;
  platform: string | undefined;
}

const given = (value: unknown) => {
  const said = text(value);
  return said === undefined || said.trim() === '' ? undefined : said;
};

function levelOf(value: unknown): BroadcastEvent['level'] {
  const said = given(value);
  if (said === undefined) return undefined;
  const known = LEVELS.find((level) => level === said.toLowerCase());
  return known ?? { other: said };
}

/** One event; an item that is no record makes the page of events unreadable. */
export function readBroadcastEvent(value: unknown, index: number): BroadcastEvent {
  const item = record(value);
  if (!item) throw new InvalidResponseError(`results[${index}]`, 'not an event');
  return {
    key: given(item.id) ?? `#${index}`,
    at: instant(item.created_at) ?? instant(item.date) ?? instant(item.time),
    level: levelOf(item.level),
    text: given(item.text) ?? given(item.message),
    platform: given(item.platform),
  };
}
