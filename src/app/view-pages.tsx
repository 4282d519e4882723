import type { QueryKey } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, lazy } from 'react';
import { DescribedTariffPage, RestreamExtras } from '../features/tariffs/described/described-views.ts';
import { operationHref } from './operation-href.ts';
import { tariffGroupKeys } from '../features/tariffs/described/tariff-kinds.ts';

// Typed views the app shows in the catalog's own route, in its chunk: unlike a typed page (typed-pages.ts), which
// is a route of the first bundle, these cost the first load nothing. A group's view replaces its generated page at
// the group's path, and keeps that page to fall back on; a view below a typed page comes before the group's
// operations there. In the catalog's chunk rather than one of their own: they share the description library and
// the API client's raw path with it, and a chunk of their own would split those into more files the first bundle
// has to name.

export interface ViewProps {
  /** The project in the path (the catalog's route reads it; null when the path names none). */
  projectId: number | null;
  /** The group's generated page, for when the view cannot be shown (no description, another shape). */
  fallback: ReactNode;
  /** The group's operations, shown below the view. */
  below: ReactNode;
}

export interface ViewPage {
  /** The group as the interface document spells it; the view is at the group's path. */
  group: string;
  View: ComponentType<ViewProps>;
  /** What the view's reads are cached under: a write among the group's described operations makes them stale. */
  invalidates: readonly QueryKey[];
}

// The Stream page is a chunk of its own: it is not a tariff view and carries its own styles and parts.
const StreamPage = lazy(() =>
  import('../features/stream/stream-page.tsx').then((module) => ({ default: module.StreamPage })),
);

export const viewPages: readonly ViewPage[] = [
  {
    group: 'Stream key',
    View: (props) => (
      <StreamPage
        {...props}
        operationHref={(group, key, fields) => operationHref(group, key, fields, props.projectId ?? 0)}
      />
    ),
    invalidates: [],
  },
  {
    group: 'PlanTranscoding',
    View: (props) => <DescribedTariffPage kind="transcoding" {...props} />,
    invalidates: tariffGroupKeys,
  },
  {
    group: 'PlanStorage',
    View: (props) => <DescribedTariffPage kind="storage" {...props} />,
    invalidates: tariffGroupKeys,
  },
];

export function viewPageOf(group: string): ViewPage | undefined {
  return viewPages.find((page) => page.group === group);
}

/** What a typed page shows below its own content, before its group's operations, when a description is configured. */
export const viewsBelow: Readonly<Record<string, ComponentType>> = { PlanRestream: RestreamExtras };
