// One tariff kind's state: each project's before/current/next slots, and what the scheduled next plan cost, so
// removing it gives the money back. Buying schedules the next plan from the end of the current one and takes its
// price from the buyer's balance; a next plan already scheduled is replaced and refunded.
import type { Account } from '../accounts.ts';
import { messages } from '../messages.ts';
import { isoSeconds, seedDays } from '../seed.ts';
import { RequestError } from '../validation.ts';
import type { CatalogPlan, Slot, TariffKind } from './tariff-kinds.ts';
import { catalogPlan } from './tariff-kinds.ts';

export type TariffSlots = Record<string, unknown>;

/** What buying would do: the answer of the kinds' "check before buy", and the figures a buy applies. */
export type CheckFigures = {
  price: number;
  discount: number;
  refund: number;
  total: number;
  balance: number;
  balance_after: number;
  enough: boolean;
};

function addMonths(iso: string, months: number): string {
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

export class TariffBook {
  /** What each scheduled next plan was bought for; a seeded one counts as one month of its plan. */
  readonly #paid = new Map<number, number>();

  constructor(
    readonly kind: TariffKind,
    /** The project's slots (kept and changed in place), or undefined for a project that does not exist. */
    private readonly slotsOf: (projectId: number) => TariffSlots | undefined,
    private readonly now: () => number,
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

  discountPercent(projectId: number): number {
    this.tariff(projectId);
    return this.kind.discounts[projectId] ?? 0;
  }

  check(account: Account, projectId: number, plan: CatalogPlan, period: number): CheckFigures {
    const price = plan.price * period;
    const discount = Math.round((price * this.discountPercent(projectId)) / 100);
    const refund = this.#refundOf(projectId);
    const total = price - discount;
    const balanceAfter = account.balance - total + refund;
    return {
      price,
      discount,
      refund,
      total,
      balance: account.balance,
      balance_after: balanceAfter,
      enough: balanceAfter >= 0,
    };
  }

  buy(account: Account, projectId: number, plan: CatalogPlan, period: number): TariffSlots {
    const figures = this.check(account, projectId, plan, period);
    if (!figures.enough)
      throw new RequestError({ status: 400, code: 'insufficient_balance', text: messages.insufficientBalance() });
    const slots = this.tariff(projectId);
    const today = seedDays(this.now())(0);
    const currentEnd = (slots.current as Slot | null | undefined)?.date_end;
    // The new plan follows the current one; with none running (or one already over) it starts today.
    const start = typeof currentEnd === 'string' && currentEnd > today ? currentEnd : today;
    slots.next = this.kind.slotOf(plan, period, start, addMonths(start, period));
    account.balance = figures.balance_after;
    this.#paid.set(projectId, figures.total);
    return slots;
  }

  /** Clears the next slot and refunds it. `planId`: the id the caller names, for kinds whose remove takes one. */
  removeNext(account: Account, projectId: number, planId: number | undefined): TariffSlots {
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
    account.balance += this.#refundOf(projectId);
    slots.next = null;
    this.#paid.delete(projectId);
    return slots;
  }

  #refundOf(projectId: number): number {
    const next = this.tariff(projectId).next as Slot | null | undefined;
    if (!next) return 0;
    const paid = this.#paid.get(projectId);
    if (paid !== undefined) return paid;
    return typeof next.id === 'number' ? (catalogPlan(this.kind, next.id)?.price ?? 0) : 0;
  }
}
