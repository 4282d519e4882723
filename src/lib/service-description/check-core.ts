// The check itself, run in the check worker (or inline where there is no Worker): a description's contradictions
// first, so they are named as its mistakes and never blamed on the value, then the validator. Everything it can
// throw (a schema nested past reason, a reference the validator cannot follow) becomes "not checked", with why.

import type { Json } from './description.ts';
import { type SchemaContradiction, findContradictions } from './contradiction.ts';
import { errorText } from './error-text.ts';
import { type SchemaDifference, locateDifference } from './validate.ts';

export type CheckOutcome =
  | { kind: 'ok' }
  | { kind: 'differs'; difference: SchemaDifference }
  | { kind: 'description-problem'; contradiction: SchemaContradiction }
  /** timeout: the time bound passed; failed: the check threw (detail says what); unavailable: the checker did not load. */
  | { kind: 'not-checked'; reason: 'timeout' | 'failed' | 'unavailable'; detail?: string };

export function checkNow(document: Json, schema: unknown, value: unknown): CheckOutcome {
  try {
    const contradictions = findContradictions(document, schema);
    // An unreadable pattern is only skipped: the rest of the value can still be checked.
    const unsatisfiable = contradictions.filter((contradiction) => contradiction.reason !== 'pattern-invalid');
    const everywhere = unsatisfiable.find((contradiction) => contradiction.unconditional);
    if (everywhere) return { kind: 'description-problem', contradiction: everywhere };
    const located = locateDifference(document, schema, value);
    if (located) {
      const cause = unsatisfiable.find((contradiction) => within(located.location, contradiction.instance));
      return cause
        ? { kind: 'description-problem', contradiction: cause }
        : { kind: 'differs', difference: located.difference };
    }
    const reached = contradictions.find((contradiction) => reaches(value, contradiction.instance));
    return reached ? { kind: 'description-problem', contradiction: reached } : { kind: 'ok' };
  } catch (error) {
    return { kind: 'not-checked', reason: 'failed', detail: errorText(error) };
  }
}

/** Whether a place in a value ("results", "0", "id") lies at or under a place a contradiction names ("*" any item). */
function within(location: readonly string[], instance: SchemaContradiction['instance']): boolean {
  return (
    instance.length <= location.length &&
    instance.every((part, index) => (part === '*' ? /^\d+$/.test(location[index]!) : part === location[index]))
  );
}

/** Whether a value has anything at the place a contradiction names. */
function reaches(value: unknown, instance: SchemaContradiction['instance']): boolean {
  if (!instance.length) return true;
  const [part, ...rest] = instance;
  if (part === '*') return Array.isArray(value) && value.some((item) => reaches(item, rest));
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.hasOwn(value, part!) &&
    reaches((value as Json)[part!], rest)
  );
}
