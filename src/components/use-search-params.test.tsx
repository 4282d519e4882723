import { act, render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useSearchParams as routerSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type SetSearchParams, useSearchParams } from './use-search-params.ts';

type Hook = () => [URLSearchParams, SetSearchParams];

/** Renders a hook at an address in a data router, as the app's: what each render returned, and the router. */
function renderAt(hook: Hook, entry: string) {
  const seen: { params: URLSearchParams; set: SetSearchParams }[] = [];
  function Probe() {
    const [params, set] = hook();
    seen.push({ params, set });
    return null;
  }
  const router = createMemoryRouter([{ path: '/projects/:projectId/team', Component: Probe }], {
    initialEntries: [entry],
  });
  render(<RouterProvider router={router} />);
  const last = () => seen[seen.length - 1]!;
  return { seen, last, router };
}

/** The same steps with either hook: what the address and the params were after each. */
async function steps(hook: Hook) {
  const { seen, last, router } = renderAt(hook, '/projects/7/team?tab=activity&x=1');
  const states: string[] = [];
  const note = () =>
    states.push(`${router.state.historyAction} ${router.state.location.pathname}${router.state.location.search}`);
  note();
  states.push(`params ${last().params.toString()}`);
  await act(async () =>
    last().set(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('tab');
        return updated;
      },
      { replace: true },
    ),
  );
  note();
  states.push(`params ${last().params.toString()}`);
  await act(async () => last().set(new URLSearchParams({ a: '1 2', b: 'é' })));
  note();
  states.push(`params ${last().params.toString()}`);
  // The same query renders again with the same params object.
  const before = seen.length;
  const params = last().params;
  await act(async () => void router.navigate(`/projects/7/team?${params.toString()}`, { state: 'again' }));
  expect(seen.length).toBeGreaterThan(before);
  states.push(`same object ${last().params === params}`);
  return states;
}

describe('useSearchParams', () => {
  it('reads and changes the query as react-router’s own hook does', async () => {
    const ours = await steps(useSearchParams);
    const theirs = await steps(routerSearchParams);
    expect(ours).toEqual(theirs);
    expect(ours).toEqual([
      'POP /projects/7/team?tab=activity&x=1',
      'params tab=activity&x=1',
      'REPLACE /projects/7/team?x=1',
      'params x=1',
      'PUSH /projects/7/team?a=1+2&b=%C3%A9',
      'params a=1+2&b=%C3%A9',
      'same object true',
    ]);
  });
});
