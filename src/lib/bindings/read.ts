import { type UseQueryOptions, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../i18n/message-table.ts';
import type { Schema } from '../service-description/schema.ts';
import { type Binding, type Bound, isBound } from './bind.ts';
import { type NamedValues, callBinding } from './call.ts';
import * as bindingKeys from './keys.ts';
import { markReader, useReaderGuard, wrapperOf } from './reader-guard.ts';
import { operationKeyOf, readingTail, signInTail } from './tails.ts';
// A page that reads many things asks the query client for hundreds of timers: they share a few (query-timers.ts).
import '../query-timers.ts';

// A bound read: the one way a page reads an operation it binds. Its key is the one shape every read has
// (keys.ts), its answer is turned into what the page shows inside the query function (so an answer that does not fit
// lands in the error state), and a name that is not bound is a query that never runs under the same shape of key.
// A read sent ahead of its view or shared by several parts is declared once (declared-read.ts). The cache holds what
// a read made of the answer, so one key has one reader: a part that reads an answer otherwise names its `reading`,
// and a second, different reader under one key is reported in the console (reader-guard.ts), never split silently.

export interface ReadOptions<T = unknown> {
  /** A read the page makes by itself beside its own: its outcome raises or clears no connectivity banner. */
  quiet?: boolean | undefined;
  /**
   * The sign-in the answer belongs to (who is signed in, its unread count): another sign-in's, in this tab or
   * another, is another read. Its key says so in its tail (tails.ts); nothing more is sent.
   */
  signIn?: string | undefined;
  /** How the call is made when not by itself: `ask` sends it and reads its answer (the bell's count, shared by tabs). */
  through?: ((ask: () => Promise<T>, signal: AbortSignal) => Promise<T>) | undefined;
  /**
   * The name of a part's own reading of an answer another page reads otherwise (whether the transcoding plan allows
   * profiles, beside the tariff page's plans): the cache holds what a read made of the answer, so each reading is a
   * query of its own (tails.ts), never handed the other's.
   */
  reading?: string | undefined;
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
  { quiet, signIn, through, reading }: ReadOptions<T> = {},
) {
  const signed = signIn === undefined ? values : signInTail(values, signIn);
  const request = reading === undefined ? signed : readingTail(signed, reading);
  const operationKey = operationKeyOf(bound);
  const queryKey = bindingKeys.read(bound.group, operationKey, language, request);
  const options = queryOptions({
    queryKey,
    queryFn: isBound(bound)
      ? ({ signal, client }) => {
          // Only a part's first read takes what was sent ahead: a read again (a refetch, after a write) asks anew.
          const ahead = client.getQueryData(queryKey) === undefined;
          const ask = async () => parse(await callBinding(bound, values, { language, signal, quiet, ahead }), bound);
          return through ? through(ask, signal) : ask();
        }
      : skipToken,
  });
  return markReader(options, parse, operationKey);
}

/** A reader of an answer by its described schema, as a read's `parse`. */
export const byAnswer = <T>(read: (body: unknown, answer: Schema | undefined) => T) =>
  wrapperOf((body: unknown, binding: Binding): T => read(body, binding.answer), read);

/** How a component keeps its read: when it is sent, and again. */
export type QueryTuning<T> = Pick<
  UseQueryOptions<T, Error, T, ReturnType<typeof bindingKeys.read>>,
  | 'enabled'
  | 'refetchInterval'
  | 'refetchIntervalInBackground'
  | 'refetchOnWindowFocus'
  | 'staleTime'
  | 'placeholderData'
  | 'retry'
>;

/** `boundRead` in the interface language, as a query of the component. */
export function useBoundRead<T>(
  bound: Bound,
  values: NamedValues,
  parse: (body: unknown, binding: Binding) => T,
  options: ReadOptions<T> & QueryTuning<T> = {},
) {
  const { quiet, signIn, through, reading, ...tuning } = options;
  useReaderGuard();
  return useQuery({
    ...boundRead(bound, values, useLanguage(), parse, { quiet, signIn, through, reading }),
    ...tuning,
  });
}
