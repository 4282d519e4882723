import { type UseQueryOptions, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../i18n/message-table.ts';
import { listShape, nextOffset, readListPage } from '../service-description/list-page.ts';
import type { Schema } from '../service-description/schema.ts';
import { type Binding, type Bound, isBound } from './bind.ts';
import { callBinding } from './call.ts';
import * as bindingKeys from './keys.ts';

// A bound read: the one way a page reads an operation it binds. Its key is the one shape every read has
// (keys.ts), its answer is turned into what the page shows inside the query function (so an answer that does not fit
// lands in the error state), and a name that is not bound is a query that never runs under the same shape of key.

/** What a read sends by name: its parameters and body properties (`project_id` among them where it takes one). */
export type ReadValues = Readonly<Record<string, string>>;

export interface ReadOptions {
  /** A read the page makes by itself beside its own: its outcome raises or clears no connectivity banner. */
  quiet?: boolean;
}

export function boundRead<T>(
  bound: Bound,
  values: ReadValues,
  language: string,
  parse: (body: unknown, binding: Binding) => T,
  { quiet }: ReadOptions = {},
) {
  return queryOptions({
    queryKey: bindingKeys.read(bound.group, isBound(bound) ? bound.operation.key : bound.name, language, values),
    queryFn: isBound(bound)
      ? async ({ signal }) => parse(await callBinding(bound, values, { language, signal, quiet }), bound)
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
  values: ReadValues,
  parse: (body: unknown, binding: Binding) => T,
  options: ReadOptions & QueryTuning<T> = {},
) {
  const { quiet, ...tuning } = options;
  return useQuery({ ...boundRead(bound, values, useLanguage(), parse, { quiet }), ...tuning });
}

/** The most pages a whole-list read asks for: a service that never says it is done is not read for ever. */
export const MAX_PAGES = 200;

/**
 * A paged read taken whole: page after page (from where the last ended, as its figures say: list-page.ts) until the
 * service says there is no more, as one list. Pages of the most the description allows (`limit`'s maximum, where it
 * declares one), so a project of hundreds asks a few times, not dozens. An operation that declares no `offset` is
 * read once. The query key is the read's own with the paging marked, so a write's optimistic change finds it.
 */
export function boundReadAll<T>(
  bound: Bound,
  values: ReadValues,
  language: string,
  parse: (body: unknown, binding: Binding) => readonly T[],
) {
  return queryOptions({
    queryKey: bindingKeys.read(bound.group, isBound(bound) ? bound.operation.key : bound.name, language, {
      ...values,
      '(pages)': 'all',
    }),
    queryFn: isBound(bound)
      ? async ({ signal }) => {
          const paging = pagingOf(bound);
          const shape = listShape(bound.answer);
          const all: T[] = [];
          let offset = 0;
          for (let page = 0; page < MAX_PAGES; page += 1) {
            const asked = { ...values, ...paging.first, ...(offset > 0 ? { offset: String(offset) } : {}) };
            const body = await callBinding(bound, asked, { language, signal });
            all.push(...parse(body, bound));
            const next = paging.offset ? nextOffset(readListPage(body, shape), offset) : undefined;
            if (next === undefined) break;
            offset = next;
          }
          return all;
        }
      : skipToken,
  });
}

/** Whether the read pages by `offset`, and the page size to ask for: `limit`'s described maximum, if any. */
function pagingOf(binding: Binding): { offset: boolean; first: ReadValues } {
  const query = (name: string) => binding.details.parameters.find((p) => p.in === 'query' && p.name === name);
  const maximum = query('limit')?.schema.maximum;
  return {
    offset: query('offset') !== undefined,
    first: maximum !== undefined && Number.isSafeInteger(maximum) && maximum > 0 ? { limit: String(maximum) } : {},
  };
}

/** `boundReadAll` in the interface language, as a query of the component. */
export function useBoundReadAll<T>(
  bound: Bound,
  values: ReadValues,
  parse: (body: unknown, binding: Binding) => readonly T[],
) {
  return useQuery(boundReadAll(bound, values, useLanguage(), parse));
}
