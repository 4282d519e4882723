import { InvalidResponseError } from '../../api/errors.ts';
import { record } from '../../service-description/answer-fields.ts';
import { type Amount, amountOf, currencyOf } from './money-values.ts';

// "Get project full info": the project's balances as the service gives them. The real kind keeps the project's
// figures in `data` beside its tariffs; a project read that answers them at the top is read the same way.

export const BALANCE_KINDS = ['payment', 'bonus', 'profit'] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];

export interface ProjectMoney {
  /** Each balance the answer gives, in this order; one it leaves out is not shown. */
  balances: readonly { kind: BalanceKind; amount: Amount }[];
  /** As the service names it (`rub`), when it names one as text. */
  currency: string | undefined;
}

const fieldOf = (kind: BalanceKind) => `balance_${kind}`;

export function readProjectMoney(body: unknown): ProjectMoney {
  const top = record(body);
  if (!top) throw new InvalidResponseError('(body)', 'not an object');
  const data = record(top.data);
  const holds = (value: Record<string, unknown>) => BALANCE_KINDS.some((kind) => Object.hasOwn(value, fieldOf(kind)));
  const [value, at] = data && holds(data) ? [data, 'data.'] : [top, ''];
  if (!holds(value)) throw new InvalidResponseError(`${at}balance_payment`, 'no balance');
  const balances = BALANCE_KINDS.filter((kind) => Object.hasOwn(value, fieldOf(kind))).map((kind) => {
    const amount = amountOf(value[fieldOf(kind)]);
    if (amount === undefined) throw new InvalidResponseError(at + fieldOf(kind), 'not an amount');
    return { kind, amount };
  });
  return { balances, currency: currencyOf(value.currency) };
}
