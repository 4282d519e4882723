import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catalogRoutes } from '../../app/catalog-routes.tsx';
import { RouteError } from '../../app/layout/route-error.tsx';
import { catalog } from './catalog.ts';
import { ProjectGate } from './project-gate.tsx';
import { isGroupHandle } from './route-handle.ts';

/** The routes that render a group page: the leaves, with the project gate's children lifted out. */
const pages: RouteObject[] = catalogRoutes.flatMap((route) => route.children ?? [route]);

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

  it('gives every page the shared lazy module and the route error boundary', () => {
    expect(new Set(pages.map((route) => route.lazy)).size).toBe(1);
    for (const route of [...catalogRoutes, ...pages]) expect(route.ErrorBoundary).toBe(RouteError);
  });
});
