import { InvalidResponseError } from '../../api/errors.ts';
import type { Binding, Bound } from '../../bindings/bind.ts';
import { isBound } from '../../bindings/bind.ts';
import { ownWord } from '../../i18n/own-word.ts';

// A project's notification settings ("Get user notify settings") as a grid of channels (cabinet, telegram, mobile)
// by categories (important, stream): the answer's `relation` lists, per channel, the categories it carries; its
// `channels` says which channels the account has at all. The channels and categories are the ones the write
// ("Set user notify settings") enumerates, else the ones the answer names: nothing is assumed.

export interface NotifySettings {
  channels: readonly string[];
  categories: readonly string[];
  /** Per channel, whether the account has it (`channels.telegram`); undefined where the answer does not say. */
  active: Readonly<Record<string, boolean | undefined>>;
  /** `${channel} ${category}` of each switch that is on. */
  on: ReadonlySet<string>;
}

export const switchKey = (channel: string, category: string) => `${channel} ${category}`;

/** The page's words for a channel or category the service names, else its name as given (`constructor` is a name). */
export const wordsFor = (words: Readonly<Record<string, string>>, name: string): string => ownWord(words, name) ?? name;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The values a write's body property enumerates (`notify_channel`: telegram, cabinet, mobile). */
function bodyEnum(write: Bound | undefined, property: string): string[] {
  if (!isBound(write)) return [];
  const schema = write.details.body?.schema.properties.find((declared) => declared.name === property)?.schema;
  return strings(schema?.enum);
}

/** The settings as answered: the channels and categories the answer names, each switch that is on, each channel it says the account has. */
export function readNotifySettings(body: unknown): NotifySettings {
  if (!isRecord(body)) throw new InvalidResponseError('(body)', 'not settings');
  const relation = body.relation;
  if (!isRecord(relation)) throw new InvalidResponseError('relation', 'not a record');
  const given = isRecord(body.channels) ? body.channels : {};
  const answered = Object.keys(relation).filter((name) => Array.isArray(relation[name]));
  const on = new Set<string>();
  for (const channel of answered)
    for (const category of strings(relation[channel])) on.add(switchKey(channel, category));
  const active: Record<string, boolean | undefined> = {};
  for (const channel of Object.keys(given))
    if (typeof given[channel] === 'boolean') active[channel] = given[channel] as boolean;
  const categories = [...new Set(answered.flatMap((channel) => strings(relation[channel])))];
  return { channels: answered, categories, active, on };
}

/** The grid the page draws: the channels and categories the write enumerates, else the answer's. */
export function settingsGrid(settings: NotifySettings, write: Bound | undefined): NotifySettings {
  const channels = bodyEnum(write, 'notify_channel');
  const categories = bodyEnum(write, 'notify_category');
  return {
    ...settings,
    channels: channels.length ? channels : settings.channels,
    categories: categories.length ? categories : settings.categories,
  };
}

/** Whether the answer says the account does not have a channel (`channels.telegram: false`): own entries only. */
export const notConnected = (settings: NotifySettings, channel: string): boolean =>
  ownWord(settings.active, channel) === false;

/** One switch, as the write takes it. */
export interface SwitchChange {
  channel: string;
  category: string;
  on: boolean;
}

/** The write's body for one switch: the enum's own words for on and off (`enable` / `disable`). */
export function notifyChangeValues(projectId: number, change: SwitchChange, write: Binding): Record<string, string> {
  const statuses = bodyEnum(write, 'status');
  const enable = statuses.find((status) => /^(enable|enabled|on|true)$/i.test(status)) ?? 'enable';
  const disable = statuses.find((status) => /^(disable|disabled|off|false)$/i.test(status)) ?? 'disable';
  return {
    project_id: String(projectId),
    notify_channel: change.channel,
    notify_category: change.category,
    status: change.on ? enable : disable,
  };
}

/** The settings with one switch changed (shown at once, put back if the service refuses). */
export function withSwitch(settings: NotifySettings, change: SwitchChange): NotifySettings {
  const on = new Set(settings.on);
  if (change.on) on.add(switchKey(change.channel, change.category));
  else on.delete(switchKey(change.channel, change.category));
  return { ...settings, on };
}
