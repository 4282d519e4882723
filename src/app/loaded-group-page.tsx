import { type ComponentType, createElement, use } from 'react';
import type { GroupPageManifest, GroupPageProps } from '../lib/bindings/group-page.ts';

const loads = new WeakMap<GroupPageManifest, Promise<ComponentType<GroupPageProps>>>();

/**
 * A designed page's loaded part (its manifest's `load`), asked for once per manifest; it suspends until its code is
 * here, and a failed load reaches the route's error boundary.
 */
export function LoadedGroupPage({ page, ...props }: GroupPageProps & { page: GroupPageManifest }) {
  let load = loads.get(page);
  if (!load) {
    load = page.load();
    loads.set(page, load);
  }
  return createElement(use(load), props);
}
