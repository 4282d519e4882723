import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, createElement, use, useMemo } from 'react';
import { BoundPart } from '../components/bound-part.tsx';
import { SlotsContext } from '../components/slots.tsx';
import { sendReadsAhead } from '../lib/bindings/keep-reads.ts';
import type { PageManifest, PageProps } from '../lib/bindings/manifest.ts';
import { useLanguage } from '../lib/i18n/message-table.ts';
import { type PageLine, designedPages } from './designed-pages.ts';
import { operationHref, operationsHref } from './operation-href.ts';
import { pageSlots } from './page-slots.ts';

/** A group's line in the list of designed pages, if it has one. */
export function designedPageOf(group: string): PageLine | undefined {
  return designedPages.find((page) => page.group === group);
}

const manifests = new Map<PageLine, Promise<PageManifest>>();

/** A line's manifest, asked for once (a failed load reaches the route's error boundary). */
export function manifestOf(line: PageLine): Promise<PageManifest> {
  let manifest = manifests.get(line);
  if (!manifest) {
    manifest = line.manifest().then((module) => module.default);
    manifests.set(line, manifest);
  }
  return manifest;
}

const loads = new WeakMap<PageManifest, Promise<ComponentType<PageProps>>>();

/** A manifest's view, asked for once per manifest (a failed load reaches the route's error boundary). */
export function viewOf(page: PageManifest) {
  let load = loads.get(page);
  if (!load) {
    load = page.load();
    loads.set(page, load);
  }
  return load;
}

interface DesignedPageProps {
  line: PageLine;
  projectId: number | null;
  fallback: ReactNode;
  /** A page of the page's own, for a line with `subPages`: the path's segment after the group's. */
  subPage?: string | undefined;
  /** Below an eager page, which works without the description: nothing is said of its states. */
  quiet?: boolean;
}

/**
 * A designed page: its manifest (suspending until it is here), its view, loaded while the description is read,
 * handed each of the manifest's bindings once the description is here (components/bound-part.tsx says what the
 * description's states are until then).
 */
export function DesignedPage({ line, projectId, fallback, subPage, quiet = false }: DesignedPageProps) {
  const page = use(manifestOf(line));
  const view = viewOf(page);
  const language = useLanguage();
  const client = useQueryClient();
  return (
    <SlotsContext.Provider value={pageSlots}>
      <BoundPart part={page} fallback={fallback} quiet={quiet}>
        {(bound, description) => (
          <LoadedView
            ahead={() => sendReadsAhead(client, page, bound, projectId, language)}
            view={view}
            group={page.group}
            projectId={projectId}
            fallback={fallback}
            bound={bound}
            description={description}
            subPage={subPage}
          />
        )}
      </BoundPart>
    </SlotsContext.Provider>
  );
}

function LoadedView({
  view,
  ahead,
  group,
  projectId,
  fallback,
  bound,
  description,
  subPage,
}: Omit<PageProps, 'operationHref' | 'operationsHref'> & {
  view: Promise<ComponentType<PageProps>>;
  ahead: () => void;
  group: string;
}) {
  // The view's first reads, sent while its code may still be loading (once per project and bound roles). In the
  // render, not an effect: the view suspends until its code is here, and a suspended tree runs no effects.
  ahead();
  // The same props while what they hold is the same: the view's parts are memoized, and a new object (or a new
  // `operationHref`) each time this draws again (the description's state, checked in the background) would draw
  // every part again.
  const props = useMemo<PageProps>(
    () => ({
      projectId,
      fallback,
      bound,
      description,
      subPage,
      operationHref: (linked, key, fields) => operationHref(linked, key, fields, projectId),
      operationsHref: operationsHref(group, projectId),
    }),
    [projectId, fallback, bound, description, subPage, group],
  );
  return createElement(use(view), props);
}
