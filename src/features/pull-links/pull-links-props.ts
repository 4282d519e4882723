import type { BoundRoles, PageProps } from '../../lib/bindings/manifest.ts';
import type { PullServer } from '../../lib/operations/pull-keys/pull-servers.ts';

/** What the Pull links page binds, by role (its manifest, pull-links-manifest.ts, names each). */
export type PullLinksRole = 'list' | 'create' | 'update' | 'remove' | 'check' | 'servers' | 'projects';

export type PullLinksProps = PageProps<PullLinksRole>;

/** What every part of the page is told. */
export interface PullLinksContext {
  projectId: number;
  bound: BoundRoles<PullLinksRole>;
  /** Whether the page offers changes (the account's level in the project). */
  editable: boolean;
  servers: readonly PullServer[];
}
