import { type Binding, type BindOptions, bind, isBindingProblem } from '../../../lib/bindings/bind.ts';
import type { OperationInput } from '../../../lib/bindings/inputs.ts';
import type { ServiceDescription } from '../../../lib/service-description/description.ts';
import { planIdInput } from './operation-inputs.ts';
import { planReadName } from './described-bindings.ts';
import { type TariffKind, tariffKinds } from './tariff-kinds.ts';

// A kind's operations as this deployment describes them, each bound by the document's name in its group. The
// reads a page makes by itself (the plan, the lists, the discount) are bound as reads: an operation that is not one
// by the console's rule is not sent, and the page says so.

export interface TariffBinding extends Binding {
  /** The input that takes a plan's ID, if it takes one. */
  planId: OperationInput | undefined;
}

/** A described name the page would read by itself that is not a read: named with its method, never sent. */
export interface Refused {
  name: string;
  method: string;
}

function bindTariff(
  description: ServiceDescription,
  kind: TariffKind,
  name: string,
  options: BindOptions = {},
): TariffBinding | Refused | undefined {
  const binding = bind(description, tariffKinds[kind].group, name, options);
  if (!isBindingProblem(binding)) return { ...binding, planId: planIdInput(binding.inputs) };
  return binding.kind === 'not-a-read' ? { name, method: binding.method } : undefined;
}

export const isBound = (bound: TariffBinding | Refused | undefined): bound is TariffBinding =>
  bound !== undefined && 'operation' in bound;

/** Whether the page can read a kind's plan: its "Get tariff for project" is described, as a read. */
export function readsPlan(description: ServiceDescription, kind: TariffKind): boolean {
  return isBound(bindTariff(description, kind, planReadName, { read: true }));
}

export interface KindBinding {
  remove: TariffBinding | undefined;
  buy: TariffBinding | undefined;
  list: TariffBinding | undefined;
  discount: TariffBinding | undefined;
  check: TariffBinding | undefined;
  /** The management operations the document names that this service does not describe. */
  missing: readonly string[];
  /** Reads the dialog would send by itself that the description makes something else. */
  refused: readonly Refused[];
}

/**
 * Whether a described check can stand for the buy's check: the dialog sends it by itself with the buy's values, so
 * it must be a read, and everything it requires must be one of the buy's inputs by name (or the plan it is about).
 */
function checksBuy(check: TariffBinding, buy: TariffBinding | undefined): boolean {
  if (!buy) return false;
  const buys = new Set(buy.inputs.map((input) => input.name));
  return check.inputs.every((input) => !input.required || input === check.planId || buys.has(input.name));
}

export function kindBindings(description: ServiceDescription, kind: TariffKind): KindBinding {
  const names = tariffKinds[kind];
  const bound = (name: string, options?: BindOptions) => bindTariff(description, kind, name, options);
  const remove = bound(names.remove);
  const buy = bound(names.buy);
  const lists = names.lists.map((name) => bound(name, { read: true }));
  const list = lists.find(isBound);
  const discount = bound(names.discount, { read: true });
  const check = names.check === undefined ? undefined : bound(names.check, { read: true });
  const isRefused = (one: TariffBinding | Refused | undefined): one is Refused => one !== undefined && !isBound(one);
  // A refused list matters only when no other list of the group can be read.
  const refused = [...(list ? [] : lists.filter(isRefused)), ...(isRefused(discount) ? [discount] : [])];
  const missing = [
    ...(isBound(remove) ? [] : [names.remove]),
    ...(isBound(buy) ? [] : [names.buy]),
    ...(list || lists.some(isRefused) ? [] : [names.lists[0]!]),
    ...(names.check !== undefined && check === undefined ? [names.check] : []),
  ];
  return {
    remove: isBound(remove) ? remove : undefined,
    buy: isBound(buy) ? buy : undefined,
    list,
    discount: isBound(discount) ? discount : undefined,
    check: isBound(check) && checksBuy(check, isBound(buy) ? buy : undefined) ? check : undefined,
    missing,
    refused,
  };
}
