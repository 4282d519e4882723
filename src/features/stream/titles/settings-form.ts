import type { Binding } from '../../../lib/bindings/bind.ts';
import type { ServiceDescription } from '../../../lib/service-description/description.ts';
import type { Schema } from '../../../lib/service-description/schema.ts';
import { type FieldWords, fieldWords, glossOf } from '../../../components/form/field-words.ts';
import type { Destination } from '../../../lib/operations/channels/destination-list.ts';
import { settingsBindings } from '../model/platforms.ts';

// What the page reads of a destination's platform's settings operations ("Optional settings for …"): the names of
// what each sets, and how long a title and a description each takes.

/** What the page fills in a settings body itself, and what it sends beside another field (a category's name). */
const NOT_NAMED = new Set(['project_id', 'channel_id', 'v', 'language', 'category_name', 'category_secondary_name']);

/** The people's names of what a settings operation sets ("Title, Description"), for a link to its form. */
export function settingsNames(binding: Binding, words: Readonly<Record<string, string | FieldWords>>): string {
  return (binding.details.body?.schema.properties ?? [])
    .filter(({ name, schema }) => !NOT_NAMED.has(name) && !schema.readOnly)
    .map(({ name, schema }) => fieldWords({ name, gloss: glossOf(schema) }, words).label)
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
