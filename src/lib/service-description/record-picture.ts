// Which field of a listed record is its picture (a project's avatar), as the description shapes it, and which of its
// values the dashboard loads. A picture field is a text property whose name says it is a picture — `photo`,
// `avatar`, `picture`, `image`, `logo`, `icon`… alone or with a size or link word (`photo_50`, `avatar_url`,
// `imageUrl`, `profile_image`) — and whose format, where the description gives one, is a link (`uri`, `url`,
// `uri-reference`, `iri`, `iri-reference`). docs/decisions/avatars-from-the-description.md says why.

import { textFieldNames, textProperties } from './name-field.ts';
import type { Schema } from './schema.ts';
import { wordParts } from './secret.ts';

const PICTURE = new Set(['photo', 'avatar', 'picture', 'pic', 'userpic', 'image', 'img', 'logo', 'icon', 'thumbnail']);
/** Words that may stand beside the picture word: a size, a link, whose picture it is. */
const BESIDE = new Set([
  'url',
  'uri',
  'link',
  'src',
  'href',
  'small',
  'medium',
  'big',
  'large',
  'orig',
  'original',
  'max',
  'x',
  'px',
  'profile',
  'user',
  'project',
  'default',
]);
const LINK_FORMATS = new Set(['uri', 'url', 'uri-reference', 'iri', 'iri-reference']);
/** Longer is not an avatar's address (and not worth parsing). */
export const MAX_PICTURE_URL = 2048;

/** Whether a property's name says it holds a picture: one picture word, the rest sizes, link words or an owner. */
export function isPictureName(name: string): boolean {
  const words = wordParts(name);
  let pictures = 0;
  for (const word of words) {
    if (PICTURE.has(word)) pictures += 1;
    else if (!BESIDE.has(word) && !/^\d+$/.test(word)) return false;
  }
  return pictures === 1;
}

/**
 * The picture field of a record: of the schema's text properties where it declares properties (the first, in the
 * order it writes them, and only one whose format, if given, is a link), else of the record's own text fields.
 * Undefined: the record has no picture.
 */
export function pictureField(schema: Schema | undefined, sample: unknown): string | undefined {
  if (schema && schema.properties.length > 0)
    return textProperties(schema).find(
      ({ name, schema: property }) =>
        (property.format === undefined || LINK_FORMATS.has(property.format)) && isPictureName(name),
    )?.name;
  return textFieldNames(undefined, sample).find(isPictureName);
}

/** The record's picture address as it came (text, not too long), or undefined. Whether to load it: imageSource. */
export function readPicture(record: unknown, field: string | undefined): string | undefined {
  if (field === undefined || typeof record !== 'object' || record === null) return undefined;
  const value = (record as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' && value.length <= MAX_PICTURE_URL ? value.trim() : undefined;
}

/**
 * The address to load a picture from, or undefined when the dashboard does not load it: only an absolute `https:`
 * address, or one of the page's own origin, and never one carrying a user name or password. Anything else
 * (`http:` elsewhere, `javascript:`, `data:`, a relative path whose base would be the dashboard's, not the service's)
 * is shown as the name's initial instead.
 */
export function imageSource(value: string | undefined, pageOrigin: string): string | undefined {
  if (value === undefined || value.length > MAX_PICTURE_URL || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  if (url.username !== '' || url.password !== '') return undefined;
  if (url.protocol === 'https:' || (url.protocol === 'http:' && url.origin === pageOrigin)) return url.href;
  return undefined;
}
