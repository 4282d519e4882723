import type { Amount } from '../operations/money/money-values.ts';
import { type Language, locales } from './languages.ts';

// Money apart from format.ts, which every first load carries: only the pages that show money load this.

const formats = new Map<string, Intl.NumberFormat>();

/** The reader's format of money in a currency (or none), asked once for each shape. */
function formatOf(lang: Language, code: string | undefined, signed: boolean, hasFraction: boolean): Intl.NumberFormat {
  const key = `${lang}:${code ?? ''}:${signed}:${hasFraction}`;
  let format = formats.get(key);
  if (!format) {
    const signDisplay = signed ? 'exceptZero' : 'auto';
    const currency = code ? new Intl.NumberFormat(locales[lang], { style: 'currency', currency: code }) : undefined;
    // The currency's own decimals at least (kopecks, cents), and at least one where the amount has a fraction: the
    // template then has the fraction's place, which the amount's digits fill.
    const least = Math.max(currency?.resolvedOptions().minimumFractionDigits ?? 0, hasFraction ? 1 : 0);
    const digits = { minimumFractionDigits: least, maximumFractionDigits: least };
    format = new Intl.NumberFormat(
      locales[lang],
      code ? { style: 'currency', currency: code, signDisplay, ...digits } : { signDisplay, ...digits },
    );
    formats.set(key, format);
  }
  return format;
}

/** Digits grouped in threes from the right, as every language of the dashboard groups them; linear in their length. */
function inThrees(digits: string, separator: string): string {
  const first = digits.length % 3 || 3;
  const groups = [digits.slice(0, first)];
  for (let at = first; at < digits.length; at += 3) groups.push(digits.slice(at, at + 3));
  return groups.join(separator);
}

/**
 * Money as the service gives it, digit for digit: with its currency's sign where the service names a currency by a
 * three-letter code (`rub`, `usd`), else the code as given after the number; with the kopecks or cents it has (all of
 * them, however many), and a sign when `signed` (an entry of a history). The reader's format is Intl's, asked of a
 * number of the same sign: its parts (where the sign and the currency go, the separators) are kept, its digits are
 * the amount's, so no length or precision is rounded or shown as "∞".
 */
export function formatMoney(value: Amount, lang: Language, currency: string | undefined, signed = false): string {
  const code = currency && /^[a-z]{3}$/i.test(currency) ? currency.toUpperCase() : undefined;
  const [, minus, integer = '0', fraction = ''] = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value) ?? [];
  const zero = !/[1-9]/.test(integer + fraction);
  const parts = formatOf(lang, code, signed, fraction !== '').formatToParts(zero ? 0 : minus ? -1234567.5 : 1234567.5);
  const group = parts.find((part) => part.type === 'group')?.value ?? '';
  const grouped = inThrees(integer.replace(/^0+(?=\d)/, ''), group);
  let integerDrawn = false;
  const number = parts
    .map((part) => {
      if (part.type === 'group') return '';
      if (part.type === 'fraction') return fraction.padEnd(part.value.length, '0');
      if (part.type !== 'integer') return part.value;
      if (integerDrawn) return '';
      integerDrawn = true;
      return grouped;
    })
    .join('');
  return !code && currency ? `${number}\u00a0${currency}` : number;
}
