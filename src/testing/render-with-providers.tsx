import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, type RouteObject, createMemoryRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';

// What a component test renders inside: the app's query client (its cache times, not its retries, so a failure a
// test provokes shows at once) and a router in memory at the path the test opens. The language is the prefs
// store's, as in the app, so a test sets it there.

/** The app's query client without retries; a test that seeds the cache first makes one and hands it to renderRoutes. */
export function testQueryClient() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  return queryClient;
}

/**
 * Renders routes at `path` (or the routes made for the query client, whose loaders read into it); returns the router
 * (to navigate or read the location) and the query client.
 */
export function renderRoutes(
  routes: RouteObject[] | ((queryClient: QueryClient) => RouteObject[]),
  path: string,
  queryClient = testQueryClient(),
) {
  const router = createMemoryRouter(typeof routes === 'function' ? routes(queryClient) : routes, {
    initialEntries: [path],
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
