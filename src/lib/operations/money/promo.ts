import { InvalidResponseError } from '../../api/errors.ts';
import { record, text } from '../../service-description/answer-fields.ts';
import { primaryType } from '../../service-description/schema.ts';
import type { Binding } from '../../bindings/bind.ts';

// Promo's "Check code" and "Apply code": what a code is (`{name, id, type}`) and what applying it did (`{result}`).

export interface PromoCode {
  name: string | undefined;
  /** The service's word for its kind, as given. */
  type: string | undefined;
}

export function readPromoCode(body: unknown): PromoCode {
  const value = record(body);
  if (!value) throw new InvalidResponseError('(body)', 'not an object');
  return { name: text(value.name) || undefined, type: text(value.type) || undefined };
}

/** The service's word for what was applied (`top_up`, `tariff`), when it gives one. */
export function readPromoResult(body: unknown): string | undefined {
  return text(record(body)?.result) || undefined;
}

/** Whether the operation takes the code as a number (the real kind's `code` is one): only digits can be sent. */
export function codeIsNumber(binding: Binding | undefined): boolean {
  const code = binding?.details.parameters.find((parameter) => parameter.name === 'code');
  const type = code ? primaryType(code.schema) : undefined;
  return type === 'number' || type === 'integer';
}
