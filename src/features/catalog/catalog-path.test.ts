import { describe, expect, it } from 'vitest';
import { catalogRoutes } from '../../app/routes/catalog-route.ts';
import { RouteError } from '../../app/layout/route-error.tsx';
import { catalogIndex, groupPath } from './catalog-index.ts';
import { pageHref } from '../../config/route-map.ts';
import { allOperationsTarget, catalogTarget } from './catalog-path.ts';
import { operationPath } from './operation-path.ts';

const byName = (name: string) => {
  const group = catalogIndex.find((g) => g.name === name);
  if (!group) throw new Error(`no group ${name}`);
  return group;
};

describe('catalog paths', () => {
  it('reads every group’s page back from the path its links use, in its own scope only', () => {
    for (const group of catalogIndex) {
      const path = groupPath(group, 42);
      expect(catalogTarget(path)?.group).toBe(group);
      if (group.scope === 'project') {
        expect(catalogTarget(path)?.rawProjectId).toBe('42');
        // A project group outside a project is no page.
        expect(catalogTarget(`/${group.slug}`)).toBeNull();
      } else {
        expect(catalogTarget(path)?.rawProjectId).toBeUndefined();
        // Nor is an account or public group inside one.
        expect(catalogTarget(`/projects/42/${group.slug}`)).toBeNull();
      }
      expect(catalogTarget(path)?.operationKey).toBeUndefined();
    }
  });

  it('reads a link to 1 MB of slashes followed by a character as no page, and one ending in them as the page', () => {
    const slashes = '/'.repeat(1_000_000);
    expect(catalogTarget(`${slashes}x`)).toBeNull();
    expect(catalogTarget(`/projects/42/tariffs/restream${slashes}`)?.group).toBe(byName('PlanRestream'));
  });

  it('reads an operation’s page and its key back from operationPath, slashes and spaces in the key included', () => {
    for (const key of ['UserController_get', 'get /x?y', 'post /a/{id}', 'with%percent', 'ключ']) {
      for (const group of [byName('Stream key'), byName('User'), byName('PlanRestream'), byName('PlanStorage')]) {
        const target = catalogTarget(operationPath(group, key, 7));
        expect(target?.group).toBe(group);
        expect(target?.operationKey).toBe(key);
      }
    }
  });

  it('reads back keys that are dot segments, through the browser’s own reading of the URL', () => {
    // `new URL` resolves "." and ".." segments (and their percent-encoded forms) as a browser does.
    const browser = (path: string) => new URL(path, 'https://dashboard.example').pathname;
    for (const key of ['.', '..', '~.', '~..', '~~.', '...', '%2e', '%2E%2e', '.%2e', '~', 'a.b']) {
      for (const group of [byName('Stream key'), byName('User')]) {
        const path = operationPath(group, key, 7);
        expect(browser(path), key).toBe(path);
        const target = catalogTarget(browser(path));
        expect(target?.group, key).toBe(group);
        expect(target?.operationKey, key).toBe(key);
      }
    }
  });

  it('matches as the router did: any letter case, a trailing slash', () => {
    expect(catalogTarget('/Projects/42/Stream/')?.group).toBe(byName('Stream key'));
    expect(catalogTarget('/PAY-SYSTEM')?.group).toBe(byName('Pay system'));
    expect(catalogTarget('/user/Operations/Get%20me/')?.operationKey).toBe('Get me');
  });

  it('finds nothing where no page is', () => {
    for (const path of [
      '/',
      '/nowhere',
      '/projects/42',
      '/projects/42/',
      '/projects/42/nowhere',
      '/projects//stream',
      '/user/operations/a/b',
      '/user/extra',
      '/tariffs/restream',
    ]) {
      expect(catalogTarget(path), path).toBeNull();
    }
    // The group's list of operations, with or without the slash after it, as the router matches.
    for (const path of ['/user/operations', '/user/operations/'])
      expect(catalogTarget(path), path).toMatchObject({ group: { name: 'User' }, operations: true });
  });

  it('finds a group’s list of operations by name, where a designed page is the group’s own page too', () => {
    for (const path of ['/user/operations', '/user/operations/', '/projects/42/Stream/operations'])
      expect(catalogTarget(path)?.operations, path).toBe(true);
    expect(catalogTarget('/user')?.operations).toBeUndefined();
    expect(catalogTarget('/user/operations/Get%20me')?.operations).toBeUndefined();
  });

  it('reads a page of a group’s own under its path only where the route map gives it pages of its own, decoded', () => {
    // Billing's line has none.
    expect(catalogTarget(`${groupPath(byName('MoneyFlow'), 42)}/9000`)).toBeNull();
    const streams = byName('Broadcast');
    const path = `${groupPath(streams, 42)}/9000`;
    const target = catalogTarget(path);
    expect(target?.group).toBe(streams);
    expect(target?.rawProjectId).toBe('42');
    expect(target?.subPage).toBe('9000');
    expect(catalogTarget(`${groupPath(streams, 42)}/a%20b/`)?.subPage).toBe('a b');
    // One segment only, and the group's own page and its operations' pages stay what they are.
    expect(catalogTarget(`${path}/more`)).toBeNull();
    expect(catalogTarget(groupPath(streams, 42))?.subPage).toBeUndefined();
    const operation = catalogTarget(operationPath(streams, 'List broadcast', 42));
    expect([operation?.operationKey, operation?.subPage]).toEqual(['List broadcast', undefined]);
  });

  it('keeps the project id as typed, decoded, for the page to explain', () => {
    expect(catalogTarget('/projects/abc/stream')?.rawProjectId).toBe('abc');
    expect(catalogTarget('/projects/4%202/stream')?.rawProjectId).toBe('4 2');
    expect(catalogTarget('/projects/%E0%A4%A/stream')?.rawProjectId).toBe('%E0%A4%A');
  });

  it('is one route for all of them, after every static route, with the route error boundary', () => {
    expect(catalogRoutes).toHaveLength(1);
    expect(catalogRoutes[0]?.path).toBe('*');
    expect(catalogRoutes[0]?.ErrorBoundary).toBe(RouteError);
    expect(typeof catalogRoutes[0]?.lazy).toBe('function');
  });

  it('reads the API page back from its paths, within a project or not, and is no group’s page', () => {
    expect(allOperationsTarget(pageHref('api'))).toEqual({});
    expect(allOperationsTarget(pageHref('api', 42))).toEqual({ rawProjectId: '42' });
    expect(allOperationsTarget('/Projects/4%202/Operations/')).toEqual({ rawProjectId: '4 2' });
    expect(allOperationsTarget(`/operations${'/'.repeat(1_000_000)}`)).toEqual({});
    for (const path of ['/', '/operations/x', '/projects/42/operations/x', '/projects/42', '/user/operations']) {
      expect(allOperationsTarget(path), path).toBeNull();
    }
    expect(catalogTarget(pageHref('api'))).toBeNull();
    expect(catalogTarget(pageHref('api', 42))).toBeNull();
  });
});
