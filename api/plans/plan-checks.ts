// The checks before buying, in the real kind's shapes. Restream's ("Load data for show card the tariffs v2") and the
// webinar plan's are asked about a plan and a period; transcoding's and storage's take the project only, so they can
// say nothing of the plan being chosen: the demo answers them with what renewing the current plan costs, the balance
// and the refund of the plan scheduled next. The real kind does not say what its optional figures mean; the demo sends
// those whose reading is plain from their names and leaves the others out. The figures are the project's, in its
// currency.
import type { Balances } from '../money/money-state.ts';
import type { TariffBook } from './tariff-book.ts';
import { type CatalogPlan, type Period, type Slot, type TariffKind, catalogPlan, priceOf } from './tariff-kinds.ts';

/** The real kind's balance for paying: the project's three balances; a buy takes from the payment balance only. */
const balanceForPay = ({ payment, bonus, profit, currency }: Balances) => ({
  balance: payment,
  currency,
  balances_allow: ['payment'],
  balances_values: { payment, bonus, profit },
});

export function renewalCheck(book: TariffBook, balances: Balances, projectId: number) {
  return {
    amount: book.renewal(projectId),
    balance: balanceForPay(balances),
    refund: { current: 0, after: book.refundOf(projectId) },
  };
}

type Status = 'new' | 'current' | 'upgrade' | 'downgrade';

/**
 * The chosen plan against the current one: the same plan, a bigger one (more channels, then more bitrate; more
 * participants) or a smaller one. The current plan is read as it is sold, or as its slot says where it is not on sale.
 */
export function statusOf(kind: TariffKind, plan: CatalogPlan, current: Slot | null | undefined): Status {
  if (!current) return 'new';
  if (current.id === plan.id) return 'current';
  const held = (typeof current.id === 'number' ? catalogPlan(kind, current.id)?.fields : undefined) ?? current;
  const [chosen, now] = [kind.rank(plan.fields), kind.rank(held)];
  const step = chosen.map((value, index) => value - (now[index] ?? 0)).find((difference) => difference !== 0) ?? 0;
  return step > 0 ? 'upgrade' : 'downgrade';
}

/** What a check of a plan for a period shares: its prices, the balance, what it costs and what the next plan refunds. */
function priced(
  book: TariffBook,
  currency: Balances['currency'],
  projectId: number,
  plan: CatalogPlan,
  period: Period,
) {
  const figures = book.figures(projectId, plan, 1, period);
  const current = book.tariff(projectId).current as Slot | null | undefined;
  return {
    figures,
    current,
    status: statusOf(book.kind, plan, current),
    prices: {
      tariff_price_month: priceOf(book.kind, plan, 1, 'month', currency),
      tariff_price_year: priceOf(book.kind, plan, 1, 'year', currency),
      balance: figures.balance,
      sum: figures.price,
      refund_current: 0,
      refund_after: figures.refund,
    },
  };
}

export function restreamCheck(
  book: TariffBook,
  currency: Balances['currency'],
  projectId: number,
  plan: CatalogPlan,
  period: Period,
) {
  const { figures, current, status, prices } = priced(book, currency, projectId, plan, period);
  return {
    ...prices,
    total: figures.total,
    button_name: figures.enough ? 'pay' : 'top_up',
    currency,
    choose_status: status === 'current' ? 'prolongate' : status,
    status,
    ...(current ? { channel: current.channel_max, bitrate: current.bitrate_max } : {}),
  };
}

/**
 * The webinar plan's check ("Check webinar tariff before buy", PlanWebinarCheckV2Response): the plan's prices, what
 * buying it for the period costs less the refund of the plan scheduled next, and — unless `useBalance` is false, when
 * the balance is left as it is — what the payment balance loses; `button_name` `top_up` where it is short.
 */
export function webinarCheck(
  book: TariffBook,
  currency: Balances['currency'],
  projectId: number,
  plan: CatalogPlan,
  period: Period,
  useBalance: boolean,
) {
  const { figures, status, prices } = priced(book, currency, projectId, plan, period);
  return {
    ...prices,
    decrease_balance: useBalance ? figures.total : 0,
    total: figures.total,
    button_name: figures.enough || !useBalance ? 'pay' : 'top_up',
    currency,
    status,
  };
}
