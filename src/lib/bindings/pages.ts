import {
  type Query,
  infiniteQueryOptions,
  queryOptions,
  skipToken,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { useLanguage } from '../i18n/message-table.ts';
import { type ListPage, listShape, nextOffset, readListPage } from '../service-description/list-page.ts';
import type { Schema } from '../service-description/schema.ts';
import { type Binding, type BindingSpec, type Bound, isBound } from './bind.ts';
import { type NamedValues, callBinding } from './call.ts';
import { definitionTail, operationKeyOf, pagesKey } from './tails.ts';
import type { QueryTuning, ReadOptions } from './read.ts';

// A list read: the one way a page reads a list a page at a time ("Show more") or whole, defined once per operation
// (lib/operations/…, at module level: `defineList`) as a read is (read.ts): its name, its operation's binding, what
// it sends and how an item is read. How the next page is asked for is read from the description, never assumed: by
// `offset` (the real kind's lists), by a cursor the answer hands back (`next_cursor_id` for `cursor_id`), or by page
// number (`page`), with the page's size in the parameter the operation declares for it (`limit`, `pageSize`, …). Its
// key is the read's own with the definition's name and the paging marked.

/**
 * A reader of one page's answer, in the language the service answered in: what the page shows of its items (an
 * InvalidResponseError when it does not fit).
 */
export type PageReader<T> = (body: unknown, binding: Binding, language: string) => readonly T[];

/** A reader of one item of a list answer, as a `PageReader`: the items found where the description keeps them. */
export const byItems =
  <T>(read: (item: unknown, itemSchema: Schema | undefined, index: number) => T): PageReader<T> =>
  (body, binding) => {
    const shape = listShape(binding.answer);
    return readListPage(body, shape).items.map((item, index) => read(item, shape?.itemSchema, index));
  };

/** A list of one operation's answer, defined once: read a page at a time or whole. */
export interface ListRead<Item, Input = number> {
  /** Unique among the definitions, reads' and lists' (operation-reads.test.ts): its queries' keys carry it. */
  readonly name: string;
  /** How a page binds its operation (a manifest's role for it is this spec). */
  readonly binding?: BindingSpec;
  /** What it sends, for what it is read for (a page's project), besides the paging. */
  values(input: Input): NamedValues;
  /** The items of one page's answer. */
  items: PageReader<Item>;
}

/** A list of a fixed operation, whose spec the manifests that bind it take (`binding: list.binding`). */
export type BoundList<Item, Input = number> = ListRead<Item, Input> & { readonly binding: BindingSpec };

/** Defines a list read, at module level in lib/operations, next to its operation's other definitions. */
export function defineList<Item, Input = number>(list: BoundList<Item, Input>): BoundList<Item, Input>;
export function defineList<Item, Input = number>(list: ListRead<Item, Input>): ListRead<Item, Input>;
export function defineList<Item, Input>(list: ListRead<Item, Input>): ListRead<Item, Input> {
  return list;
}

/** The names a page's size goes by, most common first. */
const SIZE_NAMES = ['limit', 'pageSize', 'page_size', 'per_page', 'size'];

export interface Paging {
  /** How the next page is asked for; `none`: the operation takes no paging, and one read is the whole list. */
  by: 'offset' | 'cursor' | 'page' | 'none';
  /** The parameter that sets a page's size, and the most it allows where the description says. */
  size: { name: string; maximum: number | undefined } | undefined;
  /** For a cursor: each parameter the next request sets, and the answer's property it is read from. */
  cursor: readonly { parameter: string; answer: string }[];
}

/** How an operation pages, as its description says. */
export function pagingOf(binding: Binding): Paging {
  const queries = binding.details.parameters.filter((parameter) => parameter.in === 'query');
  const query = (name: string) => queries.find((parameter) => parameter.name === name);
  const sizeParameter = SIZE_NAMES.map(query).find(Boolean);
  const maximum = sizeParameter?.schema.maximum;
  const size = sizeParameter && {
    name: sizeParameter.name,
    maximum: maximum !== undefined && Number.isSafeInteger(maximum) && maximum > 0 ? maximum : undefined,
  };
  // A cursor is what the answer hands back under `next_<parameter>`: a read that takes one starts where it says.
  const answered = new Set((binding.answer?.properties ?? []).map(({ name }) => name));
  const cursor = queries
    .filter(({ name }) => answered.has(`next_${name}`))
    .map(({ name }) => ({ parameter: name, answer: `next_${name}` }));
  const by = cursor.length ? 'cursor' : query('offset') ? 'offset' : query('page') ? 'page' : 'none';
  return { by, size, cursor };
}

/** What the next request adds to the first one's values; undefined: this page was the last. */
type NextPage = NamedValues | undefined;

export interface Page<T> {
  items: readonly T[];
  /** All items there are, when the answer says. */
  total: number | undefined;
  next: NextPage;
}

/** Where the page after `page` starts, as the operation pages; an empty page always ends the list. */
function nextPage(paging: Paging, body: unknown, page: ListPage, asked: NamedValues): NextPage {
  if (page.items.length === 0) return undefined;
  switch (paging.by) {
    case 'offset': {
      const next = nextOffset(page, Number(asked.offset ?? 0));
      return next === undefined ? undefined : { offset: String(next) };
    }
    case 'cursor': {
      const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      const values = paging.cursor.flatMap(({ parameter, answer }) => {
        const value = Object.hasOwn(record, answer) ? record[answer] : undefined;
        return typeof value === 'string' || typeof value === 'number' ? [[parameter, String(value)] as const] : [];
      });
      // No cursor handed back, or the one just sent: the end (a service that repeats itself is not read for ever).
      if (values.length === 0 || values.every(([parameter, value]) => asked[parameter] === value)) return undefined;
      return Object.fromEntries(values);
    }
    case 'page': {
      const number = Number(asked.page ?? 1);
      const size = paging.size ? Number(asked[paging.size.name]) : NaN;
      const seen = (number - 1) * (Number.isFinite(size) ? size : page.items.length) + page.items.length;
      if (page.total !== undefined ? seen >= page.total : !(page.items.length >= size)) return undefined;
      return { page: String(number + 1) };
    }
    case 'none':
      return undefined;
  }
}

/** The values of a paged read's first request: the page's size, where the operation takes one and it is given. */
function firstValues(paging: Paging, values: NamedValues, size: number | 'most' | undefined): NamedValues {
  const wanted = size === 'most' ? paging.size?.maximum : size;
  return paging.size && wanted !== undefined ? { ...values, [paging.size.name]: String(wanted) } : values;
}

async function readPage<T>(
  binding: Binding,
  paging: Paging,
  asked: NamedValues,
  read: PageReader<T>,
  options: { language: string; signal: AbortSignal; quiet?: boolean | undefined },
): Promise<Page<T>> {
  const body = await callBinding(binding, asked, options);
  const page = readListPage(body, listShape(binding.answer));
  return { items: read(body, binding, options.language), total: page.total, next: nextPage(paging, body, page, asked) };
}

export interface PagesOptions extends Pick<ReadOptions, 'quiet'> {
  /** Items a page asks for, where the operation takes a size; by default, as many as the service sends. */
  size?: number;
}

/** A list read a page at a time: the first page, then each on "Show more" from where the last ended. */
export function pagedListQuery<T, Input>(
  list: ListRead<T, Input>,
  bound: Bound,
  input: Input,
  language: string,
  { size, quiet }: PagesOptions = {},
) {
  const values = list.values(input);
  const paging = isBound(bound) ? pagingOf(bound) : undefined;
  // A page of a size the page asks for says where it starts, the first too: each request names the page it is.
  const first = paging
    ? {
        ...firstValues(paging, values, size),
        ...(paging.by === 'offset' && paging.size && size !== undefined ? { offset: '0' } : {}),
      }
    : values;
  return infiniteQueryOptions({
    queryKey: pagesKey(bound.group, operationKeyOf(bound), language, definitionTail(first, list.name), 'more'),
    queryFn:
      isBound(bound) && paging
        ? ({ pageParam, signal }: { pageParam: NamedValues; signal: AbortSignal }) =>
            readPage(bound, paging, { ...first, ...pageParam }, list.items, { language, signal, quiet })
        : skipToken,
    initialPageParam: {} as NamedValues,
    getNextPageParam: (last: Page<T>) => last.next,
  });
}

/**
 * How a component's paged read is kept: not sent while `enabled` is false, fresh for `staleTime`, read again every
 * `refetchInterval` (whole: every page read so far) while the tab is visible, unless `refetchIntervalInBackground`.
 */
export interface PagesTuning {
  enabled?: boolean;
  staleTime?: number;
  refetchInterval?: number | false | ((query: Pick<Query, 'state' | 'queryHash'>) => number | false);
  refetchIntervalInBackground?: boolean;
  /**
   * What the cache holds next from what it held and what was read or set (TanStack's `structuralSharing`): by
   * default the new answer, sharing what is equal by position; a list that moves as it grows shares by its items' IDs.
   */
  structuralSharing?: (held: unknown, next: unknown) => unknown;
}

/**
 * A list read a page at a time in the interface language, as the component's query, with what a list shows: the
 * items read so far, the total where the service gives it, and whether there is more; and its key, for a part that
 * changes what it holds or has it read again. Idle while the name is not bound.
 */
export function usePagedList<T, Input>(
  list: ListRead<T, Input>,
  bound: Bound,
  input: Input,
  {
    enabled,
    staleTime,
    refetchInterval,
    refetchIntervalInBackground,
    structuralSharing,
    ...options
  }: PagesOptions & PagesTuning = {},
) {
  const pagesRead = pagedListQuery(list, bound, input, useLanguage(), options);
  const query = useInfiniteQuery({
    ...pagesRead,
    ...(enabled === undefined ? {} : { enabled }),
    ...(staleTime === undefined ? {} : { staleTime }),
    ...(refetchInterval === undefined ? {} : { refetchInterval }),
    ...(refetchIntervalInBackground === undefined ? {} : { refetchIntervalInBackground }),
    ...(structuralSharing === undefined ? {} : { structuralSharing }),
  });
  const pages = query.data?.pages;
  return {
    ...query,
    queryKey: pagesRead.queryKey,
    items: pages?.flatMap((page) => page.items) ?? [],
    total: pages?.[0]?.total,
    showMore: () => void query.fetchNextPage(),
  };
}

/** The most pages a whole-list read asks for: a service that never says it is done is not read for ever. */
export const MAX_PAGES = 200;

/**
 * A list read whole: page after page (from where the last ended) until the service says there is no more, as one
 * list. Pages of the most the description allows (the size's maximum, where it declares one), so a project of
 * hundreds asks a few times, not dozens.
 */
export function wholeListQuery<T, Input>(
  list: ListRead<T, Input>,
  bound: Bound,
  input: Input,
  language: string,
  { quiet }: Pick<ReadOptions, 'quiet'> = {},
) {
  const values = list.values(input);
  const paging = isBound(bound) ? pagingOf(bound) : undefined;
  const first = paging ? firstValues(paging, values, 'most') : values;
  return queryOptions({
    queryKey: pagesKey(bound.group, operationKeyOf(bound), language, definitionTail(values, list.name), 'all'),
    queryFn:
      isBound(bound) && paging
        ? async ({ signal }) => {
            const all: T[] = [];
            let next: NextPage = {};
            for (let count = 0; next !== undefined && count < MAX_PAGES; count += 1) {
              const page: Page<T> = await readPage(bound, paging, { ...first, ...next }, list.items, {
                language,
                signal,
                quiet,
              });
              all.push(...page.items);
              next = page.next;
            }
            return all;
          }
        : skipToken,
  });
}

/** A list read whole in the interface language, as a query of the component; idle while its role is not bound. */
export function useWholeList<T, Input, Selected = T[]>(
  list: ListRead<T, Input>,
  bound: Bound,
  input: Input,
  { quiet, ...tuning }: Pick<ReadOptions, 'quiet'> & QueryTuning<T[], Selected> = {},
) {
  const { queryKey, queryFn } = wholeListQuery(list, bound, input, useLanguage(), { quiet });
  return useQuery({ queryKey, queryFn, ...tuning });
}
