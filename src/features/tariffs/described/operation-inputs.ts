import type { OperationInput } from '../../../lib/bindings/inputs.ts';
import { isIdName } from '../../../lib/service-description/pickers.ts';
import { primaryType } from '../../../lib/service-description/schema.ts';

// Which of a tariff operation's inputs takes a plan's ID: the one property named as an ID besides the project's.

/**
 * The input that takes the plan's ID: an ID-named input other than the project's, whose schema allows a number (or
 * says nothing of its type). One that names a plan wins over a bare `id`; none: the operation takes no plan ID.
 */
export function planIdInput(inputs: readonly OperationInput[]): OperationInput | undefined {
  const ids = inputs.filter(
    (input) =>
      isIdName(input.name) &&
      input.name !== 'projectId' &&
      input.name !== 'project_id' &&
      ['integer', 'number', 'string', undefined].includes(primaryType(input.schema)),
  );
  return ids.find((input) => /plan/i.test(input.name)) ?? ids[0];
}
