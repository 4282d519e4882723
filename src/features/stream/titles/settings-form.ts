import type { Binding } from '../../../lib/bindings/bind.ts';
import type { ServiceDescription } from '../../../lib/service-description/description.ts';
import type { Schema } from '../../../lib/service-description/schema.ts';
import { type FieldWords, describedFields, fieldWords } from '../../../components/form/described-fields.ts';
import type { Destination } from '../model/destinations.ts';
import { settingsBindings } from '../model/platforms.ts';

// A destination's own settings as its platform's "Optional settings for …" describes its body (drawn by the forms'
// builder, components/form/): what the page fills itself, and what the destination has now, read back from its
// `streamInfo` by the fields' names.

/** What the page fills in a settings body itself: the project and the destination. */
export const settingsFilled = (name: string) => name === 'project_id' || name === 'channel_id';

/** The people's names of what a settings operation sets ("Title, Description"), for a link to its form. */
export function settingsNames(binding: Binding, words: Readonly<Record<string, string | FieldWords>>): string {
  return describedFields(binding.details, settingsFilled)
    .fields.filter((field) => field.name !== 'category_name')
    .map((field) => fieldWords(field, words).label)
    .join(', ');
}

/** A field's schema in a settings operation's body, where it has one. */
const bodyProperty = (binding: Binding, name: string): Schema | undefined =>
  binding.details.body?.schema.properties.find((property) => property.name === name)?.schema;

/** How a destination takes a title and a description: whether its settings do, and the most characters of each. */
export interface TitleRoom {
  destination: Destination;
  title: { maxLength: number | undefined } | undefined;
  description: { maxLength: number | undefined } | undefined;
}

/** What each destination's settings take of a title and a description, as its platform's settings describe them. */
export function titleRooms(description: ServiceDescription, destinations: readonly Destination[]): TitleRoom[] {
  return destinations.map((destination) => {
    const [binding] = settingsBindings(description, destination.platform);
    const room = (name: string) => {
      const schema = binding ? bodyProperty(binding, name) : undefined;
      return schema ? { maxLength: schema.maxLength } : undefined;
    };
    return { destination, title: room('title'), description: room('description') };
  });
}

/**
 * What a destination has now for a settings body's properties, as the form's text, read back from its `streamInfo`:
 * by the property's name (streamInfo names its members in camelCase where the body has snake_case: privacyVideo,
 * privacy_video), a category and a playlist as the `{id, name}` records it gives; a `name` it does not give is the
 * destination's own (a custom channel's).
 */
export function settingsNow(
  binding: Binding,
  { streamInfo, name: named }: Pick<Destination, 'streamInfo' | 'name'>,
): Record<string, string> {
  const values: Record<string, string> = {};
  const properties = binding.details.body?.schema.properties ?? [];
  if (named && properties.some((property) => property.name === 'name')) values.name = named;
  if (!streamInfo) return values;
  const plain = (name: string) => name.replace(/_/g, '').toLowerCase();
  const given = new Map(Object.entries(streamInfo).map(([name, value]) => [plain(name), value]));
  const record = (value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  const idOf = (value: unknown) => {
    const id = record(value)?.id;
    return typeof id === 'string' && id !== '' ? id : undefined;
  };
  for (const { name } of properties) {
    const value = given.get(plain(name));
    if (name === 'category_id' || name === 'category_name') {
      const category = record(given.get('category'));
      const id = idOf(category);
      if (id !== undefined)
        values[name] = name === 'category_id' ? id : typeof category?.name === 'string' ? category.name : id;
    } else if (name === 'playlist_id') {
      const id = idOf(given.get('playlist'));
      if (id !== undefined) values[name] = id;
    } else if (Array.isArray(value)) values[name] = value.filter((item) => typeof item === 'string').join(', ');
    else if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number')
      values[name] = String(value);
  }
  return values;
}
