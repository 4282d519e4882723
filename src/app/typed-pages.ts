import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Component as TariffPage } from '../features/tariffs/tariff-route.tsx';
import { tariffGroupKeys } from '../features/tariffs/described/tariff-kinds.ts';

/**
 * The catalog groups that have a page of their own (a "typed page") instead of the generated group page. Route
 * generation, the sidebar and the cache invalidation of described operations all read this one list, so making a
 * group's page typed is adding a line here — never an `if` on a group's name.
 */
export interface TypedPage {
  /** The group as the interface document spells it. */
  group: string;
  /** The page's route pattern, without the leading slash; it is the group's path (typed-pages.test.ts checks). */
  route: string;
  Component: ComponentType;
  /**
   * What the page's own reads are cached under: a write among the group's described operations makes them stale,
   * so going back to the page shows the change without a reload.
   */
  invalidates: readonly QueryKey[];
}

export const typedPages: readonly TypedPage[] = [
  {
    group: 'PlanRestream',
    route: 'projects/:projectId/tariffs/restream',
    Component: TariffPage,
    invalidates: tariffGroupKeys,
  },
];

export function typedPageOf(group: string): TypedPage | undefined {
  return typedPages.find((page) => page.group === group);
}
