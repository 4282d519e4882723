import { type Language, locales } from './languages.ts';

// Money apart from format.ts, which every first load carries: only the pages that show money load this.

const formats = new Map<string, Intl.NumberFormat>();

/**
 * Money as the service gives it: with its currency's sign where the service names a currency by a three-letter code
 * (`rub`, `usd`), else the code as given after the number; always with the kopecks or cents it has, and a sign when
 * `signed` (an entry of a history).
 */
export function formatMoney(value: number, lang: Language, currency: string | undefined, signed = false): string {
  const code = currency && /^[a-z]{3}$/i.test(currency) ? currency.toUpperCase() : undefined;
  const key = `${lang}:${code ?? ''}:${signed}`;
  const format =
    formats.get(key) ??
    (code
      ? new Intl.NumberFormat(locales[lang], {
          style: 'currency',
          currency: code,
          signDisplay: signed ? 'exceptZero' : 'auto',
        })
      : new Intl.NumberFormat(locales[lang], {
          maximumFractionDigits: 2,
          signDisplay: signed ? 'exceptZero' : 'auto',
        }));
  formats.set(key, format);
  const number = format.format(value);
  return !code && currency ? `${number}\u00a0${currency}` : number;
}
