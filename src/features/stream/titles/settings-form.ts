import type { DescribedOperation, ServiceDescription } from '../../../lib/service-description/description.ts';
import { operationDetails } from '../../../lib/service-description/operation-details.ts';
import { type Schema, primaryType } from '../../../lib/service-description/schema.ts';
import type { Destination } from '../model/destinations.ts';
import { settingsOperations } from '../model/platforms.ts';

// A destination's own settings as its platform's "Optional settings for …" describes its body: each field a kind of
// control, read from the schema (its type, its values, its length), never from a list of platforms of ours. What the
// destination has now is read back from its `streamInfo`.

export type FieldKind = 'text' | 'long-text' | 'tags' | 'choice' | 'flag' | 'category' | 'playlist';

export interface SettingsField {
  /** The body's property (a category is its `category_id`, with `category_name` sent beside it). */
  name: string;
  kind: FieldKind;
  maxLength: number | undefined;
  /** A choice's values, as the description enumerates them. */
  values: readonly string[];
  /** The description's own words for it, for a field the page has none of its own for. */
  gloss: string | undefined;
}

/** What the page fills in the body itself: the project and the destination. */
const FILLED = new Set(['project_id', 'channel_id', 'v', 'language']);

/** The fields of a settings operation's body, in the order the description gives them. */
export function settingsFields(description: ServiceDescription, operation: DescribedOperation): SettingsField[] {
  const body = operationDetails(description.document, operation).body?.schema;
  const names = new Set(body?.properties.map(({ name }) => name) ?? []);
  return (body?.properties ?? []).flatMap(({ name, schema }): SettingsField[] => {
    if (FILLED.has(name) || name === 'category_name') return [];
    const field = (kind: FieldKind, values: readonly string[] = []): SettingsField[] => [
      { name, kind, maxLength: schema.maxLength, values, gloss: schema.description },
    ];
    if (name === 'category_id' && names.has('category_name')) return field('category');
    if (name === 'playlist_id') return field('playlist');
    const type = primaryType(schema);
    if (type === 'array' && schema.items && primaryType(schema.items) === 'string') return field('tags');
    if (type === 'boolean') return field('flag');
    const values = (schema.enum ?? []).filter((value): value is string => typeof value === 'string');
    if (values.length) return field('choice', values);
    if (type !== 'string' && type !== undefined) return [];
    return field(name === 'description' ? 'long-text' : 'text');
  });
}

/** A field's schema in a settings operation's body, where it has one. */
function bodyProperty(
  description: ServiceDescription,
  operation: DescribedOperation,
  name: string,
): Schema | undefined {
  return operationDetails(description.document, operation).body?.schema.properties.find(
    (property) => property.name === name,
  )?.schema;
}

/** How a destination takes a title and a description: whether its settings do, and the most characters of each. */
export interface TitleRoom {
  destination: Destination;
  title: { maxLength: number | undefined } | undefined;
  description: { maxLength: number | undefined } | undefined;
}

/** What each destination's settings take of a title and a description, as its platform's settings describe them. */
export function titleRooms(description: ServiceDescription, destinations: readonly Destination[]): TitleRoom[] {
  return destinations.map((destination) => {
    const [operation] = settingsOperations(description, destination.platform);
    const room = (name: string) => {
      const schema = operation ? bodyProperty(description, operation, name) : undefined;
      return schema ? { maxLength: schema.maxLength } : undefined;
    };
    return { destination, title: room('title'), description: room('description') };
  });
}

/** The values a destination has now for its settings' fields, read back from its `streamInfo` by the fields' names. */
export function currentValues(fields: readonly SettingsField[], streamInfo: Destination['streamInfo']): FormValues {
  const values: FormValues = {};
  if (!streamInfo) return values;
  // streamInfo names its members in camelCase where the body has snake_case (privacyVideo, privacy_video).
  const plain = (name: string) => name.replace(/_/g, '').toLowerCase();
  const given = new Map(Object.entries(streamInfo).map(([name, value]) => [plain(name), value]));
  const record = (value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  for (const field of fields) {
    if (field.kind === 'category') {
      const category = record(given.get('category'));
      if (typeof category?.id === 'string' && category.id !== '')
        values[field.name] = { id: category.id, name: typeof category.name === 'string' ? category.name : category.id };
      continue;
    }
    if (field.kind === 'playlist') {
      const playlist = record(given.get('playlist'));
      if (typeof playlist?.id === 'string' && playlist.id !== '') values[field.name] = playlist.id;
      continue;
    }
    const value = given.get(plain(field.name));
    if (field.kind === 'tags' && Array.isArray(value))
      values[field.name] = value.filter((tag): tag is string => typeof tag === 'string');
    else if (field.kind === 'flag' && typeof value === 'boolean') values[field.name] = value;
    else if (typeof value === 'string') values[field.name] = value;
  }
  return values;
}

export type FormValue = string | boolean | readonly string[] | { id: string; name: string };
export type FormValues = Record<string, FormValue>;

/** The fields whose value is not the one the destination has now: only those are sent. */
export function changedFields(fields: readonly SettingsField[], now: FormValues, edited: FormValues): string[] {
  const same = (a: FormValue | undefined, b: FormValue | undefined) =>
    JSON.stringify(a ?? '') === JSON.stringify(b ?? '');
  return fields.filter((field) => !same(now[field.name], edited[field.name])).map((field) => field.name);
}

/** A text longer than a field takes, by how many characters a person counts (a surrogate pair is one). */
export const tooLong = (text: string, maxLength: number | undefined) =>
  maxLength !== undefined && [...text].length > maxLength;
