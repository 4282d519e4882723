// A described list operation's answer, read as a page: a plain array, or an object holding the array (`results`,
// `items`, …) with the paging figures frameworks of this kind add (`total` or `totalItems`, `limit`, `offset`). Figures that are
// there must be whole numbers of zero or more; an answer that says otherwise is not read at all, so no wrong count
// or page is ever shown.

import * as v from 'valibot';
import { InvalidResponseError } from '../api/errors.ts';
import { type Schema, primaryType } from './schema.ts';

/** Where list answers of this kind keep their items, most common first. */
const ITEM_ARRAYS = ['results', 'items', 'data', 'list', 'rows', 'records'];

export interface ListShape {
  /** The object property holding the items; undefined: the answer is the array itself. */
  property: string | undefined;
  /** What each item is, as far as the description says. */
  itemSchema: Schema | undefined;
}

/**
 * How a list operation's answer holds its items, read from its response schema: an array (its items), an object with
 * one of the usual array properties (their items; `allOf` already merged, so a redeclared `results` wins), or, when
 * the schema says neither, undefined (the answer is then read by its shape alone).
 */
export function listShape(schema: Schema | undefined): ListShape | undefined {
  if (!schema) return undefined;
  const type = primaryType(schema);
  if (type === 'array') return { property: undefined, itemSchema: schema.items };
  if (type !== 'object' && schema.properties.length === 0) return undefined;
  const arrays = schema.properties.filter(({ schema: property }) => primaryType(property) === 'array');
  const chosen =
    ITEM_ARRAYS.map((name) => arrays.find((property) => property.name === name)).find(Boolean) ??
    (arrays.length === 1 ? arrays[0] : undefined);
  return chosen ? { property: chosen.name, itemSchema: chosen.schema.items } : undefined;
}

export interface ListPage {
  items: readonly unknown[];
  /** All items there are, when the answer says. */
  total: number | undefined;
  limit: number | undefined;
  offset: number | undefined;
}

const Count = v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0)));
const Figures = v.object({ total: Count, limit: Count, offset: Count });

/**
 * One page of a list answer. `shape` (from the description) names the array when it knows; otherwise a plain array,
 * or an object's one usual array property, is taken. Throws InvalidResponseError naming the place when the answer
 * is no list, or a paging figure is not a count.
 */
export function readListPage(body: unknown, shape: ListShape | undefined): ListPage {
  if (Array.isArray(body)) return { items: body, total: undefined, limit: undefined, offset: undefined };
  if (typeof body !== 'object' || body === null) throw new InvalidResponseError('(body)', 'not a list');
  const record = body as Record<string, unknown>;
  const property = shape?.property ?? ITEM_ARRAYS.find((name) => Array.isArray(record[name]));
  if (property === undefined || !Array.isArray(record[property]))
    throw new InvalidResponseError(property ?? '(body)', 'not a list');
  // A list paged by page number gives its count as `totalItems` (the real kind's lists of a platform's channels).
  const counted = Object.hasOwn(record, 'total') ? record.total : record.totalItems;
  const figures = v.safeParse(Figures, { total: counted, limit: record.limit, offset: record.offset });
  if (!figures.success)
    throw new InvalidResponseError(v.getDotPath(figures.issues[0]) ?? '(body)', figures.issues[0].message);
  const { total, limit, offset } = figures.output;
  return { items: record[property], total, limit, offset };
}

/**
 * Where the next page starts, or undefined when this was the last: after the items received so far, while the total
 * (when given) is not reached and the page was not short of its limit. An empty page always ends the list, so a
 * service that keeps answering never makes the reader loop.
 */
export function nextOffset(page: ListPage, requestedOffset: number): number | undefined {
  if (page.items.length === 0) return undefined;
  const start = page.offset ?? requestedOffset;
  const after = start + page.items.length;
  // A service that ignores the offset answers the same page again: that is the end, not a loop.
  if (after <= requestedOffset) return undefined;
  if (page.total !== undefined) return after < page.total ? after : undefined;
  if (page.limit !== undefined) return page.items.length >= page.limit ? after : undefined;
  return undefined;
}
