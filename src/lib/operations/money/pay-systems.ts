import { InvalidResponseError } from '../../api/errors.ts';
import { record, text } from '../../service-description/answer-fields.ts';
import type { Binding } from '../../bindings/bind.ts';
import { defineRead } from '../../bindings/read.ts';
import { type ListShape, listShape, readListPage } from '../../service-description/list-page.ts';
import { type Amount, amountOf, compareAmounts, currencyOf } from './money-values.ts';

// "Load available pay systems": each system with its limits and currency, and whether it can top up a balance
// (`topup`, 0 or 1 in the real kind). Only those that say they can are offered for a top-up.

export interface PaySystem {
  id: string;
  name: string;
  min: Amount | undefined;
  max: Amount | undefined;
  currency: string | undefined;
  description: string | undefined;
}

const allows = (value: unknown) => value === true || (typeof value === 'number' && value !== 0);

/** The read's answer as the top-up offers it (the page's read, and the same read sent ahead of the page). */
export const readPaySystemsAnswer = (body: unknown, binding: Binding) =>
  readTopUpSystems(body, listShape(binding.answer));

/** The systems that can top up a balance, in the service's order. */
export function readTopUpSystems(body: unknown, shape: ListShape | undefined): PaySystem[] {
  return readListPage(body, shape).items.flatMap((item, index) => {
    const system = record(item);
    if (!system) throw new InvalidResponseError(`results[${index}]`, 'not an object');
    const id = text(system.pay_system_id) ?? text(system.id);
    if (id === undefined) throw new InvalidResponseError(`results[${index}].pay_system_id`, 'no id');
    if (!allows(system.topup)) return [];
    const limit = (field: string) => {
      if (system[field] === undefined || system[field] === null) return undefined;
      const amount = amountOf(system[field]);
      if (amount === undefined) throw new InvalidResponseError(`results[${index}].${field}`, 'not an amount');
      return amount;
    };
    return [
      {
        id,
        name: text(system.name) || id,
        min: limit('min_amount'),
        max: limit('max_amount'),
        currency: currencyOf(system.currency),
        description: text(system.description) || undefined,
      },
    ];
  });
}

export type AmountProblem = 'not-a-number' | 'not-positive' | 'below' | 'above';

/** Why an amount typed for a system cannot be sent, if it cannot: checked before anything is sent. */
export function amountProblem(typed: string, system: PaySystem | undefined): AmountProblem | undefined {
  const amount = amountOf(typed.trim().replace(',', '.'));
  if (amount === undefined) return 'not-a-number';
  if (compareAmounts(amount, '0') <= 0) return 'not-positive';
  if (system?.min !== undefined && compareAmounts(amount, system.min) < 0) return 'below';
  if (system?.max !== undefined && compareAmounts(amount, system.max) > 0) return 'above';
  return undefined;
}

/** "Load available pay systems": the ways to top up, Billing's first read beside the project's money. It takes nothing. */
export const paySystemsRead = defineRead({
  name: 'pay systems',
  binding: { name: { group: 'Pay system', name: 'Load available pay systems' }, read: true },
  values: () => ({}),
  parse: readPaySystemsAnswer,
});
