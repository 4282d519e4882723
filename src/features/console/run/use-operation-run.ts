import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ApiCall } from '../../../lib/api/api-call.ts';
import type { Language } from '../../../lib/i18n/languages.ts';
import { cancelOperationReads, staleGroups } from '../../../lib/bindings/stale.ts';
import type { DescribedOperation, Json } from '../../../lib/service-description/description.ts';
import type { OperationDetails } from '../../../lib/service-description/operation-details.ts';
import { type RunResult, operationReadQuery, runOperation } from './run-operation.ts';

interface RunArgs {
  groupName: string;
  operation: DescribedOperation;
  /** Sent at once on Run and cached as a read (effect.ts); anything else is a write, sent after confirmation. */
  isRead: boolean;
  details: OperationDetails;
  document: Json;
  language: Language;
  /** The request of the last Run (or of the values the URL brought): the read whose answer is shown. */
  shownCall: ApiCall;
  /** Besides the group's own, the groups whose reads a write here makes stale (its designed page's). */
  pageGroups: readonly string[];
}

/**
 * Sending: reads are React Query queries keyed by their request, fetched only when the user presses Run (a query
 * that is never enabled shows what the cache already has for the request, which is how Back returns to an answer
 * without sending); writes — a GET that changes something among them, so no Refresh or cache sends it again — are
 * mutations that invalidate the group's reads and whatever the route says they change.
 */
export function useOperationRun({
  groupName,
  operation,
  isRead,
  details,
  document,
  language,
  shownCall,
  pageGroups,
}: RunArgs) {
  const queryClient = useQueryClient();
  const runQuery = (call: ApiCall) => operationReadQuery(groupName, operation, language, call, details, document);
  const read = useQuery({ ...runQuery(shownCall), enabled: false });
  // A mutation has no signal of its own: each write gets a controller, which Cancel aborts.
  const writeAbort = useRef<AbortController | null>(null);
  const write = useMutation({
    mutationFn: (call: ApiCall) => {
      writeAbort.current = new AbortController();
      return runOperation(call, details, document, writeAbort.current.signal);
    },
    onSuccess: () => {
      void staleGroups(queryClient, [groupName, ...pageGroups]);
    },
  });

  const outcome: { result: RunResult | undefined; error: unknown; pending: boolean } = isRead
    ? { result: read.data, error: read.error, pending: read.isFetching }
    : { result: write.data, error: write.error, pending: write.isPending };
  return {
    isRead,
    outcome,
    /** Sends a read now, whatever the cache holds; the answer lands in the query the page shows. */
    runRead: (call: ApiCall) => {
      // Its failure is the query's error state, which the page shows.
      queryClient.fetchQuery({ ...runQuery(call), staleTime: 0 }).catch(() => {});
    },
    runWrite: (call: ApiCall) => write.mutate(call),
    refresh: isRead && (read.data !== undefined || read.error) ? () => void read.refetch() : undefined,
    /**
     * Aborts the request in flight (the API client passes the signal to fetch). A read goes back to what its query
     * held before; a write to no answer at all: the service may or may not have acted, which the page says.
     */
    cancel: () => {
      if (isRead) void cancelOperationReads(queryClient, groupName, operation.key);
      else {
        writeAbort.current?.abort();
        write.reset();
      }
    },
  };
}
