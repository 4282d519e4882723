// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addAmounts, amountOf, compareAmounts, isNegative } from './money-values.ts';

const long = `1${'0'.repeat(400)}`;

describe('amounts as exact decimal text', () => {
  it('reads a number as its own digits, never as an exponent', () => {
    expect([amountOf(0.1), amountOf(-1499.9), amountOf(1e-7), amountOf(-1.5e-7), amountOf(2 ** 53 - 1)]).toEqual([
      '0.1',
      '-1499.9',
      '0.0000001',
      '-0.00000015',
      '9007199254740991',
    ]);
  });

  it('reads no number whose digits are not the service’s any more, and nothing infinite', () => {
    for (const value of [2 ** 53 + 2, -(2 ** 60), 1e21, Number.POSITIVE_INFINITY, Number.NaN])
      expect(amountOf(value), String(value)).toBeUndefined();
  });

  it('keeps a decimal written as text digit for digit, however long or precise', () => {
    expect(amountOf(long)).toBe(long);
    expect(amountOf('0.123456789012345678901234567890')).toBe('0.123456789012345678901234567890');
    expect(amountOf(' 007.50 ')).toBe('7.50');
    expect(amountOf('-0.00')).toBe('0.00');
    for (const text of ['', '12,5', '1e3', '+1', '.5', '5.', 'Infinity', '0x10'])
      expect(amountOf(text)).toBeUndefined();
  });

  it('adds to the decimals the amounts have, exactly', () => {
    expect(addAmounts('0.1', '0.2')).toBe('0.3');
    expect(addAmounts('5000.1', '-1499.90')).toBe('3500.20');
    expect(addAmounts('-5', '3.25')).toBe('-1.75');
    expect(addAmounts('999.99', '0.01')).toBe('1000.00');
    expect(addAmounts('1', '-1')).toBe('0');
    expect(addAmounts('-0.5', '-0.75')).toBe('-1.25');
    expect(addAmounts(long, '1')).toBe(`1${'0'.repeat(399)}1`);
    expect(addAmounts(`-${long}`, '1')).toBe(`-${'9'.repeat(400)}`);
  });

  it('compares and signs them', () => {
    expect(compareAmounts('100', '99.99')).toBeGreaterThan(0);
    expect(compareAmounts('-1', '0.5')).toBeLessThan(0);
    expect(compareAmounts('-2', '-1')).toBeLessThan(0);
    expect(compareAmounts('0.00', '0')).toBe(0);
    expect(compareAmounts(long, '100000')).toBeGreaterThan(0);
    expect([isNegative('-0.01'), isNegative('0'), isNegative('3')]).toEqual([true, false, false]);
  });

  it('adds amounts a million digits long in time linear in their length', () => {
    const huge = '9'.repeat(1_000_000);
    expect(addAmounts(huge, '1')).toBe(`1${'0'.repeat(1_000_000)}`);
  });
});
