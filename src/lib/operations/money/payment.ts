import { InvalidResponseError } from '../../api/errors.ts';
import { record, text } from '../../service-description/answer-fields.ts';
import { type Amount, amountOf, currencyOf } from './money-values.ts';

// A payment as Payment's operations answer it: its creation (`{payment_id, pay_name, pay_id?, pay_key?}` in the real
// kind) and its status (`{payment_id, amount, currency, status, …}`). Where the person pays is not described by the
// real kind: only an `https:` address the answer itself gives under a name that says it is where to pay is followed.

/**
 * The fields that name where to pay, as payment services call them, in the order asked: never any other field, so a
 * logo's or a receipt's address is not taken for the payment page.
 */
const ADDRESS_FIELDS = ['pay_url', 'payment_url', 'confirmation_url', 'checkout_url', 'redirect_url', 'url'];

export interface CreatedPayment {
  id: string;
  /** The pay system's name, as the service gives it. */
  payName: string | undefined;
  /** Where to pay: an `https:` address (`http:` on this machine) the answer gives under one of ADDRESS_FIELDS, if any. */
  address: string | undefined;
}

/** Hosts that are this machine: a pay page there may be plain `http:`, as a browser trusts them as it does `https:`. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function httpsAddress(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^https?:/.test(value)) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Where to pay, if an answer gives an address under one of ADDRESS_FIELDS (the first, in that order). */
export function payAddressOf(value: Record<string, unknown>): string | undefined {
  return ADDRESS_FIELDS.map((field) => httpsAddress(Object.hasOwn(value, field) ? value[field] : undefined)).find(
    Boolean,
  );
}

export function readCreatedPayment(body: unknown): CreatedPayment {
  const value = record(body);
  if (!value) throw new InvalidResponseError('(body)', 'not an object');
  const id = text(value.payment_id) ?? text(value.id);
  if (id === undefined || id === '') throw new InvalidResponseError('payment_id', 'no payment');
  return {
    id,
    payName: text(value.pay_name) || undefined,
    address: payAddressOf(value),
  };
}

export interface PaymentStatus {
  /** The service's word for it, as given: the real kind enumerates none. */
  status: string | undefined;
  amount: Amount | undefined;
  currency: string | undefined;
  title: string | undefined;
}

export function readPaymentStatus(body: unknown): PaymentStatus {
  const value = record(body);
  if (!value) throw new InvalidResponseError('(body)', 'not an object');
  return {
    status: text(value.status) || undefined,
    amount: amountOf(value.amount),
    currency: currencyOf(value.currency),
    title: text(value.title) || undefined,
  };
}
