// The stack's floor: the least a page on our stack can ship. It mounts the same libraries the same way the app
// does (a data router, a React Query read, a persisted zustand store) and renders one heading, so the bundle
// benchmark can tell what our own code and choices add on top of React, react-router, React Query and zustand.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface FloorState {
  label: string;
}

// Persisted like the app's session store, so zustand's persist middleware is part of the floor too.
const useFloorStore = create<FloorState>()(
  persist((): FloorState => ({ label: 'Floor' }), {
    name: 'floor.state',
    version: 1,
    storage: createJSONStorage(() => localStorage),
  }),
);

async function readConfig(signal: AbortSignal): Promise<Record<string, unknown>> {
  const response = await fetch('/config.json', { signal });
  return (await response.json()) as Record<string, unknown>;
}

function Page() {
  const label = useFloorStore((state) => state.label);
  const query = useQuery({ queryKey: ['config'], queryFn: ({ signal }) => readConfig(signal) });
  // The heading appears once the read has landed: the floor's equivalent of the app's painted cards.
  return <h1>{query.isSuccess ? `${label} ready` : 'Loading'}</h1>;
}

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
const router = createBrowserRouter([{ path: '*', Component: Page }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
