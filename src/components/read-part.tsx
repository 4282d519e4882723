import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { InvalidResponseError } from '../lib/api/errors.ts';
import { type Bound, isBound } from '../lib/bindings/bind.ts';
import { Holding } from './holding.tsx';
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
 * bar while it is read, a line when the answer has a shape the page cannot read, the error with Retry (the page's
 * secrets masked) when it fails otherwise — and then `children` with what was read. While it is read, where the part
 * knows the room of what is coming: `pending`, drawn in its place (its rows' labels, their lines), or `holding`, a
 * stand-in of the answer's shape that `children` draws unseen (`Holding`), instead of the one bar.
 */
export function ReadPart<T>({
  bound,
  query,
  pending,
  children,
  holding,
}: {
  bound: Bound;
  query: ReadStates<T>;
  /** What stands in while it is read, holding the room of what will be drawn (its rows, its lines), busy. */
  pending?: ReactNode;
  children: (data: T) => ReactNode;
  /** A stand-in of the answer's shape (the same lines, its values empty): drawn unseen while the part is read. */
  holding?: T;
}) {
  if (!isBound(bound)) return <PartNote part={bound} />;
  if (query.isPending)
    return pending === undefined ? (
      <span className="read-part-pending" aria-busy="true">
        {holding === undefined ? <Skeleton /> : <Holding>{children(holding)}</Holding>}
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
