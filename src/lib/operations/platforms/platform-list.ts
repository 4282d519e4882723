import { type Binding, type Bound, isBound } from '../../bindings/bind.ts';
import { projectValues } from '../../bindings/call.ts';
import { byAnswer, defineRead } from '../../bindings/read.ts';
import { fieldOf, flag, record, text } from '../../service-description/answer-fields.ts';
import { listShape, readListPage } from '../../service-description/list-page.ts';
import type { OperationDetails } from '../../service-description/operation-details.ts';
import type { Schema } from '../../service-description/schema.ts';

// "Supported platforms" (Platforms), as every page that names a platform or adds a destination on one reads it: each
// platform's token, its name for people, its icon, whether a destination can be added on it and how it connects.

export interface Platform {
  /** The token the service names it by (`youtube`), sent back as given. */
  id: string;
  title: string | undefined;
  /** Whether it connects through OAuth, when the service says. */
  oauth: boolean | undefined;
  /** Whether a destination can be added on it now, when the service says (the real kind's `is_adding`). */
  adding: boolean | undefined;
  /** Its icon's address as given (the real kind's `url`); shown only where it is safe to load (`Avatar`). */
  icon: string | undefined;
  /** What the service says the platform can do, by its name for it (`read_chat`, `set_title`): yes or no. */
  abilities: Readonly<Record<string, boolean>>;
}

/** The abilities the pages ask a platform about. */
export const ABILITIES = ['read_chat', 'write_chat', 'set_title', 'set_description', 'planned', 'options'] as const;

/** The real kind writes a platform's abilities as numbers: 1 yes, 0 no; any other number says nothing. */
const numericFlag = (value: unknown): boolean | undefined => (value === 1 ? true : value === 0 ? false : undefined);
const yesNo = (value: unknown) => flag(value) ?? numericFlag(value);

export function readPlatforms(body: unknown, answer: Schema | undefined): Platform[] {
  const shape = listShape(answer);
  const { items } = readListPage(body, shape);
  const sample = items.find((entry) => record(entry));
  // The platform's token (`youtube`): the real kind's list numbers its platforms and names each by `type`.
  const idField = fieldOf(shape?.itemSchema, ['platform', 'type', 'name', 'code', 'id'], sample);
  const platforms: Platform[] = [];
  for (const entry of items) {
    // A list of plain names is a list of platforms too.
    if (typeof entry === 'string' && entry !== '') {
      platforms.push({
        id: entry,
        title: undefined,
        oauth: undefined,
        adding: undefined,
        icon: undefined,
        abilities: {},
      });
      continue;
    }
    const value = record(entry);
    const id = value && idField !== undefined ? text(value[idField]) : undefined;
    if (!value || id === undefined || id === '') continue;
    const title = text(value.title) ?? (idField === 'name' ? undefined : text(value.name));
    const abilities: Record<string, boolean> = {};
    for (const name of ABILITIES) {
      const given = yesNo(value[name]);
      if (given !== undefined) abilities[name] = given;
    }
    platforms.push({
      id,
      title,
      oauth: yesNo(value.oauth),
      // The early page of the real kind spells it in camelCase.
      adding: yesNo(value.is_adding) ?? yesNo(value.isAdding),
      icon: text(value.url) ?? text(value.icon),
      abilities,
    });
  }
  return platforms;
}

/**
 * "Supported platforms": the platforms the service takes, one read for every part that names a platform (the Stream
 * page's rows, adding a destination, the chat, the past streams), asked within the project in view.
 */
export const platformsRead = defineRead({
  name: 'platforms',
  binding: { name: { group: 'Platforms', name: 'Supported platforms' }, read: true },
  values: (projectId: number) => projectValues(projectId),
  parse: byAnswer(readPlatforms),
});

/** Whether the OAuth start takes this platform: not when its `platform` parameter enumerates others only. */
export function oauthAccepts(details: OperationDetails, platform: string): boolean {
  const parameter = details.parameters.find((candidate) => candidate.name === 'platform');
  const values = parameter?.schema.enum;
  return values === undefined || values.includes(platform);
}

/** The described OAuth start ("Get url for start oauth"), when it takes this platform: else none to offer. */
export const oauthStartOf = (start: Bound, platform: string): Binding | undefined =>
  isBound(start) && oauthAccepts(start.details, platform) ? start : undefined;
