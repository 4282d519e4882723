// Amounts and currencies as services of this kind send them: a number, or a decimal written as text (a database's
// decimal column serialised as a string, as the real kind's own example of an amount is); a currency by its code.
// An amount is kept as its exact decimal text (`-1234.50`), never as a Number: a long or precise one would be rounded
// or become Infinity. Sums and comparisons work on the digits, in time linear in their length.

/** An amount as exact decimal text: an optional `-`, digits without needless leading zeros, an optional fraction. */
export type Amount = string;

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** The canonical text of a sign, an integer part and a fraction: no needless leading zero, no minus before zero. */
function canonical(negative: boolean, integer: string, fraction: string): Amount {
  const whole = integer.replace(/^0+(?=\d)/, '');
  const zero = /^0*$/.test(whole) && /^0*$/.test(fraction);
  return `${negative && !zero ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** A Number's own decimal text (never an exponent), or undefined where a Number cannot hold the amount exactly. */
function numberText(value: number): Amount | undefined {
  // Past the safe integers a Number's digits are no longer those the service wrote: rather none than wrong ones.
  if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) return undefined;
  const text = String(value);
  const small = /^(-?)(\d)(?:\.(\d+))?e-(\d+)$/.exec(text);
  if (!small) return amountOf(text);
  const [, sign = '', digit = '', rest = '', exponent = '0'] = small;
  return canonical(sign === '-', '0', `${'0'.repeat(Number(exponent) - 1)}${digit}${rest}`);
}

/**
 * An amount as exact decimal text, or undefined for anything else (an empty text, `"12,5"`, `1e3` as text, `NaN`, a
 * Number past the safe integers).
 */
export function amountOf(value: unknown): Amount | undefined {
  if (typeof value === 'number') return numberText(value);
  if (typeof value !== 'string') return undefined;
  const parts = DECIMAL.exec(value.trim());
  return parts ? canonical(parts[1] === '-', parts[2]!, parts[3] ?? '') : undefined;
}

/** The currency as the service names it, when it names one as text; a number where the description declares one (the
 * real kind declares its currency a number and sends `rub`) names none the page can read. */
export function currencyOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

interface Digits {
  negative: boolean;
  /** The integer part and the fraction, padded to a common width with another amount's: digits only. */
  digits: string;
}

/** Two amounts as digit strings of one width with the decimal point `scale` digits from the end. */
function aligned(a: Amount, b: Amount): { x: Digits; y: Digits; scale: number } {
  const [, signA = '', intA = '0', fracA = ''] = DECIMAL.exec(a) ?? [];
  const [, signB = '', intB = '0', fracB = ''] = DECIMAL.exec(b) ?? [];
  const scale = Math.max(fracA.length, fracB.length);
  const width = Math.max(intA.length, intB.length);
  const pad = (int: string, frac: string) => int.padStart(width, '0') + frac.padEnd(scale, '0');
  return {
    x: { negative: signA === '-', digits: pad(intA, fracA) },
    y: { negative: signB === '-', digits: pad(intB, fracB) },
    scale,
  };
}

/** Digit strings of one width: the larger first is a sum's or difference's magnitude. */
function addDigits(x: string, y: string, subtract: boolean): string {
  const out: number[] = new Array<number>(x.length);
  let carry = 0;
  for (let i = x.length - 1; i >= 0; i -= 1) {
    const other = y.charCodeAt(i) - 48;
    const digit = x.charCodeAt(i) - 48 + (subtract ? -other : other) + carry;
    // A carry of one for a sum, a borrow of one for a difference.
    carry = subtract ? (digit < 0 ? -1 : 0) : digit > 9 ? 1 : 0;
    out[i] = digit - carry * 10;
  }
  return (carry > 0 ? '1' : '') + out.join('');
}

function placed(negative: boolean, digits: string, scale: number): Amount {
  const integer = digits.slice(0, digits.length - scale) || '0';
  return canonical(negative, integer, scale ? digits.slice(digits.length - scale) : '');
}

/** A sum of two amounts to the decimals they have, exactly: 0.1 + 0.2 is 0.3 on screen as in the ledger. */
export function addAmounts(a: Amount, b: Amount): Amount {
  const { x, y, scale } = aligned(a, b);
  if (x.negative === y.negative) return placed(x.negative, addDigits(x.digits, y.digits, false), scale);
  const [larger, smaller] = x.digits >= y.digits ? [x, y] : [y, x];
  return placed(larger.negative, addDigits(larger.digits, smaller.digits, true), scale);
}

/** Which of two amounts is larger: negative when `a` is less than `b`, zero when equal, positive when greater. */
export function compareAmounts(a: Amount, b: Amount): number {
  const { x, y } = aligned(a, b);
  const zero = (one: Digits) => /^0*$/.test(one.digits);
  const sign = (one: Digits) => (zero(one) ? 0 : one.negative ? -1 : 1);
  if (sign(x) !== sign(y)) return sign(x) - sign(y);
  const order = x.digits === y.digits ? 0 : x.digits > y.digits ? 1 : -1;
  return sign(x) < 0 ? -order : order;
}

/** Whether an amount is below zero. */
export const isNegative = (amount: Amount): boolean => amount.startsWith('-');
