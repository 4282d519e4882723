import { type Bound, isBound } from '../../../lib/bindings/bind.ts';
import type { NamedValues } from '../../../lib/bindings/call.ts';

// The order a list is asked for, by the parameter its operation describes for it ("List broadcast" takes `order`,
// "Events from broadcast v4" `sort_by_date`, each asc or desc). Asked for only where the description enumerates the
// direction: a service that is not asked answers in its own order, and the page then says that, not another.

export type Direction = 'asc' | 'desc';

/** The value that asks for `direction`, as the parameter enumerates it (`DESC` stays `DESC`); {} where it does not. */
export function sortValues(bound: Bound, parameter: string, direction: Direction): NamedValues {
  if (!isBound(bound)) return {};
  const described = bound.details.parameters.find((one) => one.in === 'query' && one.name === parameter);
  const value = described?.schema.enum?.find(
    (option): option is string => typeof option === 'string' && option.toLowerCase() === direction,
  );
  return value === undefined ? {} : { [parameter]: value };
}
