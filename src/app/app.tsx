import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { useConnectivity } from '../lib/api/connectivity.ts';
import { queryClient } from '../lib/query-client.ts';
import { useTokenStore } from '../lib/session/token-store.ts';
import type { AppRouter } from './router.tsx';

// When the service answers again, or a refresh goes through after one that neither renewed nor ended the session (a
// redirect, a proxy's 403), what failed meanwhile is asked again without waiting for a click. Only what is not being
// asked already: a read under way reports "reachable" itself (a 401 before its refresh does), and restarting it from
// here would start that cycle again, a request storm while the refresh is waiting to retry.
useConnectivity.subscribe((state, previous) => {
  const answered = previous.unreachable && !state.unreachable;
  const renewed = previous.refreshProblem !== null && state.refreshProblem === null;
  if (answered || renewed) {
    void queryClient.refetchQueries(
      { type: 'active', predicate: (query) => query.state.status === 'error' && query.state.fetchStatus === 'idle' },
      { cancelRefetch: false },
    );
  }
});

// Signing out (here or in another tab), or someone else signing in, forgets every server answer this tab holds.
useTokenStore.subscribe((state, previous) => {
  if (previous.session && state.session?.signInId !== previous.session.signInId) queryClient.clear();
});

/** The router is built by main.tsx (createAppRouter), in a task after the script's evaluation. */
export function App({ router }: { router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
