import type { OperationParameter } from '../../../lib/service-description/operation-details.ts';
import type { Schema } from '../../../lib/service-description/schema.ts';

// The history's filters as the service takes them: a kind (`type`) and a range of days (`date_from`, `date_to`,
// date-times), each offered only where the operation declares it. A day is the reader's: from its first moment to its
// last, in their time zone.

export interface HistoryFilters {
  /** The kind as the service names it; '' for all. */
  kind: string;
  /** Days as a date input gives them (`2026-11-01`); '' for none. */
  from: string;
  to: string;
}

export const NO_FILTERS: HistoryFilters = { kind: '', from: '', to: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayBound(day: string, end: boolean): string | undefined {
  if (!DAY.test(day)) return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const at = end ? new Date(year, month - 1, date + 1, 0, 0, 0, -1) : new Date(year, month - 1, date);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** What the filters send by name; one left empty sends nothing. */
export function filterValues(filters: HistoryFilters): Record<string, string> {
  const values: Record<string, string> = {};
  if (filters.kind) values.type = filters.kind;
  const from = dayBound(filters.from, false);
  const to = dayBound(filters.to, true);
  if (from) values.date_from = from;
  if (to) values.date_to = to;
  return values;
}

/** Which filters the operation takes: the kind's parameter (its schema, for the kinds it enumerates) and the dates. */
export function filtersOffered(parameters: readonly OperationParameter[]): {
  kind: Schema | undefined;
  from: boolean;
  to: boolean;
} {
  const query = (name: string) => parameters.find((parameter) => parameter.in === 'query' && parameter.name === name);
  return { kind: query('type')?.schema, from: query('date_from') !== undefined, to: query('date_to') !== undefined };
}
