import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';

// A designed group page, declared by a manifest in its feature's folder and listed once in src/app/group-pages.ts,
// which the router, the catalog's pages, the sidebar and the invalidation of described writes read. Types only: the
// list is in the first load, so a manifest carries names, a loader and keys, never the page's code (unless eager).

/** A document name a page binds: as described, or `{ read }` for a read the page sends by itself. */
export type BindingSpec = string | { read: string; fills?: readonly string[] };

export interface GroupPageProps {
  /** The project in the path; null for an account or public group, or a path that names no project. */
  projectId: number | null;
  /** The group's generated page, for when the designed page cannot be shown (no description, another shape). */
  fallback: ReactNode;
  /** The group's described operations, for the page to show below its own content. */
  below: ReactNode;
  /**
   * The page of a described operation (of any group) with its form filled through the console's URL state, for a
   * page that sends people to the console's form rather than copying it; the app builds it for the path's project.
   */
  operationHref: (group: string, operationKey: string, fields: Readonly<Record<string, string>>) => string;
}

/** An eager page's own route: its group and its component, all the first load carries of it. */
export interface EagerGroupRoute {
  group: string;
  Component: ComponentType;
}

export interface GroupPageManifest<Role extends string = string> {
  /** The group as the interface document spells it; the page is at the group's path. */
  group: string;
  /** The operations the page uses, by role, as the interface document names them in the group. */
  bindings: Readonly<Record<Role, BindingSpec>>;
  /**
   * The page, loaded with its route. For an eager page, what goes below the eager part once it has rendered
   * (before the group's operations).
   */
  load: () => Promise<ComponentType<GroupPageProps>>;
  /**
   * A page of the first load (the restream tariff page): its own route at the group's path, a project group's,
   * listed in app/eager-group-pages.ts; the manifest itself loads with the catalog's pages like every other.
   */
  eager?: EagerGroupRoute;
  /** What the page's reads are cached under besides its group's key: a write in the group makes them stale. */
  invalidates: readonly QueryKey[];
}
