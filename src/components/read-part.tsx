import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { InvalidResponseError } from '../lib/api/errors.ts';
import { type Bound, isBound } from '../lib/bindings/bind.ts';
import { PageError } from './page-error.tsx';
import { PartNote } from './part-note.tsx';
import { Skeleton } from './skeleton.tsx';

/** A query's states, as a part shows them (an infinite query's too: its data is then its pages). */
type ReadStates<T> = Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'isFetching' | 'refetch'> & {
  data: T | undefined;
};

/**
 * Whether a part's read is no longer on its way — drawn, failed, or not bound at all — so what the page draws after
 * it can no longer be moved by its landing.
 */
export const hasLanded = (bound: Bound, query: Pick<ReadStates<unknown>, 'isPending'>) =>
  !isBound(bound) || !query.isPending;

/**
 * A part of a page that shows one bound read, its states written once: a line when its operation is not bound, a
 * bar while it is read (or `pending`, the room of what is coming where the part knows it), a line when the answer has
 * a shape the page cannot read, the error with Retry (the page's secrets masked) when it fails otherwise — and then
 * `children` with what was read.
 */
export function ReadPart<T>({
  bound,
  query,
  pending,
  children,
}: {
  bound: Bound;
  query: ReadStates<T>;
  /** What stands in while it is read, holding the room of what will be drawn (its rows, its lines), busy. */
  pending?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (!isBound(bound)) return <PartNote part={bound} />;
  if (query.isPending)
    return pending === undefined ? (
      <span className="read-part-pending" aria-busy="true">
        <Skeleton />
      </span>
    ) : (
      <div className="read-part-pending" aria-busy="true">
        {pending}
      </div>
    );
  if (query.isError)
    return query.error instanceof InvalidResponseError ? (
      <PartNote part={bound} unreadable />
    ) : (
      <PageError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  return <>{children(query.data as T)}</>;
}
