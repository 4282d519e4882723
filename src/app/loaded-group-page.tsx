import { type ComponentType, createElement, use } from 'react';
import type { GroupPageManifest, GroupPageProps } from '../lib/bindings/group-page.ts';
import { operationHref } from './operation-href.ts';

const loads = new WeakMap<GroupPageManifest, Promise<ComponentType<GroupPageProps>>>();

/**
 * A designed page's loaded part (its manifest's `load`), asked for once per manifest; it suspends until its code is
 * here, and a failed load reaches the route's error boundary.
 */
export function LoadedGroupPage({
  page,
  ...props
}: Omit<GroupPageProps, 'operationHref'> & { page: GroupPageManifest }) {
  let load = loads.get(page);
  if (!load) {
    load = page.load();
    loads.set(page, load);
  }
  const href: GroupPageProps['operationHref'] = (group, key, fields) =>
    operationHref(group, key, fields, props.projectId);
  return createElement(use(load), { ...props, operationHref: href });
}
