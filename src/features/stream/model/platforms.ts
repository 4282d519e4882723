import type { DescribedOperation, ServiceDescription } from '../../../lib/service-description/description.ts';
import { readingsOf } from '../../../lib/service-description/match.ts';
import { bindFamily, defineFamily } from '../../../lib/bindings/family.ts';
import { listShape, readListPage } from '../../../lib/service-description/list-page.ts';
import type { OperationDetails } from '../../../lib/service-description/operation-details.ts';
import type { Schema } from '../../../lib/service-description/schema.ts';
import { fieldOf, flag, record, text } from '../../../lib/service-description/answer-fields.ts';

// Platforms: the ones the service supports (to add a destination), the OAuth start URL that connects one, and each
// platform's settings operation in Channel settings.

export const SETTINGS_GROUP = 'Channel settings';

export interface Platform {
  /** The token the service names it by (`youtube`), sent back as given. */
  id: string;
  title: string | undefined;
  /** Whether it connects through OAuth, when the service says. */
  oauth: boolean | undefined;
  /** What the service says the platform can do, by its name for it (`read_chat`, `set_title`): yes or no. */
  abilities: Readonly<Record<string, boolean>>;
}

/** The abilities the studio asks a platform about. */
export const ABILITIES = ['read_chat', 'write_chat', 'set_title', 'set_description', 'planned', 'options'] as const;

/** The real kind writes a platform's abilities as numbers: 1 yes, 0 no; any other number says nothing. */
const numericFlag = (value: unknown): boolean | undefined => (value === 1 ? true : value === 0 ? false : undefined);

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
      platforms.push({ id: entry, title: undefined, oauth: undefined, abilities: {} });
      continue;
    }
    const value = record(entry);
    const id = value && idField !== undefined ? text(value[idField]) : undefined;
    if (!value || id === undefined || id === '') continue;
    const title = text(value.title) ?? (idField === 'name' ? undefined : text(value.name));
    const abilities: Record<string, boolean> = {};
    for (const name of ABILITIES) {
      const given = flag(value[name]) ?? numericFlag(value[name]);
      if (given !== undefined) abilities[name] = given;
    }
    platforms.push({ id, title, oauth: flag(value.oauth) ?? numericFlag(value.oauth), abilities });
  }
  return platforms;
}

/** Whether the OAuth start takes this platform: not when its `platform` parameter enumerates others only. */
export function oauthAccepts(details: OperationDetails, platform: string): boolean {
  const parameter = details.parameters.find((candidate) => candidate.name === 'platform');
  const values = parameter?.schema.enum;
  return values === undefined || values.includes(platform);
}

/** The custom channel's settings, as the document names them (with or without its note in brackets). */
const CUSTOM_SETTINGS = [
  'Set name / rtmp url for a custom channel (global settings)',
  'Set name / rtmp url for a custom channel',
];

/**
 * The Channel settings operations of a destination's platform: "Optional settings for <platform>", or the custom
 * channel's — described as the one line the document writes, or as the operations its slash names ("Set name for a
 * custom channel", "Set rtmp url for a custom channel"), the reading the description confirms most, as the catalog
 * matches a slashed line.
 */
export const settingsFamily = defineFamily({
  group: SETTINGS_GROUP,
  readings: (platform) =>
    platform === 'custom'
      ? CUSTOM_SETTINGS.flatMap((line) => [[line], ...readingsOf(line)])
      : [[`Optional settings for ${platform}`]],
});

/** A destination's platform's settings operations, bound (none for a destination that names no platform). */
export const settingsBindings = (description: ServiceDescription, platform: string | undefined) =>
  bindFamily(description, settingsFamily, platform ?? '');

/** The same, as the described operations (for links to their pages in the console). */
export const settingsOperations = (
  description: ServiceDescription,
  platform: string | undefined,
): readonly DescribedOperation[] => settingsBindings(description, platform).map((binding) => binding.operation);
