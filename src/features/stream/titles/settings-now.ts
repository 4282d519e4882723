import type { Binding } from '../../../lib/bindings/bind.ts';
import type { Destination } from '../../../lib/operations/channels/destination-list.ts';

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
