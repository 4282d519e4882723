import { type QueryClient, type UseQueryOptions, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../i18n/message-table.ts';
import type { Schema } from '../service-description/schema.ts';
import { type Binding, type Bound, isBound } from './bind.ts';
import { type NamedValues, callBinding } from './call.ts';
import * as bindingKeys from './keys.ts';
import { operationKeyOf } from './tails.ts';

// A bound read: the one way a page reads an operation it binds. Its key is the one shape every read has
// (keys.ts), its answer is turned into what the page shows inside the query function (so an answer that does not fit
// lands in the error state), and a name that is not bound is a query that never runs under the same shape of key.

export interface ReadOptions {
  /** A read the page makes by itself beside its own: its outcome raises or clears no connectivity banner. */
  quiet?: boolean;
}

/** How long an answer asked for ahead of its page is kept for it: as long as a read's answer is fresh (query-client.ts). */
const AHEAD_MS = 30_000;
/** Answers asked for ahead of the page that reads them, by the read's key, until that page's read takes them. */
const ahead = new Map<string, Promise<unknown>>();

/**
 * Sends a read before the page that makes it is drawn — while its code loads — with the values that page sends: the
 * page's own read (boundRead, the same key) then takes this answer instead of asking again. One the page never takes
 * is dropped after AHEAD_MS, so a later visit reads anew.
 */
export function readAhead(client: QueryClient, bound: Bound, values: NamedValues, language: string): void {
  if (!isBound(bound)) return;
  const queryKey = bindingKeys.read(bound.group, operationKeyOf(bound), language, values);
  const key = JSON.stringify(queryKey);
  // An answer already here (the page seen a moment ago) is shown at once, and read again only once it is stale.
  if (ahead.has(key) || client.getQueryData(queryKey) !== undefined) return;
  const body = callBinding(bound, values, { language });
  // Its failure is the page's read's to show, when it takes it.
  body.catch(() => {});
  ahead.set(key, body);
  setTimeout(() => {
    if (ahead.get(key) === body) ahead.delete(key);
  }, AHEAD_MS);
}

function takeAhead(key: readonly unknown[]): Promise<unknown> | undefined {
  const text = JSON.stringify(key);
  const body = ahead.get(text);
  ahead.delete(text);
  return body;
}

export function boundRead<T>(
  bound: Bound,
  values: NamedValues,
  language: string,
  parse: (body: unknown, binding: Binding) => T,
  { quiet }: ReadOptions = {},
) {
  const queryKey = bindingKeys.read(bound.group, operationKeyOf(bound), language, values);
  return queryOptions({
    queryKey,
    queryFn: isBound(bound)
      ? async ({ signal }) =>
          parse(await (takeAhead(queryKey) ?? callBinding(bound, values, { language, signal, quiet })), bound)
      : skipToken,
  });
}

/** A reader of an answer by its described schema, as a read's `parse`. */
export const byAnswer =
  <T>(read: (body: unknown, answer: Schema | undefined) => T) =>
  (body: unknown, binding: Binding): T =>
    read(body, binding.answer);

type QueryTuning<T> = Pick<
  UseQueryOptions<T, Error, T, ReturnType<typeof bindingKeys.read>>,
  'enabled' | 'refetchInterval' | 'refetchIntervalInBackground' | 'staleTime' | 'placeholderData' | 'retry'
>;

/** `boundRead` in the interface language, as a query of the component. */
export function useBoundRead<T>(
  bound: Bound,
  values: NamedValues,
  parse: (body: unknown, binding: Binding) => T,
  options: ReadOptions & QueryTuning<T> = {},
) {
  const { quiet, ...tuning } = options;
  return useQuery({ ...boundRead(bound, values, useLanguage(), parse, { quiet }), ...tuning });
}
