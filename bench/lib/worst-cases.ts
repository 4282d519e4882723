// The worst descriptions and values of issue 15, built the same way for every run: an operationId of 80 000 dashes
// between two letters (a regex trim was quadratic in it), a pattern that backtracks exponentially with a
// 35-character value that fails it, and a schema (and a value) nested 5 000 deep.
import { describedWith, serviceDescription, object } from '../../src/testing/description-builder.ts';

export const DASHES = 80_000;
export const PATTERN = '^(a|aa)+$';
/** 34 × "a", then a "b": every way of splitting the a's is tried before the pattern fails. */
export const PATTERN_VALUE = `${'a'.repeat(34)}b`;
export const DEPTH = 5000;

export function dashesDescription(): Record<string, unknown> {
  return serviceDescription({
    info: { title: 'Dashes', version: '1' },
    paths: {
      '/x': {
        get: { operationId: `a${'-'.repeat(DASHES)}a`, summary: 'Dashes', responses: { 200: { description: 'OK' } } },
      },
    },
  });
}

export function patternDescription(): Record<string, unknown> {
  return describedWith({ Code: { type: 'string', pattern: PATTERN } });
}

/** `{ in: { in: … { in: "x" } } }` and the schema that describes it, DEPTH levels each. */
export function deepSchemaAndValue(): { schema: Record<string, unknown>; value: unknown } {
  let schema: Record<string, unknown> = { type: 'string' };
  let value: unknown = 'x';
  for (let i = 0; i < DEPTH; i += 1) {
    schema = object({ in: schema }, ['in']);
    value = { in: value };
  }
  return { schema, value };
}
