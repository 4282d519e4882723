// Amounts and currencies as services of this kind send them: a number, or a decimal written as text (a database's
// decimal column serialised as a string, as the real kind's own example of an amount is); a currency by its code.

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A finite amount, or undefined for anything else (an empty text, `"12,5"`, `NaN`). */
export function amountOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return Number(value.trim());
  return undefined;
}

/**
 * The currency as the service names it, when it names one as text; a number where the description declares one (the
 * real kind declares its currency a number and sends `rub`) names none the page can read.
 */
export function currencyOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

const decimalsOf = (value: number) => (String(value).split('.')[1] ?? '').length;

/** A sum of two amounts to the decimals they have, so 0.1 + 0.2 is 0.3 on screen as in the ledger. */
export function addAmounts(a: number, b: number): number {
  const scale = 10 ** Math.min(Math.max(decimalsOf(a), decimalsOf(b)), 10);
  return Math.round(a * scale + b * scale) / scale;
}
