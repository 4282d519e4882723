// One tariff kind's state: each project's before/current/next slots, and what the scheduled next plan cost, so
// removing it gives the money back. Buying schedules the next plan from the end of the current one and takes its
// price from the project's payment balance (api/money/money-state.ts), in the project's currency; a next plan already
// scheduled is replaced and refunded. Each move of the balance is an entry of the project's money flow: the refund
// (`refund`, positive) first, then the buy (`plan_<kind>_buy`, negative), each with the plan's title and end.
import { messages } from '../messages.ts';
import type { Money } from '../money/money-state.ts';
import { isoSeconds, seedDays } from '../seed.ts';
import { RequestError, invalid, queryInteger } from '../validation.ts';
import type { CatalogPlan, Period, Slot, TariffKind } from './tariff-kinds.ts';
import { PERIODS, PERIOD_MONTHS, catalogPlan, priceOf } from './tariff-kinds.ts';

export type TariffSlots = Record<string, unknown>;

/** What buying would do, in the project's currency: the price for the period (discount taken off), the refund of
 * the plan it replaces, what the balance loses, and the payment balance it is taken from. */
export type BuyFigures = { price: number; refund: number; total: number; balance: number; enough: boolean };

export function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  date.setUTCMonth(date.getUTCMonth() + months);
  return isoSeconds(date.getTime());
}

function unknownProject(projectId: number): RequestError {
  return new RequestError({
    status: 400,
    code: 'unknown_project',
    field: 'project_id',
    text: messages.unknownProject(String(projectId)),
  });
}

export const periodOfSlot = (slot: Slot): Period => PERIODS.find((period) => period === slot.period) ?? 'month';

/** A bought plan's end as a money-flow entry's details carry it. */
const endOf = (slot: Slot): string | null => (typeof slot.date_end === 'string' ? slot.date_end : null);

export class TariffBook {
  /** What each scheduled next plan was bought for; a seeded one counts as its plan's price. */
  readonly #paid = new Map<number, number>();

  constructor(
    readonly kind: TariffKind,
    /** The project's slots (kept and changed in place), or undefined for a project that does not exist. */
    private readonly slotsOf: (projectId: number) => TariffSlots | undefined,
    private readonly now: () => number,
    /** Each project's balances, which buys take from and removals give back to. */
    private readonly money: Money,
  ) {}

  tariff(projectId: number): TariffSlots {
    const slots = this.slotsOf(projectId);
    if (!slots) throw unknownProject(projectId);
    return slots;
  }

  plan(id: number): CatalogPlan {
    const found = catalogPlan(this.kind, id);
    if (!found)
      throw new RequestError({
        status: 400,
        code: 'unknown_plan',
        field: this.kind.idField,
        text: messages.unknownPlan(this.kind.idField),
      });
    return found;
  }

  /** The units a buy names (`count`, `size`), checked against the plan's bounds; the smallest when it names none. */
  units(plan: CatalogPlan, query: URLSearchParams): number {
    const quantity = this.kind.quantity;
    if (!quantity) return 1;
    const { min, max, step } = quantity.bounds(plan);
    const value = queryInteger(query, quantity.name, min, min, max);
    if ((value - min) % step !== 0) throw invalid(quantity.name, messages.notAStep(quantity.name, step));
    return value;
  }

  figures(projectId: number, plan: CatalogPlan, units: number, period: Period): BuyFigures {
    const refund = this.refundOf(projectId);
    const { payment, currency } = this.money.balancesOf(projectId);
    const price = priceOf(this.kind, plan, units, period, currency);
    const total = price - refund;
    return { price, refund, total, balance: payment, enough: payment >= total };
  }

