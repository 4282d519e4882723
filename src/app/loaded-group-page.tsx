import { type ComponentType, type ReactNode, createElement, use } from 'react';
import { DescribedPage } from '../components/described-page.tsx';
import type { GroupPageLine, GroupPageManifest, GroupPageProps } from '../lib/bindings/group-page.ts';
import { groupPages } from './group-pages.ts';
import { operationHref } from './operation-href.ts';

/** A group's line in the list of designed pages, if it has one. */
export function groupPageOf(group: string): GroupPageLine | undefined {
  return groupPages.find((page) => page.group === group);
}

const manifests = new Map<GroupPageLine, Promise<GroupPageManifest>>();

/** A line's manifest, asked for once (a failed load reaches the route's error boundary). */
export function manifestOf(line: GroupPageLine): Promise<GroupPageManifest> {
  let manifest = manifests.get(line);
  if (!manifest) {
    manifest = line.manifest().then((module) => module.default);
    manifests.set(line, manifest);
  }
  return manifest;
}

const loads = new WeakMap<GroupPageManifest, Promise<ComponentType<GroupPageProps>>>();

/** A manifest's view, asked for once per manifest (a failed load reaches the route's error boundary). */
export function viewOf(page: GroupPageManifest) {
  let load = loads.get(page);
  if (!load) {
    load = page.load();
    loads.set(page, load);
  }
  return load;
}

interface LoadedGroupPageProps {
  line: GroupPageLine;
  projectId: number | null;
  fallback: ReactNode;
  below: ReactNode;
  /** Below an eager page, which works without the description: nothing is said of its states. */
  quiet?: boolean;
}

/**
 * A designed page: its manifest (suspending until it is here), its view, loaded while the description is read,
 * handed each of the manifest's bindings once the description is here (components/described-page.tsx says what the
 * description's states are until then).
 */
export function LoadedGroupPage({ line, projectId, fallback, below, quiet = false }: LoadedGroupPageProps) {
  const page = use(manifestOf(line));
  const view = viewOf(page);
  return (
    <DescribedPage group={page.group} bindings={page.bindings} fallback={fallback} quiet={quiet}>
      {(bound, description) => (
        <LoadedView
          view={view}
          props={{
            projectId,
            fallback,
            below,
            bound,
            description,
            operationHref: (group, key, fields) => operationHref(group, key, fields, projectId),
          }}
        />
      )}
    </DescribedPage>
  );
}

function LoadedView({ view, props }: { view: Promise<ComponentType<GroupPageProps>>; props: GroupPageProps }) {
  return createElement(use(view), props);
}
