import {
  type Amount,
  addAmounts,
  amountOf,
  compareAmounts,
  currencyOf,
} from '../../../lib/operations/money/money-values.ts';
import { BALANCE_KINDS, type BalanceKind } from '../../../lib/operations/money/project-money.ts';
import { isJson } from '../../../lib/service-description/description.ts';

// The check before a buy, read for what it means to the person paying, whichever of the shapes services of this kind
// answer it in: restream's and the webinar plan's (`total`, `sum`, `refund_current`, `refund_after`, `balance` a
// number, `currency`) or transcoding's and storage's (`amount`, `refund: {current, after}`, `balance: {balance,
// currency, balances_allow}`). A figure the answer does not give is left out, never guessed.

export interface CheckFigures {
  /** What is paid now. */
  total: Amount | undefined;
  /** The plan's price for the period, before what comes back. */
  price: Amount | undefined;
  /** What comes back from the current plan and from the plan scheduled next. */
  refundCurrent: Amount | undefined;
  refundNext: Amount | undefined;
  /** What the balance the buy is paid from holds. */
  balance: Amount | undefined;
  /** The balances the buy may be paid from, where the answer names them. */
  paidFrom: BalanceKind[];
  currency: string | undefined;
  /** The balance does not cover what is paid now. */
  short: boolean;
  /** By how much, where both figures are given. */
  shortBy: Amount | undefined;
}

const isBalanceKind = (value: unknown): value is BalanceKind =>
  typeof value === 'string' && (BALANCE_KINDS as readonly string[]).includes(value);

/** What comes back, where it is above nothing. */
function refund(value: unknown): Amount | undefined {
  const amount = amountOf(value);
  return amount !== undefined && compareAmounts(amount, '0') > 0 ? amount : undefined;
}

/** Null when the answer is no object: nothing in it can be read. */
export function readCheck(body: unknown): CheckFigures | null {
  if (!isJson(body)) return null;
  const balanceOf = isJson(body.balance) ? body.balance : undefined;
  const refunds = isJson(body.refund) ? body.refund : undefined;
  const total = amountOf(body.total) ?? amountOf(body.amount);
  const balance = balanceOf ? amountOf(balanceOf.balance) : amountOf(body.balance);
  const allowed = balanceOf?.balances_allow ?? body.balances_allow;
  const difference = total !== undefined && balance !== undefined ? shortfall(total, balance) : undefined;
  return {
    total,
    price: amountOf(body.sum),
    refundCurrent: refund(body.refund_current ?? refunds?.current),
    refundNext: refund(body.refund_after ?? refunds?.after),
    balance,
    paidFrom: Array.isArray(allowed) ? allowed.filter(isBalanceKind) : [],
    currency: currencyOf(body.currency) ?? currencyOf(balanceOf?.currency),
    short: difference !== undefined || body.button_name === 'top_up',
    shortBy: difference,
  };
}

/** How much the balance lacks, or undefined when it covers the total. */
function shortfall(total: Amount, balance: Amount): Amount | undefined {
  if (compareAmounts(total, balance) <= 0) return undefined;
  const negated = balance.startsWith('-') ? balance.slice(1) : `-${balance}`;
  return addAmounts(total, negated);
}
