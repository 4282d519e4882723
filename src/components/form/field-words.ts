// What a field of a form built from a description is called for people: the page's words, else the description's,
// else its name as words. Apart from the rest of the forms' builder so that a page naming fields without a form
// (the Stream page's links to an operation's form) carries no more than this.

import type { Schema } from '../../lib/service-description/schema.ts';
import { wordParts } from '../../lib/service-description/secret.ts';

/** The page's words for a field: its label, and a line under it. */
export interface FieldWords {
  label: string;
  hint?: string | undefined;
}

/** The description's own words for a field: its schema's title, else its (or its parameter's) description. */
export const glossOf = (schema: Pick<Schema, 'title' | 'description'>, description?: string) =>
  schema.title ?? description ?? schema.description;

/** `category_secondary_id` → "Category secondary id": a name as words, for a field no one has given words. */
export function humanName(name: string): string {
  const words = wordParts(name).join(' ');
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}

/**
 * What a field is called: the page's words where it has them (looked up as own properties: a field named
 * `constructor` is a name like another), else the description's, else its name as words — never the raw name.
 */
export function fieldWords(
  field: { name: string; gloss: string | undefined },
  words: Readonly<Record<string, string | FieldWords>> | undefined,
): FieldWords {
  const own = words && Object.hasOwn(words, field.name) ? words[field.name] : undefined;
  if (typeof own === 'string') return { label: own };
  return own ?? { label: field.gloss ?? humanName(field.name) };
}
