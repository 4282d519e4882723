import { BALANCE_KINDS, type BalanceKind } from '../../../lib/operations/money/project-money.ts';
import { propertySchema } from '../../../lib/service-description/answer-fields.ts';
import type { Schema } from '../../../lib/service-description/schema.ts';

// The room the balances take before they are read: one line of a term and a figure for each balance the answer will
// give, as the description of "Get project full info" declares them — where readProjectMoney reads them (in `data`, as
// the real kind keeps them, else at the top) — so the balances land in it and move nothing below.

const declaredIn = (schema: Schema | undefined) =>
  BALANCE_KINDS.filter((kind) => schema?.properties.some((property) => property.name === `balance_${kind}`));

/** The balances the answer's schema declares, in the order they are shown; undefined when it declares none. */
export function declaredBalances(answer: Schema | undefined): readonly BalanceKind[] | undefined {
  const inData = declaredIn(propertySchema(answer, 'data'));
  const kinds = inData.length ? inData : declaredIn(answer);
  return kinds.length ? kinds : undefined;
}
