import { useQuery } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { projectGroupPath } from '../config/paths.ts';
import { setRuntimeConfig } from '../config/runtime-config.ts';
import { catalogIndex, groupPath } from '../features/catalog/catalog-index.ts';
import { type Binding, isBindingProblem } from '../lib/bindings/bind.ts';
import type { GroupPageManifest, GroupPageProps } from '../lib/bindings/group-page.ts';
import { bindingQuery } from '../lib/bindings/query.ts';
import { useGroupBindings } from '../lib/bindings/use-group-bindings.ts';
import { renderRoutes } from '../testing/render-with-providers.tsx';
import { apiUrl, control, freshSignedInClient } from '../testing/session-harness.ts';
import { eagerGroupPages } from './eager-group-pages.ts';
import { groupPages } from './group-pages.ts';
import { routes } from './router.tsx';
import { catalogRoutes } from './routes/catalog-route.ts';
import { CatalogPage } from './routes/catalog-pages.tsx';

describe('the list of designed group pages', () => {
  it('names each group once, each a group of the catalog; the eager routes are its eager pages’, at project paths', () => {
    const groups = groupPages.map((page) => page.group);
    expect(new Set(groups).size).toBe(groups.length);
    for (const page of groupPages)
      expect(
        catalogIndex.some((group) => group.name === page.group),
        page.group,
      ).toBe(true);
    expect(groupPages.flatMap((page) => (page.eager ? [page.eager] : []))).toEqual(eagerGroupPages);
    for (const page of eagerGroupPages) {
      const group = catalogIndex.find((candidate) => candidate.name === page.group)!;
      expect(group.scope, page.group).toBe('project');
      expect(projectGroupPath(page.group)).toBe(groupPath(group));
    }
  });

  it('gives each eager page a route of its own at its group’s path', () => {
    const paths = JSON.stringify(routes);
    for (const page of eagerGroupPages) expect(paths).toContain(`"${projectGroupPath(page.group).slice(1)}"`);
  });
});

// A designed page added by a test alone: a manifest that binds two of Auth's operations by the document's names, and
// a view that reads one and names the other. Nothing else is added anywhere.
const authPage: GroupPageManifest<'me' | 'logout'> = {
  group: 'Auth',
  bindings: { me: { read: 'Get basic data for auth user' }, logout: 'Logout' },
  load: () => Promise.resolve(AuthPage),
  invalidates: [],
};

function AuthPage({ below }: GroupPageProps) {
  const { bindings } = useGroupBindings(authPage);
  if (!bindings) return <p role="status">Reading the description</p>;
  const { me, logout } = bindings;
  return (
    <>
      <h1>Who is signed in</h1>
      {isBindingProblem(me) ? <p>No account read: {me.kind}</p> : <AccountName me={me} />}
      <p>
        Logout is{' '}
        {isBindingProblem(logout) ? logout.kind : `${logout.operation.method}, a ${logout.reads ? 'read' : 'write'}`}
      </p>
      {below}
    </>
  );
}

function AccountName({ me }: { me: Binding }) {
  const query = useQuery(bindingQuery(me, {}, 'en', (body) => (body as { name?: unknown }).name));
  return <p>Signed in as {typeof query.data === 'string' ? query.data : '…'}</p>;
}

describe('a designed page added through its manifest alone', { timeout: 30_000 }, () => {
  beforeAll(() => import('./routes/catalog-pages.tsx'), 20_000);
  beforeEach(async () => {
    await freshSignedInClient({ requestTimeoutMs: 5000 });
    setRuntimeConfig({
      apiBaseUrl: apiUrl,
      requestTimeoutMs: 5000,
      serviceDescriptionUrl: `${apiUrl}/__contract/openapi.json`,
    });
  });
  afterEach(cleanup);

  it('renders at its group’s path, bound by the document’s names, against the contract API', async () => {
    const auth = catalogIndex.find((group) => group.name === 'Auth')!;
    renderRoutes(
      [
        {
          path: '/',
          HydrateFallback: () => null,
          // As the app's catch-all route loads the catalog's pages, with the test's list of designed pages.
          children: [
            { path: '*', lazy: async () => ({ Component: () => <CatalogPage pages={[...groupPages, authPage]} /> }) },
          ],
        },
      ],
      groupPath(auth),
    );
    expect(await screen.findByRole('heading', { name: 'Who is signed in' }, { timeout: 10_000 })).toBeDefined();
    expect(await screen.findByText('Signed in as Demo Streamer', undefined, { timeout: 10_000 })).toBeDefined();
    expect(screen.getByText('Logout is POST, a write')).toBeDefined();
    expect((await control.requests('/method/auth/me')).map((entry) => entry.method)).toEqual(['GET']);
    // Without the manifest, the same path is the group's generated page.
    cleanup();
    renderRoutes([{ path: '/', HydrateFallback: () => null, children: catalogRoutes }], groupPath(auth));
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Who is signed in' })).toBeNull();
  });
});
