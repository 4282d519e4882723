// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';
import { type Language, locales } from './languages.ts';

const long = `1${'0'.repeat(400)}`;

describe('money on screen', () => {
  it('is what Intl writes for the amounts Intl can hold, in every language, currency and sign', () => {
    const languages: Language[] = ['en', 'ru', 'cn'];
    for (const lang of languages)
      for (const currency of ['rub', 'usd', 'jpy'])
        for (const signed of [false, true])
          for (const value of ['0', '5', '-3700', '5000.00', '95.25', '1234567.5', '-0.01', '100000']) {
            // Every decimal given, and the currency's own at least.
            const decimals = Math.max(value.split('.')[1]?.length ?? 0, currency === 'jpy' ? 0 : 2);
            const intl = new Intl.NumberFormat(locales[lang], {
              style: 'currency',
              currency: currency.toUpperCase(),
              signDisplay: signed ? 'exceptZero' : 'auto',
              minimumFractionDigits: decimals,
              maximumFractionDigits: decimals,
            });
            expect(formatMoney(value, lang, currency, signed), `${lang} ${currency} ${value}`).toBe(
              intl.format(Number(value)),
            );
          }
    expect(formatMoney('5000', 'en', 'rub')).toBe('RUB\u00a05,000.00');
    expect(formatMoney('5000', 'ru', 'rub')).toBe('5\u00a0000,00\u00a0₽');
    expect(formatMoney('12.5', 'en', undefined)).toBe('12.5');
    expect(formatMoney('12.5', 'en', 'points')).toBe('12.5\u00a0points');
  });

  it('writes a long amount digit for digit, grouped, never "∞"', () => {
    const shown = formatMoney(long, 'en', 'rub');
    expect(shown).not.toContain('∞');
    expect(shown).toBe(`RUB\u00a010${',000'.repeat(133)}.00`);
    expect(formatMoney(`-${long}`, 'ru', 'rub', true).replace(/\D/g, '')).toBe(`${long}00`);
  });

  it('writes every decimal the service gives, rounding none', () => {
    expect(formatMoney('0.123456789012345678901234567', 'en', 'usd')).toBe('US$0.123456789012345678901234567');
    expect(formatMoney('1.005', 'en', 'rub')).toBe('RUB\u00a01.005');
    expect(formatMoney('2.675', 'en', undefined)).toBe('2.675');
    expect(formatMoney('-0.5', 'cn', 'rub', true)).toBe('-RUB\u00a00.50');
  });

  it('formats an amount a million digits long in time linear in its length', () => {
    expect(formatMoney('9'.repeat(1_000_000), 'en', undefined)).toHaveLength(1_000_000 + 333_333);
  });
});
