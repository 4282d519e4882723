import type { ReactNode } from 'react';
import type { ServiceDescription } from '../service-description/description.ts';
import type { Bound, BindingSpec } from './bind.ts';
import type { Read } from './read.ts';
import type { NamedValues } from './call.ts';

// Whatever the dashboard builds from the deployment's description — a page, a section of one, a header's element — is
// bound the same way: a manifest names the operations it uses by the interface document's names, and the frame that
// draws it (components/bound-part.tsx) binds them against the description, draws the description's states (none
// configured, loading, failed) and hands the view each role bound (or why not). A view never binds by itself.
//
// A designed page is a manifest (`*-manifest.ts` in its feature's folder), its view (`*-page.tsx`), a line of the
// route map (config/route-map.ts) naming its group, where it is and its entry in the navigation, and its route module
// (app/routes/<name>-route.tsx), which draws the view in the frame; app/designed-pages.ts joins them.

/** The operations a part uses, by role, by the interface document's names (in its group unless another is named). */
export interface PartManifest<Role extends string = string> {
  /** The group a name without one belongs to, as the interface document spells it. */
  group: string;
  bindings: Readonly<Record<Role, BindingSpec>>;
}

/** A manifest's roles, each bound (or why not): what its view is handed. */
export type BoundRoles<Role extends string> = Readonly<Record<Role, Bound>>;

/** Declares a part's manifest at module level, so the frame binds it once (a new object is bound again). */
export const definePart = <Role extends string>(part: PartManifest<Role>): PartManifest<Role> => part;

export interface PageProps<Role extends string = string> {
  /** The project in the path; null for an account or public group, or a path that names no project. */
  projectId: number | null;
  /** The group's generated page, for when the designed page cannot be shown (a part it needs is not described). */
  fallback: ReactNode;
  /**
   * The page of a described operation (of any group) with its form filled through the console's URL state, for a
   * page that sends people to the console's form rather than copying it; the app builds it for the path's project.
   */
  operationHref: (group: string, operationKey: string, fields: NamedValues) => string;
  /**
   * The page's group's every operation, as the generated page lists them: the power user's way to the console, a link
   * in the page's header ("All operations of this group", `components/operations-link.tsx`).
   */
  operationsHref: string;
  /** Each role of the manifest, bound against the deployment's description. */
  bound: BoundRoles<Role>;
  /**
   * For a page with pages of its own (its line's `subPages`), the path's segment after the group's, decoded
   * (`9000` at `/projects/42/streams/9000`); undefined at the group's own path. The view says when it names nothing.
   */
  subPage?: string | undefined;
  description: ServiceDescription;
}

/** A designed page: its part's manifest (the page is at its group's path) and the reads its loader starts. */
export interface PageManifest<Role extends string = string> extends PartManifest<Role> {
  /**
   * What the page reads first for its project, by the role each is read through: the very reads (read.ts) its view
   * makes, started by the page's loader while its route module loads (app/page-loader.ts, keep-reads.ts), so the
   * view's own read is the same query, answered or on its way.
   */
  firstReads?: Partial<Record<Role, Read<unknown>>>;
}

const groupParts = new Map<string, PartManifest<never>>();

/** A part that binds no name of its own (a group's list of operations, an operation's page): one manifest per group. */
export function groupPart(group: string): PartManifest<never> {
  let part = groupParts.get(group);
  if (!part) {
    part = { group, bindings: {} };
    groupParts.set(group, part);
  }
  return part;
}
