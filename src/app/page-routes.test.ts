import { type RouteObject, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageHref, placeOfGroup } from '../config/route-map.ts';
import { catalogIndex, groupPath } from '../features/catalog/catalog-index.ts';
import { operationPath } from '../features/catalog/operation-path.ts';
import { testQueryClient } from '../testing/render-with-providers.tsx';
import { pageRoutes } from './page-routes.ts';
import { firstLoadRoutes } from './router.tsx';

// Where the router leads each address, as the app's links spell them: the routes of the first load, then the rest
// patched in (router.tsx). The router matches; these tests read which route it picked and its params.

const routes: RouteObject[] = [
  { path: '/', children: [...(firstLoadRoutes[0]!.children![0]!.children ?? []), ...pageRoutes(testQueryClient())] },
];
/** The route the router draws at a path (its last match), with the params it read. */
function matched(path: string) {
  const matches = matchRoutes(routes, path);
  const last = matches?.at(-1);
  return last && { route: last.route, params: last.params };
}

/** The component of the route module the route at a path loads. */
async function moduleAt(path: string) {
  const lazy = matched(path)?.route.lazy;
  return typeof lazy === 'function' ? (await lazy()).Component : undefined;
}
const operationPage = async () => (await import('./routes/operation-route.tsx')).Component;
const groupPage = async () => (await import('./routes/group-route.tsx')).Component;
const apiPage = async () => (await import('./routes/api-route.tsx')).Component;
const byName = (name: string) => catalogIndex.find((group) => group.name === name)!;

describe('the routes', () => {
  it('lead every group’s path to its designed page where the route map has a line, else to its generated page', () => {
    for (const group of catalogIndex) {
      const found = matched(groupPath(group, 42));
      const line = placeOfGroup(group.name);
      if (line?.eager) expect(found?.route.index, group.name).toBe(true);
      else if (line) expect(found?.route.id, group.name).toBe(line.page);
      else expect(found?.params.group, group.name).toBe(group.slug);
      expect(found?.route.path, group.name).not.toBe('*');
      if (group.scope === 'project') {
        expect(found?.params.projectId).toBe('42');
        // A project group outside a project is not its page.
        if (!line) expect(matched(`/${group.slug}`)?.params.projectId).toBeUndefined();
      }
    }
  });

  it('lead an operation’s page to the operation route with its key, slashes and spaces in the key included', async () => {
    for (const key of ['UserController_get', 'get /x?y', 'post /a/{id}', 'with%percent', 'ключ']) {
      for (const group of [byName('Stream key'), byName('User'), byName('PlanRestream'), byName('PlanStorage')]) {
        const found = matched(operationPath(group, key, 7));
        expect(found?.params.operation, `${group.name} ${key}`).toBe(key);
        expect(await moduleAt(operationPath(group, key, 7))).toBe(await operationPage());
      }
    }
  });

  it('match as React Router does: any letter case, a trailing slash, 1 MB of slashes at the end', () => {
    expect(matched('/Projects/42/Stream/')?.route.id).toBe('stream');
    expect(matched('/PAY-SYSTEM')?.params.group).toBe('PAY-SYSTEM');
    expect(matched('/user/Operations/Get%20me/')?.params.operation).toBe('Get me');
    expect(matched(`/projects/42/tariffs/restream${'/'.repeat(1_000_000)}`)?.route.index).toBe(true);
    expect(matched(`${'/'.repeat(1_000_000)}x`)?.route.path).toBe('*');
  });

  it('lead a designed page’s own pages to it where its line has them, one segment under its path', async () => {
    expect(matched('/projects/42/streams/9000')).toMatchObject({
      route: { id: 'pastStreams' },
      params: { subPage: '9000' },
    });
    expect(matched('/projects/42/streams/a%20b/')?.params.subPage).toBe('a b');
    expect(matched('/projects/42/streams')?.params.subPage).toBeUndefined();
    expect(matched('/projects/42/streams/9000/more')?.route.path).toBe('*');
    // Billing's line has none; a group's list of operations is not a page of its own.
    expect(matched('/projects/42/billing/9000')?.route.path).toBe('*');
    expect(await moduleAt('/projects/42/streams/operations')).toBe(await groupPage());
    const operation = matched(operationPath(byName('Broadcast'), 'List broadcast', 42))?.params;
    expect([operation?.operation, operation?.subPage]).toEqual(['List broadcast', undefined]);
  });

  it('lead a group’s list of operations to its generated page, where a designed page is the group’s own page too', async () => {
    for (const path of ['/user/operations', '/user/operations/', '/projects/42/Stream/operations'])
      expect(await moduleAt(path), path).toBe(await groupPage());
    expect(matched('/projects/42/Stream/operations')?.route.handle).toEqual({ group: 'Stream key' });
  });

  it('lead anything else to “not found”', () => {
    for (const path of [
      '/nowhere/else',
      '/projects/42',
      '/projects/42/',
      '/projects//stream',
      '/user/operations/a/b',
      '/user/extra',
      '/tariffs/restream',
    ])
      expect(matched(path)?.route.path, path).toBe('*');
  });

  it('lead an invitation’s link to its page, with its secret decoded, and the kept one’s without', () => {
    expect(matched('/invite')?.params.secret).toBeUndefined();
    expect(matched('/invite/')?.params.secret).toBeUndefined();
    expect(matched('/invite/a%2Fb%20c')?.params.secret).toBe('a/b c');
    for (const other of ['/invite/a/b', '/invitation']) expect(matched(other)?.params.secret, other).toBeUndefined();
  });

  it('keep the project ID as typed, decoded, for the page to explain', () => {
    expect(matched('/projects/abc/stream')?.params.projectId).toBe('abc');
    expect(matched('/projects/4%202/stream')?.params.projectId).toBe('4 2');
  });

  it('lead the API page’s paths to it, within a project or not', async () => {
    expect(await moduleAt(pageHref('api'))).toBe(await apiPage());
    expect(await moduleAt(pageHref('api', 42))).toBe(await apiPage());
    expect(matched('/Projects/4%202/Operations/')?.params.projectId).toBe('4 2');
    for (const path of ['/operations/x', '/projects/42/operations/x'])
      expect(await moduleAt(path), path).not.toBe(await apiPage());
  });
});
