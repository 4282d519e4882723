import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catalogRoutes } from '../../app/catalog-routes.tsx';
import { RouteError } from '../../app/layout/route-error.tsx';
import { catalog } from './catalog.ts';
import { ProjectGate } from './project-gate.tsx';
import { isGroupHandle } from './route-handle.ts';

/** Every catalog route, with the project gate's children lifted out. */
const leaves: RouteObject[] = catalogRoutes.flatMap((route) => route.children ?? [route]);
/** The routes of the pages of operations a service description adds; the others are the group pages. */
const isOperationPage = (route: RouteObject) => route.path?.endsWith('/operations/:operationKey') ?? false;
const pages = leaves.filter((route) => !isOperationPage(route));
const operationPages = leaves.filter(isOperationPage);

const groupOf = (route: RouteObject): string => {
  if (!isGroupHandle(route.handle)) throw new Error(`route ${route.path} has no group handle`);
  return route.handle.group;
};

describe('catalog routes', () => {
  it('has exactly one route per catalog group, PlanRestream aside (the tariff page is its route)', () => {
    const routed = pages.map(groupOf);
    expect(new Set(routed).size).toBe(routed.length);
    expect([...routed, 'PlanRestream'].sort()).toEqual(catalog.map((g) => g.name).sort());
  });

  it('puts project groups under projects/:projectId/, behind the project gate, and the others at the top level', () => {
    const gated = new Set(catalogRoutes.filter((route) => route.Component === ProjectGate).flatMap((route) => route.children ?? []));
    for (const route of pages) {
      const group = catalog.find((g) => g.name === groupOf(route));
      if (group?.scope === 'project') {
        expect(route.path).toBe(`projects/:projectId/${group.slug}`);
        expect(gated.has(route)).toBe(true);
      } else {
        expect(route.path).toBe(group?.slug);
        expect(gated.has(route)).toBe(false);
      }
    }
  });

  it('gives every group page the shared lazy module and the route error boundary', () => {
    expect(new Set(pages.map((route) => route.lazy)).size).toBe(1);
    for (const route of [...catalogRoutes.filter((route) => !isOperationPage(route)), ...pages]) expect(route.ErrorBoundary).toBe(RouteError);
  });

  it('has one operation-page route per group, PlanRestream included, under the group page, with the group in its handle', () => {
    expect(operationPages.map(groupOf).sort()).toEqual(catalog.map((g) => g.name).sort());
    const gated = new Set(catalogRoutes.filter((route) => route.Component === ProjectGate).flatMap((route) => route.children ?? []));
    for (const route of operationPages) {
      const group = catalog.find((g) => g.name === groupOf(route))!;
      const base = group.scope === 'project' ? `projects/:projectId/${group.slug}` : group.slug;
      expect(route.path).toBe(`${base}/operations/:operationKey`);
      expect(gated.has(route)).toBe(group.scope === 'project');
    }
    // One lazy module for them all; their errors reach the boundary of the route around them.
    expect(new Set(operationPages.map((route) => route.lazy)).size).toBe(1);
  });

  it('builds the links to operation pages to the routes’ own pattern', async () => {
    const { operationPath } = await import('./operation-path.ts');
    const { catalogIndex } = await import('./catalog-index.ts');
    const stream = catalogIndex.find((g) => g.name === 'Stream key')!;
    expect(operationPath(stream, 'get /x?y', 42)).toBe('/projects/42/stream-key/operations/get%20%2Fx%3Fy');
    const user = catalogIndex.find((g) => g.name === 'User')!;
    expect(operationPath(user, 'UserController_get')).toBe('/user/operations/UserController_get');
  });
});
