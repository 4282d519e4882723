import { type PageReader, byItems } from '../../../lib/bindings/pages.ts';
import { fieldOf, record, text } from '../../../lib/service-description/answer-fields.ts';
import type { Schema } from '../../../lib/service-description/schema.ts';

// The project's destinations as the quality reads them: each one's ID and name (to choose the destinations of a
// profile) and the profile it is set on, where the list gives one (the real kind's `transcoderId`: a number, or null
// for none). Read under a name of its own (`QUALITY_READING`): the Stream page reads the same list its own way.

export interface QualityDestination {
  id: string;
  name: string | undefined;
  platform: string | undefined;
  /** The profile it is set on; null: none; undefined: the list does not say. */
  profileId: string | null | undefined;
  live: boolean;
}

export const QUALITY_READING = 'quality';

const ID_NAMES = ['id', 'channel_id', 'channelId'];
const NAME_NAMES = ['name', 'title'];
const PROFILE_NAMES = ['transcoderId', 'transcoder_id'];

/** One item of the list, read by the names its schema or, without one, the item itself carries. */
export function readQualityDestination(item: unknown, itemSchema: Schema | undefined): QualityDestination | undefined {
  const value = record(item);
  if (!value) return undefined;
  const id = text(value[fieldOf(itemSchema, ID_NAMES, value) ?? 'id']);
  if (id === undefined || id === '') return undefined;
  const nameField = fieldOf(itemSchema, NAME_NAMES, value);
  const profileField = fieldOf(itemSchema, PROFILE_NAMES, value);
  const profile = profileField === undefined ? undefined : value[profileField];
  return {
    id,
    name: nameField === undefined ? undefined : text(value[nameField]),
    // The real kind gives the platform as `type` beside a `platform` record; others give its name.
    platform: text(value.platform) ?? text(record(value.platform)?.type) ?? text(value.type),
    profileId: profile === null ? null : (text(profile) ?? (profileField === undefined ? undefined : null)),
    live: value.live === true || value.live === 1 || value.status === 'live',
  };
}

const readEach = byItems(readQualityDestination);

/** The destinations of a page of the list; an item that names no destination is left out. */
export const readQualityDestinations: PageReader<QualityDestination> = (body, binding) =>
  readEach(body, binding).filter((item): item is QualityDestination => item !== undefined);
