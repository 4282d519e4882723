import { InvalidResponseError } from '../../api/errors.ts';
import type { Schema } from '../../service-description/schema.ts';

// The service's notifications as the dashboard shows them: NotifyHistory's items and NotifyUser's screen notice, read
// as a real deployment sends them (each text given in every language, `language_iso` naming it; actions that are
// links or that the service runs), and nothing made up where an answer leaves something out.

export interface NotifyAction {
  name: string;
  /** The words on the action, in the reader's language where the service gives them; else its name. */
  label: string;
  /** A link's address: an `https:` one, or a path of this dashboard. Undefined: the service runs the action. */
  href: string | undefined;
  /** The group the service names the action by when it runs it. */
  groupId: string | undefined;
  /** What an action the service runs is about, where it says (an invitation's destination, for its Accept). */
  value: string | undefined;
  /** The service marks it as the one to take (`type: primary`). */
  primary: boolean;
}

export interface NotificationItem {
  id: string;
  projectId: number | undefined;
  /** When the service made it; undefined when it does not say (or says something that is no date). */
  date: Date | undefined;
  title: string;
  text: string;
  read: boolean;
  /** As the service names it (`important`, `stream`); undefined when it does not say. */
  category: string | undefined;
  actions: NotifyAction[];
}

type Fields = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Of texts given in several languages (`[{language_iso, title?, text}]`), the reader's, else English, else the first;
 * a plain string is the text itself.
 */
export function inLanguage(texts: unknown, language: string): { title: string; text: string } | undefined {
  if (typeof texts === 'string') return { title: '', text: texts };
  if (!Array.isArray(texts)) return undefined;
  const entries = texts.filter(isRecord).filter((entry) => text(entry.text) !== undefined || text(entry.title));
  const iso = (entry: Fields) => text(entry.language_iso) ?? text(entry.language);
  const chosen =
    entries.find((entry) => iso(entry) === language) ?? entries.find((entry) => iso(entry) === 'en') ?? entries[0];
  return chosen ? { title: text(chosen.title) ?? '', text: text(chosen.text) ?? '' } : undefined;
}

/**
 * Where a link action may lead: an `https:` address, or a path of this dashboard — each read as the browser reads it
 * (tabs and newlines dropped, `\` as `/`), so `/<tab>/host` or `/\host`, another host, is neither. What is given back
 * is the address as resolved: what is checked is what is followed. Anything else (`javascript:`, `http:`, `//host`,
 * a bare word) leads nowhere and the action is not shown.
 */
export function safeHref(value: string, origin = location.origin): string | undefined {
  const resolved = (base?: string) => {
    try {
      return new URL(value, base);
    } catch {
      return undefined;
    }
  };
  const url = resolved(origin);
  if (url?.origin === origin && value.startsWith('/')) return url.pathname + url.search + url.hash;
  // Only an address written whole: one relative to this site that lands elsewhere (`//host`) is not taken.
  return resolved()?.protocol === 'https:' ? url?.href : undefined;
}

const isLinkAction = (name: string, type: string | undefined) => type === 'link' || /(^|_)link$/.test(name);

/**
 * The actions the service offers: an array of `{name, value, type, text, group_id}` (their words `text[].title` in
 * each language), or an object holding such arrays
 * (the list's items describe `actions` as an object with nothing more said). A link whose address is not safe, and an
 * action the service would run but names no group for, are left out.
 */
export function readActions(actions: unknown, language: string): NotifyAction[] {
  const found: unknown[] = Array.isArray(actions)
    ? actions
    : isRecord(actions)
      ? Object.values(actions).flatMap((value) => (Array.isArray(value) ? value : [value]))
      : [];
  const read: NotifyAction[] = [];
  for (const action of found) {
    if (!isRecord(action)) continue;
    const name = text(action.name);
    if (!name) continue;
    // The real kind gives an action's words as a `title` in each language; a `text` is read where one is given.
    const words = inLanguage(action.text, language);
    const label = words?.title || words?.text || name;
    const groupId = text(action.group_id) || undefined;
    const primary = action.type === 'primary';
    const value = text(action.value) || undefined;
    if (isLinkAction(name, text(action.type))) {
      const href = safeHref(text(action.value) ?? '');
      if (href) read.push({ name, label, href, groupId, primary, value: undefined });
    } else if (groupId) read.push({ name, label, href: undefined, groupId, primary, value });
  }
  return read;
}

/** The answer's date-time field, as the item's schema names it (`date_create` where it says nothing). */
function dateField(item: Schema | undefined): string {
  return item?.properties.find((property) => property.schema.format === 'date-time')?.name ?? 'date_create';
}

function dateOf(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** One item of "Get list of my notifications"; an item with no ID cannot be marked read or run, and is an error. */
export function readNotification(item: unknown, language: string, schema?: Schema): NotificationItem {
  if (!isRecord(item)) throw new InvalidResponseError('results', 'not a notification');
  const id = typeof item.id === 'number' ? String(item.id) : text(item.id);
  if (!id) throw new InvalidResponseError('results.id', 'no id');
  const words = inLanguage(item.text, language) ?? { title: '', text: '' };
  const read = item.status_read ?? item.read;
  const projectId = typeof item.project_id === 'number' && item.project_id > 0 ? item.project_id : undefined;
  return {
    id,
    projectId,
    date: dateOf(item[dateField(schema)]),
    title: words.title,
    text: words.text,
    read: read === true,
    category: text(item.category) || undefined,
    actions: readActions(item.actions, language),
  };
}

/**
 * "Get unread status": the count in the answer's one counting field (`count_unread`: a field whose name says unread,
 * else count), or a bare number. Anything but a whole number of zero or more is an error: no wrong count is shown.
 */
export function readUnreadCount(body: unknown, answer: Schema | undefined): number {
  const names = answer?.properties.map((property) => property.name) ?? (isRecord(body) ? Object.keys(body) : []);
  const field = names.find((name) => /unread/i.test(name)) ?? names.find((name) => /count/i.test(name));
  const value = typeof body === 'number' ? body : isRecord(body) && field ? body[field] : undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw new InvalidResponseError(field ?? '(body)', 'not a count');
  return value;
}

/** The screen notice of "Get user screen notify"; null when there is none (no text and no title). */
export interface ScreenNotice {
  level: 'debug' | 'info' | 'warning' | 'error';
  title: string;
  text: string;
  actions: NotifyAction[];
}

const LEVELS = ['debug', 'info', 'warning', 'error'] as const;

export function readScreenNotice(body: unknown, language: string): ScreenNotice | null {
  if (body === undefined || body === null || body === '') return null;
  if (!isRecord(body)) throw new InvalidResponseError('(body)', 'not a notice');
  const title = inLanguage(body.title, language)?.text ?? '';
  const words = inLanguage(body.text, language)?.text ?? '';
  if (!title && !words) return null;
  const level = LEVELS.find((one) => one === body.type) ?? 'info';
  return { level, title, text: words, actions: readActions(body.actions, language) };
}
