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

/** Null when the answer is no JSON object: then there is nothing to label. */
export function answerRows(
  value: unknown,
  schema: Schema | undefined,
  language: Language,
  words: ValueWords,
): AnswerRow[] | null {
  if (!isJson(value)) return null;
  const declared = (schema?.properties ?? [])
    .map((property) => property.name)
    .filter((name) => Object.hasOwn(value, name));
  const names = [...declared, ...Object.keys(value).filter((name) => !declared.includes(name))];
  return names.map((name) => {
    const property = schema?.properties.find((candidate) => candidate.name === name)?.schema;
    return {
      name,
      label: fieldLabel(name, property, language),
      text: valueText(value[name], property, language, words),
    };
  });
}
