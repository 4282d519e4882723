import { type Language, locales } from '../../../lib/i18n/languages.ts';

/** Every digit the service sent, grouped as the language groups them: a price is not rounded to whole units. */
export function exactNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(locales[language], { maximumFractionDigits: 20 }).format(value);
}
