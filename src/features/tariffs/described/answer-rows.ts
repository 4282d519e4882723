import { isJson } from '../../../lib/service-description/description.ts';
import { formatDateTime } from '../../../lib/i18n/format.ts';
import { type Language, locales } from '../../../lib/i18n/languages.ts';
import type { Schema } from '../../../lib/service-description/schema.ts';
import { type FieldLabel, fieldLabel } from './field-labels.ts';
import { isDateTime } from '../../../lib/service-description/value-kinds.ts';

// An answer the page shows as it comes (the check before buying, the discount): every member of the object, in the
// schema's order and then the rest, labelled as tariff fields are and written in the user's language.

export interface AnswerRow {
  name: string;
  label: FieldLabel;
  text: string;
}

export interface ValueWords {
  yes: string;
  no: string;
}

/** Every digit the service sent, grouped as the language groups them: a price is not rounded to whole units. */
export function exactNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(locales[language], { maximumFractionDigits: 20 }).format(value);
}

export function valueText(value: unknown, schema: Schema | undefined, language: Language, words: ValueWords): string {
  if (typeof value === 'number') return exactNumber(value, language);
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string')
    return isDateTime(schema) && !Number.isNaN(Date.parse(value)) ? formatDateTime(value, language) : value;
  return JSON.stringify(value) ?? '';
}

/** An object's members in the schema's order, then the rest. */
function memberNames(value: Readonly<Record<string, unknown>>, schema: Schema | undefined): string[] {
  const declared = (schema?.properties ?? [])
    .map((property) => property.name)
    .filter((name) => Object.hasOwn(value, name));
  return [...declared, ...Object.keys(value).filter((name) => !declared.includes(name))];
}

/** A list of plain values reads as one line; anything else as the service sent it. */
function listText(value: readonly unknown[], schema: Schema | undefined, language: Language, words: ValueWords) {
  return value.every((item) => item === null || typeof item !== 'object')
    ? value.map((item) => valueText(item, schema?.items, language, words)).join(', ')
    : JSON.stringify(value);
}

/**
 * Null when the answer is no JSON object: then there is nothing to label. A member that is an object itself (the
 * balance to pay from, the refunds) gives a row for each of its members, labelled with both names, so nothing is
 * shown as raw JSON; only the top level goes by the page's own words for tariff fields.
 */
export function answerRows(
  value: unknown,
  schema: Schema | undefined,
  language: Language,
  words: ValueWords,
): AnswerRow[] | null {
  if (!isJson(value)) return null;
  const rows = (object: Readonly<Record<string, unknown>>, of: Schema | undefined, parent?: AnswerRow): AnswerRow[] =>
    memberNames(object, of).flatMap((name) => {
      const property = of?.properties.find((candidate) => candidate.name === name)?.schema;
      const own = fieldLabel(name, property, language);
      const label: FieldLabel = parent
        ? { ...own, label: `${parent.label.label} · ${own.label}`, hint: own.hint }
        : own;
      const member = object[name];
      const row = { name: parent ? `${parent.name}.${name}` : name, label, text: '' };
      if (isJson(member)) return rows(member, property, row);
      const text = Array.isArray(member)
        ? listText(member, property, language, words)
        : valueText(member, property, language, words);
      return [{ ...row, text }];
    });
  return rows(value, schema);
}
