import { type CheckOutcome, checkValue } from '../../../lib/service-description/check.ts';
import type { Json } from '../../../lib/service-description/description.ts';
import type { OperationDetails } from '../../../lib/service-description/operation-details.ts';
import { bodyFieldKey, fieldKey } from '../../../lib/service-description/operation-request.ts';
import type { SchemaDifference } from '../../../lib/service-description/validate.ts';
import type { FormLayout } from '../form/form-layout.ts';

/**
 * What the description's schemas say of single fields that the form's own reading does not check: a string
 * parameter's pattern, and a flat JSON body against its schema (each difference placed on the property it names).
 * Checked off the page's thread and time-bounded (check.ts), so no description's pattern freezes the page; a check
 * that could not be done, or a schema that contradicts itself, warns about nothing.
 */
export async function checkFields(
  document: Json,
  details: OperationDetails,
  layout: FormLayout,
  fields: Readonly<Record<string, string>>,
  bodyValue: unknown,
): Promise<Record<string, SchemaDifference>> {
  const found: Record<string, SchemaDifference> = {};
  const differs = (outcome: CheckOutcome) => (outcome.kind === 'differs' ? outcome.difference : null);
  // A pattern concerns strings only; other kinds are read (and warned about) by the form's own formats.
  const isText = (types: readonly string[]) => types.length === 0 || types.includes('string');
  const parameters = details.parameters.filter(
    (parameter) =>
      parameter.schema.pattern !== undefined &&
      isText(parameter.schema.types) &&
      (fields[fieldKey(parameter)] ?? '') !== '',
  );
  const outcomes = await Promise.all(
    parameters.map((parameter) => checkValue(document, parameter.rawSchema, fields[fieldKey(parameter)])),
  );
  parameters.forEach((parameter, index) => {
    const difference = differs(outcomes[index]!);
    if (difference) found[fieldKey(parameter)] = { ...difference, path: parameter.name };
  });
  if (layout.bodyFields && details.body?.kind === 'json') {
    const difference = differs(await checkValue(document, details.body.rawSchema, bodyValue));
    const property = difference ? /^[^.[]+/.exec(difference.path)?.[0] : undefined;
    const key = property === undefined ? undefined : bodyFieldKey(property);
    if (difference && key && layout.bodyFields.some((spec) => spec.key === key)) found[key] = difference;
  }
  return found;
}
