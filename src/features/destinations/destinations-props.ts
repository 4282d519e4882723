import type { PageProps } from '../../lib/bindings/manifest.ts';
import type { pageBindings } from './destination-parts.ts';

/** What the destinations page binds, by role (its manifest, destinations-manifest.ts, names each). */
export type DestinationsRole = keyof typeof pageBindings;

export type DestinationsProps = PageProps<DestinationsRole>;
