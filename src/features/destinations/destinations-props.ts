import type { ComponentType } from 'react';
import type { PageProps } from '../../lib/bindings/manifest.ts';
import type { DestinationViewProps } from '../../lib/operations/channels/destination-list.ts';
import type { pageBindings } from './destination-parts.ts';

/** What the destinations page binds, by role (its manifest, destinations-manifest.ts, names each). */
export type DestinationsRole = keyof typeof pageBindings;

/**
 * What the destinations page draws of other features, handed in by its route module (app/routes/destinations-route.tsx):
 * a destination's actions in its ⋯ menu (its quality), before the page's own Remove.
 */
export interface DestinationsInserts {
  destinationActions?: readonly ComponentType<DestinationViewProps>[];
}

export type DestinationsProps = PageProps<DestinationsRole> & { inserts?: DestinationsInserts | undefined };
