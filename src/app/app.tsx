import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { useTokenStore } from '../lib/session/token-store.ts';
import { router } from './router.tsx';

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