  /** The title of the plan a slot holds, as the money flow names it. */
  #titleOf(slot: Slot): string {
    const plan = typeof slot.id === 'number' ? catalogPlan(this.kind, slot.id) : undefined;
    return plan?.title ?? (typeof slot.title === 'string' ? slot.title : `Plan ${String(slot.id)}`);
  }

  /** What the current plan costs for one more of its periods (0 with none running). */
  renewal(projectId: number): number {
    const current = this.tariff(projectId).current as Slot | null | undefined;
    const plan = typeof current?.id === 'number' ? catalogPlan(this.kind, current.id) : undefined;
    if (!current || !plan) return 0;
    return priceOf(this.kind, plan, this.kind.unitsOf(current), periodOfSlot(current), this.#currencyOf(projectId));
  }

  buy(projectId: number, plan: CatalogPlan, units: number, period: Period): void {
    const figures = this.figures(projectId, plan, units, period);
    if (!figures.enough)
      throw new RequestError({ status: 400, code: 'insufficient_balance', text: messages.insufficientBalance() });
    const slots = this.tariff(projectId);
    const today = seedDays(this.now())(0);
    const currentEnd = (slots.current as Slot | null | undefined)?.date_end;
    // The new plan follows the current one; with none running (or one already over) it starts today.
    const start = typeof currentEnd === 'string' && currentEnd > today ? currentEnd : today;
    const replaced = slots.next as Slot | null | undefined;
    if (replaced && figures.refund > 0) this.#refund(projectId, replaced, figures.refund);
    // The next plan renews as the project's plan of the kind does.
    const renews = (slots.current as Slot | null | undefined)?.prolongation === true;
    const next = this.kind.slotOf(plan, units, period, addMonths(start, PERIOD_MONTHS[period]), renews);
    slots.next = next;
    this.money.record(projectId, {
      type: `plan_${this.kind.key}_buy`,
      amount: -figures.price,
      details: { title: plan.title, date_end: endOf(next) },
    });
    this.#paid.set(projectId, figures.price);
  }

  /** Clears the next slot and refunds it. `planId`: the id the caller names, for kinds whose remove takes one. */
  removeNext(projectId: number, planId: number | undefined): void {
    const slots = this.tariff(projectId);
    const next = slots.next as Slot | null | undefined;
    if (planId !== undefined && next?.id !== planId) {
      throw new RequestError({
        status: 400,
        code: 'not_next_plan',
        field: this.kind.idField,
        text: messages.notNextPlan(this.kind.idField),
      });
    }
    if (!next)
      throw new RequestError({ status: 400, code: 'no_next_plan', field: 'project_id', text: messages.noNextPlan() });
    const refund = this.refundOf(projectId);
    if (refund > 0) this.#refund(projectId, next, refund);
    slots.next = null;
    this.#paid.delete(projectId);
  }

  /**
   * Whether the project renews its plan of the kind when it ends: the current plan's `prolongation`, and the next
   * one's, which follows it. A project with no plan running (none, or one already over) has nothing to renew.
   */
  setProlongation(projectId: number, enabled: boolean): void {
    const slots = this.tariff(projectId);
    const current = slots.current as Slot | null | undefined;
    const running = typeof current?.date_end === 'string' && Date.parse(current.date_end) > this.now();
    if (!current || !running)
      throw new RequestError({
        status: 400,
        code: 'no_current_plan',
        field: 'project_id',
        text: messages.noCurrentPlan(),
      });
    current.prolongation = enabled;
    const next = slots.next as Slot | null | undefined;
    if (next) next.prolongation = enabled;
  }

  /** What the plan scheduled next would give back if it were removed or replaced. */
  refundOf(projectId: number): number {
    const next = this.tariff(projectId).next as Slot | null | undefined;
    if (!next) return 0;
    const paid = this.#paid.get(projectId);
    if (paid !== undefined) return paid;
    const plan = typeof next.id === 'number' ? catalogPlan(this.kind, next.id) : undefined;
    return plan
      ? priceOf(this.kind, plan, this.kind.unitsOf(next), periodOfSlot(next), this.#currencyOf(projectId))
      : 0;
  }

  #currencyOf(projectId: number) {
    return this.money.balancesOf(projectId).currency;
  }

  /** Gives back what a scheduled plan cost, to the payment balance, as a `refund` entry naming the plan. */
  #refund(projectId: number, slot: Slot, amount: number): void {
    this.money.record(projectId, {
      type: 'refund',
      amount,
      details: { title: this.#titleOf(slot), date_end: endOf(slot) },
    });
  }
}
