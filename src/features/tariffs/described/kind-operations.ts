import { type Binding, type Bound, type Unbound, isBound } from '../../../lib/bindings/bind.ts';
import type { OperationInput } from '../../../lib/bindings/inputs.ts';
import { planIdInput } from './operation-inputs.ts';
import type { TariffRole } from './tariff-kinds.ts';

// Managing a kind's plan with what its page bound: which operations the deployment gives, the input that takes a
// plan's ID in each, what it does not describe, and what it describes as something the page would not send.

export interface KindOperations {
  remove: Binding | undefined;
  buy: Binding | undefined;
  list: Binding | undefined;
  discount: Binding | undefined;
  /** The service's check before buying, when it can stand for the buy's check. */
  check: Binding | undefined;
  /** The project's balances, shown beside what a buy costs. */
  balance: Binding | undefined;
  /** Turning the current plan's automatic renewal on or off. */
  renew: Binding | undefined;
  /** Whether that check is told the plan chosen (some deployments' checks take the project only). */
  checkOfPlan: boolean;
  /** The management operations the document names that this service does not describe (or not usably). */
  missing: readonly Unbound[];
  /** Reads the dialog would send by itself that the description makes something else. */
  refused: readonly Unbound[];
}

/** The input of an operation that takes a plan's ID, if any. */
export const planIdOf = (binding: Binding): OperationInput | undefined => planIdInput(binding.inputs);

/**
 * Whether a described check can stand for the buy's check: the dialog sends it by itself with the buy's values, so
 * it must be a read, and everything it requires must be one of the buy's inputs by name (or the plan it is about).
 */
function checksBuy(check: Binding, buy: Binding | undefined): boolean {
  if (!buy) return false;
  const buys = new Set(buy.inputs.map((input) => input.name));
  const planId = planIdOf(check);
  return check.inputs.every((input) => !input.required || input === planId || buys.has(input.name));
}

export function kindOperations(bound: Readonly<Record<TariffRole, Bound>>): KindOperations {
  const boundOrNone = (one: Bound) => (isBound(one) ? one : undefined);
  const unbound = (one: Bound): one is Unbound => !isBound(one);
  const refused = [bound.list, bound.discount].filter(
    (one): one is Unbound => unbound(one) && one.reason === 'not-a-read',
  );
  const missing = [bound.remove, bound.buy, bound.list, bound.check].filter(
    (one): one is Unbound => unbound(one) && one.reason !== 'not-a-read',
  );
  const buy = boundOrNone(bound.buy);
  const check = boundOrNone(bound.check);
  return {
    remove: boundOrNone(bound.remove),
    buy,
    list: boundOrNone(bound.list),
    discount: boundOrNone(bound.discount),
    check: check && checksBuy(check, buy) ? check : undefined,
    balance: boundOrNone(bound.balance),
    renew: boundOrNone(bound.renew),
    checkOfPlan: check !== undefined && (planIdOf(check) !== undefined || !buy || planIdOf(buy) === undefined),
    missing,
    refused,
  };
}
