import { describe, expect, it } from 'vitest';
import { catalogRoutes } from '../../app/catalog-routes.tsx';
import { RouteError } from '../../app/layout/route-error.tsx';
import { catalog } from './catalog.ts';
import { isGroupHandle } from './route-handle.ts';

const groupOf = (route: (typeof catalogRoutes)[number]): string => {
  if (!isGroupHandle(route.handle)) throw new Error(`route ${route.path} has no group handle`);
  return route.handle.group;
};

describe('catalog routes', () => {
  it('has exactly one route per catalog group, PlanRestream aside (the tariff page is its route)', () => {
    const routed = catalogRoutes.map(groupOf);
    expect(new Set(routed).size).toBe(routed.length);
    expect([...routed, 'PlanRestream'].sort()).toEqual(catalog.map((g) => g.name).sort());
  });

  it('puts project groups under projects/:projectId/ and the others at the top level', () => {
    for (const route of catalogRoutes) {
      const group = catalog.find((g) => g.name === groupOf(route));
      if (group?.scope === 'project') expect(route.path).toBe(`projects/:projectId/${group.slug}`);
      else expect(route.path).toBe(group?.slug);
    }
  });

  it('gives every route the shared lazy page and the route error boundary', () => {
    const lazies = new Set(catalogRoutes.map((route) => route.lazy));
    expect(lazies.size).toBe(1);
    for (const route of catalogRoutes) {
      expect(typeof route.lazy).toBe('function');
      expect(route.ErrorBoundary).toBe(RouteError);
    }
  });
});
