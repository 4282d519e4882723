import { InvalidResponseError } from '../../api/errors.ts';
import { record, text } from '../../service-description/answer-fields.ts';
import { type Amount, amountOf, currencyOf } from './money-values.ts';

// An entry of the Transactions group's "Transaction list for frontend" (the real kind's TransactionResponse): a payment
// (or a payout) of the project by any way, whatever became of it — its amount as text (`sum`), its kind (`type`, a
// payment's: `topup`, a plan's kind), the way's name (`description`), where it is (`code`, an object the real kind
// does not detail: the demo's `{status}`), when. The answer names no currency: an entry's own, where it gives one,
// else the project's is shown. An entry whose amount cannot be read fails the page: no wrong figure is shown.

export interface Transaction {
  id: string;
  date: Date | undefined;
  /** As the service names it; words are put to the kinds the page knows, any other is shown as given. */
  type: string | undefined;
  /** A payout rather than a payment (the real kind gives its id). */
  payout: boolean;
  sum: Amount;
  currency: string | undefined;
  /** The way it was paid, as the service names it. */
  way: string | undefined;
  /** Where it is, as the service words it (none given: nothing is shown). */
  status: string | undefined;
}

const present = (value: unknown) => value !== undefined && value !== null;

export function readTransaction(item: unknown, index: number): Transaction {
  const entry = record(item);
  const at = `results[${index}]`;
  if (!entry) throw new InvalidResponseError(at, 'not an object');
  const sum = amountOf(entry.sum ?? entry.amount);
  if (sum === undefined) throw new InvalidResponseError(`${at}.sum`, 'not an amount');
  const code = entry.code;
  const date = typeof entry.date === 'string' ? new Date(entry.date) : undefined;
  return {
    id: text(entry.id) ?? String(index),
    date: date && !Number.isNaN(date.getTime()) ? date : undefined,
    type: text(entry.type) || undefined,
    payout: present(entry.payout_id) || present(entry.payoutId),
    sum,
    currency: currencyOf(entry.currency),
    way: text(entry.description) || undefined,
    status: (typeof code === 'string' ? code : text(record(code)?.status)) || undefined,
  };
}
