import type { Binding, Bound } from '../../../lib/bindings/bind.ts';
import { isBound } from '../../../lib/bindings/bind.ts';
import { listShape } from '../../../lib/service-description/list-page.ts';
import type { Schema } from '../../../lib/service-description/schema.ts';

// A number's unit is printed only where the deployment gives one: config.json's `units` by the field's name (as the
// tariff pages read it), else the description's own words for the field ("Video bitrate, kbps"). A unit is never
// assumed: a number without one is shown bare, and the page says the service gives none.

/** The units of a profile's numbers, by what they are; undefined where the deployment gives none. */
export interface Units {
  video: string | undefined;
  audio: string | undefined;
  delay: string | undefined;
  delayNow: string | undefined;
  bitrateNow: string | undefined;
}

/** The units a description writes after a field's name. Read as whole words, case as written. */
const UNIT = /(?:^|[\s,(])(kbps|kbit\/s|mbps|mbit\/s|bps|ms|milliseconds|seconds|sec)(?=$|[\s,.;)])/i;

/** The unit the description's words for a field name, if any. */
export function describedUnit(schema: Pick<Schema, 'title' | 'description'> | undefined): string | undefined {
  for (const words of [schema?.title, schema?.description]) {
    const found = words === undefined ? null : UNIT.exec(words);
    if (found) return found[1];
  }
  return undefined;
}

/** A property's schema, through `oneOf`/`anyOf` alternatives (a state that may be null). */
export function propertyOf(schema: Schema | undefined, name: string): Schema | undefined {
  if (!schema) return undefined;
  const own = schema.properties.find((property) => property.name === name)?.schema;
  if (own) return own;
  for (const variant of schema.variants) {
    const found = propertyOf(variant, name);
    if (found) return found;
  }
  return undefined;
}

/** The schema of a write's body property. */
export const bodyProperty = (bound: Bound, name: string): Schema | undefined =>
  isBound(bound) && bound.details.body?.kind === 'json' ? propertyOf(bound.details.body.schema, name) : undefined;

/** The item schema of a list read. */
export const listItem = (binding: Binding): Schema | undefined => listShape(binding.answer)?.itemSchema;

/**
 * The unit of a field: config.json's for its name, else the first schema of those given (the list's, the form's)
 * whose words name one.
 */
export function unitOf(
  units: Readonly<Record<string, string>>,
  name: string,
  ...schemas: readonly (Schema | undefined)[]
): string | undefined {
  if (Object.hasOwn(units, name)) return units[name];
  for (const schema of schemas) {
    const unit = describedUnit(schema);
    if (unit !== undefined) return unit;
  }
  return undefined;
}
