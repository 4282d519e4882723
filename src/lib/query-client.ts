import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/errors.ts';

/**
 * Fresh for 30 s (reopening a page within that makes no request), then shown from cache at once and refreshed in
 * the background. A failure the service may recover from is tried once more; a timeout already waited long
 * enough, and a 4xx or an unreadable answer will not change by asking again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 30 * 60_000,
        retry: (failureCount, error) =>
          failureCount < 1 && error instanceof ApiError && error.transient && error.kind !== 'timeout',
        retryDelay: 1000,
      },
    },
  });
}

export const queryClient = createQueryClient();
