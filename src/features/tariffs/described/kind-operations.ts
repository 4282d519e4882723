import type { DescribedOperation, ServiceDescription } from '../../../lib/service-description/description.ts';
import { namedOperation } from '../../../lib/service-description/match.ts';
import {
  type OperationDetails,
  operationDetails,
  responseFor,
} from '../../../lib/service-description/operation-details.ts';
import type { Schema } from '../../../lib/service-description/schema.ts';
import { type OperationInput, operationInputs, planIdInput } from './operation-inputs.ts';
import { type TariffKind, tariffKinds } from './tariff-kinds.ts';

// A kind's operations as this deployment describes them, each found by the document's name in its group.

export interface BoundOperation {
  /** The document's name for it. */
  name: string;
  operation: DescribedOperation;
  details: OperationDetails;
  inputs: readonly OperationInput[];
  /** The input that takes a plan's ID, if it takes one. */
  planId: OperationInput | undefined;
  /** Its 200 answer's schema, for labels. */
  answer: Schema | undefined;
}

export function bindOperation(
  description: ServiceDescription,
  group: string,
  name: string,
): BoundOperation | undefined {
  const operation = namedOperation(description, group, name);
  if (!operation) return undefined;
  const details = operationDetails(description.document, operation);
  const inputs = operationInputs(details);
  return {
    name,
    operation,
    details,
    inputs,
    planId: planIdInput(inputs),
    answer: responseFor(details.responses, 200)?.schema,
  };
}

export interface KindBinding {
  remove: BoundOperation | undefined;
  buy: BoundOperation | undefined;
  list: BoundOperation | undefined;
  discount: BoundOperation | undefined;
  check: BoundOperation | undefined;
  /** The management operations the document names that this service does not describe. */
  missing: readonly string[];
}

export function kindOperations(description: ServiceDescription, kind: TariffKind): KindBinding {
  const names = tariffKinds[kind];
  const bind = (name: string) => bindOperation(description, names.group, name);
  const remove = bind(names.remove);
  const buy = bind(names.buy);
  const list = names.lists.map(bind).find(Boolean);
  const check = names.check === undefined ? undefined : bind(names.check);
  const missing = [
    ...(remove ? [] : [names.remove]),
    ...(buy ? [] : [names.buy]),
    ...(list ? [] : [names.lists[0]!]),
    ...(names.check !== undefined && !check ? [names.check] : []),
  ];
  return { remove, buy, list, discount: bind(names.discount), check, missing };
}
