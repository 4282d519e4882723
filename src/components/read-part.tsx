import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { InvalidResponseError } from '../lib/api/errors.ts';
import { type Bound, isBound } from '../lib/bindings/bind.ts';
import { Holding } from './holding.tsx';
import { PageError } from './page-error.tsx';
import { PartNote } from './part-note.tsx';
import { Skeleton } from './skeleton.tsx';

/**
 * A part of a page that shows one bound read, its states written once: a line when its operation is not bound, a
 * bar while it is read, a line when the answer has a shape the page cannot read, the error with Retry (the page's
 * secrets masked) when it fails otherwise — and then `children` with what was read. Given `holding`, a stand-in of
 * the answer's shape, the part is drawn with it while it is read (`Holding`) instead of the one bar, so it keeps the
 * room its answer takes.
 */
export function ReadPart<T>({
  bound,
  query,
  children,
  holding,
}: {
  bound: Bound;
  /** A query's states (an infinite query's too: its data is then its pages). */
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'isFetching' | 'refetch'> & {
    data: T | undefined;
  };
  children: (data: T) => ReactNode;
  /** A stand-in of the answer's shape (the same lines, its values empty): drawn unseen while the part is read. */
  holding?: T;
}) {
  if (!isBound(bound)) return <PartNote part={bound} />;
  if (query.isPending)
    return (
      <span className="read-part-pending" aria-busy="true">
        {holding === undefined ? <Skeleton /> : <Holding>{children(holding)}</Holding>}
      </span>
    );
  if (query.isError)
    return query.error instanceof InvalidResponseError ? (
      <PartNote part={bound} unreadable />
    ) : (
      <PageError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  return <>{children(query.data as T)}</>;
}
