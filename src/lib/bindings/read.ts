import { type QueryClient, type UseQueryOptions, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../i18n/message-table.ts';
import type { Schema } from '../service-description/schema.ts';
import { type Binding, type Bound, isBound } from './bind.ts';
import { type NamedValues, callBinding, readAddress } from './call.ts';
import * as bindingKeys from './keys.ts';
import { operationKeyOf } from './tails.ts';
// A page that reads many things asks the query client for hundreds of timers: they share a few (query-timers.ts).
import '../query-timers.ts';

// A bound read: the one way a page reads an operation it binds. Its key is the one shape every read has
// (keys.ts), its answer is turned into what the page shows inside the query function (so an answer that does not fit
// lands in the error state), and a name that is not bound is a query that never runs under the same shape of key.

export interface ReadOptions {
  /** A read the page makes by itself beside its own: its outcome raises or clears no connectivity banner. */
  quiet?: boolean;
}

/**
 * A page's first read, asked for before the page is drawn — while its view's code loads — as the view asks for it: the
 * same query (values, and the reading of its answer the view's own read has), so the view draws the answer in its
 * first paint when it has come, and takes the read under way when not. An answer already here and fresh (the page seen
 * a moment ago) is not asked for again. Returns the read's address, for the page to keep for its next visit, whose
 * first load sends it before it knows the description (null: not a read that goes ahead: more than an address).
 */
export function readAhead<T>(
  client: QueryClient,
  bound: Bound,
  values: NamedValues,
  parse: (body: unknown, binding: Binding) => T,
  language: string,
) {
  if (!isBound(bound)) return null;
  void client.prefetchQuery(boundRead(bound, values, language, parse));
  return readAddress(bound, values, language);
}

/**
 * A read as a query. Its `parse` may be async: a reader the page's first load should not carry is loaded with the
 * answer (the parts that show the answer have loaded it by then).
 */
export function boundRead<T>(
  bound: Bound,
  values: NamedValues,
  language: string,
  parse: (body: unknown, binding: Binding) => T | Promise<T>,
  { quiet }: ReadOptions = {},
) {
  const queryKey = bindingKeys.read(bound.group, operationKeyOf(bound), language, values);
  return queryOptions({
    queryKey,
    queryFn: isBound(bound)
      ? async ({ signal, client }) => {
          // Only a part's first read takes what was sent ahead: a read again (a refetch, after a write) asks anew.
          const ahead = client.getQueryData(queryKey) === undefined;
          return parse(await callBinding(bound, values, { language, signal, quiet, ahead }), bound);
        }
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
