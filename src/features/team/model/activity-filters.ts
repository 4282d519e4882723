import type { OperationParameter } from '../../../lib/service-description/operation-details.ts';

// The Activity tab's filters, sent to the service as "Get project history of actions" takes them: an action (`action`,
// one of the values its parameter enumerates) and a range of days (`date_from`, `date_to`, date-times), each offered
// only where the operation declares it. A day is the reader's, from its first moment to its last in their time zone.

export interface ActivityFilters {
  /** As the service names it; '' for every action. */
  action: string;
  /** Days as a date input gives them (`2026-11-01`); '' for none. */
  from: string;
  to: string;
}

export const ALL_ACTIVITY: ActivityFilters = { action: '', from: '', to: '' };

/** The first or the last moment of a day given as `yyyy-mm-dd`, in the reader's time zone, as an ISO date-time. */
function momentOf(day: string, last: boolean): string | undefined {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!parts) return undefined;
  const [year, month, date] = [Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])];
  const moment = last ? new Date(year, month, date, 23, 59, 59, 999) : new Date(year, month, date);
  return Number.isNaN(moment.getTime()) ? undefined : moment.toISOString();
}

/** What the filters send, by the operation's names; a filter left empty sends nothing. */
export function activityValues(filters: ActivityFilters): Record<string, string> {
  const from = momentOf(filters.from, false);
  const to = momentOf(filters.to, true);
  return {
    ...(filters.action ? { action: filters.action } : {}),
    ...(from ? { date_from: from } : {}),
    ...(to ? { date_to: to } : {}),
  };
}

/** The actions the operation enumerates for its filter, and whether it takes each end of a range of days. */
export function activityFiltersOffered(parameters: readonly OperationParameter[]) {
  const query = (name: string) => parameters.find((parameter) => parameter.in === 'query' && parameter.name === name);
  const actions = (query('action')?.schema.enum ?? []).filter(
    (value): value is string => typeof value === 'string' && value !== '',
  );
  return { actions, from: query('date_from') !== undefined, to: query('date_to') !== undefined };
}
