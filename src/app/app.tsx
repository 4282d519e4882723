import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { useConnectivity } from '../lib/api/connectivity.ts';
import { queryClient } from '../lib/query-client.ts';
import { useTokenStore } from '../lib/session/token-store.ts';
import { router } from './router.tsx';

// When the service answers again, what failed while it was down is asked again without waiting for a click.
useConnectivity.subscribe((state, previous) => {
  if (previous.unreachable && !state.unreachable) {
    void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
  }
});

// Signing out (here or in another tab) forgets every server answer this tab holds.
useTokenStore.subscribe((state, previous) => {
  if (previous.session && !state.session) queryClient.clear();
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
