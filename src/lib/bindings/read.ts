import { type UseQueryOptions, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../i18n/message-table.ts';
import type { Schema } from '../service-description/schema.ts';
import { type Binding, type BindingSpec, type Bound, isBound } from './bind.ts';
import { type NamedValues, callBinding } from './call.ts';
import * as bindingKeys from './keys.ts';
import { definitionTail, operationKeyOf, signInTail } from './tails.ts';
// A page that reads many things asks the query client for hundreds of timers: they share a few (query-timers.ts).
import '../query-timers.ts';

// A read, defined once per operation (lib/operations/…, at module level: `defineRead`): its name, how a page binds its
// operation by the document's names, what it sends for what it is read for, and how its answer is read. Its query
// options (`readQuery`) are the one way to it: a page's loader starts it with them, and every component that shows
// it reads it with `useRead`. The query's key is the one shape every read has (keys.ts) with the definition's name in
// its tail, so one key has one reader by construction: two parts that read one answer share the definition, and what
// the first made of the answer is the second's. An answer that does not fit lands in the error state; a name that is
// not bound is a query that never runs under the same shape of key.

/** A read of one operation's answer, defined once. */
export interface Read<T, Input = number> {
  /** Unique among the definitions (operation-reads.test.ts holds them to it): its queries' keys carry it. */
  readonly name: string;
  /**
   * How a page binds its operation (a manifest's role for it is this spec); none for an operation the page names itself
   * (a tariff kind's plans, each kind's group's own).
   */
  readonly binding?: BindingSpec;
  /** What it sends, for what it is read for (a page's project). */
  values(input: Input): NamedValues;
  /**
   * Its reading of the answer (an InvalidResponseError when it does not fit), in the language the service answered in,
   * for what it was read for. It may be async: a reader the first load should not carry is loaded with the answer.
   */
  parse(body: unknown, binding: Binding, language: string, input: Input): T | Promise<T>;
  /**
   * The sign-in whose answer it is (who is signed in, the bell's count): another sign-in's, in this tab or another, is
   * another read. Its key says so in its tail; nothing more is sent.
   */
  signIn?(input: Input): string;
  /** How the call is made when not by itself: `ask` sends it and reads its answer (the bell's count, shared by tabs). */
  through?(ask: () => Promise<T>, signal: AbortSignal, input: Input): Promise<T>;
}

/** A read of a fixed operation, whose spec the manifests that bind it take (`binding: read.binding`). */
export type BoundRead<T, Input = number> = Read<T, Input> & { readonly binding: BindingSpec };

/** Defines a read, at module level in lib/operations, next to its operation's other definitions. */
export function defineRead<T, Input = number>(read: BoundRead<T, Input>): BoundRead<T, Input>;
export function defineRead<T, Input = number>(read: Read<T, Input>): Read<T, Input>;
export function defineRead<T, Input>(read: Read<T, Input>): Read<T, Input> {
  return read;
}

/** An answer as it came, with the schema the description gives it: for a page that reads it by that shape. */
export interface Answered {
  body: unknown;
  answer: Schema | undefined;
}

/** A read's `parse` that keeps the answer as it came, with its schema. */
export const asAnswered = (body: unknown, binding: Binding): Answered => ({ body, answer: binding.answer });

/** A reader of an answer by its described schema, as a read's `parse`. */
export const byAnswer =
  <T>(read: (body: unknown, answer: Schema | undefined) => T) =>
  (body: unknown, binding: Binding): T =>
    read(body, binding.answer);

export interface ReadOptions {
  /** A read the page makes by itself beside its own: its outcome raises or clears no connectivity banner. */
  quiet?: boolean | undefined;
}

/** A read's query options, through the role a page bound its operation to, for what it is read for. */
export function readQuery<T, Input>(
  read: Read<T, Input>,
  bound: Bound,
  input: Input,
  language: string,
  { quiet }: ReadOptions = {},
) {
  const values = read.values(input);
  const signIn = read.signIn?.(input);
  const request = definitionTail(signIn === undefined ? values : signInTail(values, signIn), read.name);
  const queryKey = bindingKeys.read(bound.group, operationKeyOf(bound), language, request);
  return queryOptions({
    queryKey,
    queryFn: isBound(bound)
      ? ({ signal, client }) => {
          // Only a part's first read takes what was sent ahead: a read again (a refetch, after a write) asks anew.
          const ahead = client.getQueryData(queryKey) === undefined;
          const ask = async () =>
            read.parse(await callBinding(bound, values, { language, signal, quiet, ahead }), bound, language, input);
          return read.through ? read.through(ask, signal, input) : ask();
        }
      : skipToken,
  });
}

/** How a component keeps its read: when it is sent, and again, and what it takes of the answer. */
export type QueryTuning<T, Selected = T> = Pick<
  UseQueryOptions<T, Error, Selected, ReturnType<typeof bindingKeys.read>>,
  | 'enabled'
  | 'refetchInterval'
  | 'refetchIntervalInBackground'
  | 'refetchOnWindowFocus'
  | 'staleTime'
  | 'placeholderData'
  | 'retry'
  | 'select'
>;

/** A read in the interface language, as a query of the component; idle while its role is not bound. */
export function useRead<T, Input, Selected = T>(
  read: Read<T, Input>,
  bound: Bound,
  input: Input,
  { quiet, ...tuning }: ReadOptions & QueryTuning<T, Selected> = {},
) {
  const { queryKey, queryFn } = readQuery(read, bound, input, useLanguage(), { quiet });
  return useQuery({ queryKey, queryFn, ...tuning });
}
