import type { ComponentType, ReactNode } from 'react';
import type { ServiceDescription } from '../service-description/description.ts';
import type { Bound, BindingSpec } from './bind.ts';

// A designed group page is its manifest (`*-manifest.ts` in its feature's folder, its default export), its view
// (`*-page.tsx`, loaded by the manifest) and a line in src/app/group-pages.ts. The manifest is the page's single source
// of what it binds: the frame that loads the view binds the manifest's names against the deployment's description
// and hands the view each role bound (or why not) as a prop, so a view never imports its manifest. The list is in the
// first load (the router reads it), so a line holds only the group and where its manifest is — adding a page adds a
// line to the first load, not the page — and, for a page people land on, its own route's part (`eager`).

export interface GroupPageProps<Role extends string = string> {
  /** The project in the path; null for an account or public group, or a path that names no project. */
  projectId: number | null;
  /** The group's generated page, for when the designed page cannot be shown (a part it needs is not described). */
  fallback: ReactNode;
  /** The group's described operations, for the page to show below its own content. */
  below: ReactNode;
  /**
   * The page of a described operation (of any group) with its form filled through the console's URL state, for a
   * page that sends people to the console's form rather than copying it; the app builds it for the path's project.
   */
  operationHref: (group: string, operationKey: string, fields: Readonly<Record<string, string>>) => string;
  /** Each role of the manifest, bound against the deployment's description. */
  bound: Readonly<Record<Role, Bound>>;
  description: ServiceDescription;
}

export interface GroupPageManifest<Role extends string = string> {
  /** The group as the interface document spells it; the page is at the group's path. */
  group: string;
  /** The operations the page uses, by role, by the interface document's names (in its group unless another is named). */
  bindings: Readonly<Record<Role, BindingSpec>>;
  /**
   * The view, loaded with its route; for a page of the first load (its line's `eager`), what goes below the page's
   * own part once that has rendered.
   */
  load: () => Promise<ComponentType<GroupPageProps<Role>>>;
}

/** A page's line in the list. */
export interface GroupPageLine {
  group: string;
  /** `() => import('…-manifest.ts')`: loaded with the page. */
  manifest: () => Promise<{ default: GroupPageManifest }>;
  /**
   * A page of the first load (people land on it): its own route's component at the group's path, which renders
   * before any description is read; what its manifest loads goes below it.
   */
  eager?: ComponentType;
}
