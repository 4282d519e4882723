import { InvalidResponseError } from '../../api/errors.ts';
import { propertySchema, record, text } from '../../service-description/answer-fields.ts';
import type { Schema } from '../../service-description/schema.ts';
import { type Amount, addAmounts, amountOf, currencyOf } from './money-values.ts';

// An entry of MoneyFlow's "Transaction list for frontend", read by the real kind's names: what moved (`amount`, with
// its sign), in what (`currency`, which may be null), when, of what kind (`type`), the balance before it, and the
// service's details (`{title, date_end}` or null; `date_end` is when a plan bought ends, or the entry's own date). An
// entry whose amount cannot be read fails the whole page: a history with a wrong or missing figure is not shown.

export interface MoneyFlowEntry {
  id: string;
  amount: Amount;
  currency: string | undefined;
  date: Date | undefined;
  /** As the service names it; words are put to the kinds the page knows, any other is shown as given. */
  type: string | undefined;
  /** The balance after the entry: before it, as the service gives it, plus the amount. */
  balanceAfter: Amount | undefined;
  title: string | undefined;
  /** Until when what was bought runs, where the details say it runs past the entry. */
  until: Date | undefined;
}

const dateOf = (value: unknown): Date | undefined => {
  if (typeof value !== 'string') return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at;
};

export function readMoneyFlowEntry(item: unknown, index: number): MoneyFlowEntry {
  const entry = record(item);
  const at = `results[${index}]`;
  if (!entry) throw new InvalidResponseError(at, 'not an object');
  const amount = amountOf(entry.amount);
  if (amount === undefined) throw new InvalidResponseError(`${at}.amount`, 'not an amount');
  const before = entry.balance === undefined || entry.balance === null ? undefined : amountOf(entry.balance);
  if (entry.balance !== undefined && entry.balance !== null && before === undefined)
    throw new InvalidResponseError(`${at}.balance`, 'not an amount');
  const details = record(entry.details);
  const date = dateOf(entry.date);
  // The real kind dates every entry's details ("Date"): a top-up's is when it was made, which ends nothing.
  const end = dateOf(details?.date_end);
  return {
    id: text(entry.money_flow_id) ?? text(entry.id) ?? String(index),
    amount,
    currency: currencyOf(entry.currency),
    date,
    type: text(entry.type),
    balanceAfter: before === undefined ? undefined : addAmounts(before, amount),
    title: text(details?.title) || undefined,
    until: end && (!date || end.getTime() > date.getTime()) ? end : undefined,
  };
}

/** The kinds of entry the description enumerates: the filter's parameter's own, else the entries' `type`'s. */
export function describedKinds(parameter: Schema | undefined, item: Schema | undefined): readonly string[] {
  const own = (schema: Schema | undefined) =>
    (schema?.enum ?? []).filter((value): value is string => typeof value === 'string' && value !== '');
  const fromParameter = own(parameter);
  return fromParameter.length ? fromParameter : own(propertySchema(item, 'type'));
}
