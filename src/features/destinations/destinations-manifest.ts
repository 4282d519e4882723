import { groupOf } from '../../config/route-map.ts';
import type { PageManifest } from '../../lib/bindings/manifest.ts';
import { pageBindings } from './destination-parts.ts';
import type { DestinationsRole } from './destinations-props.ts';

// The Channel group's designed page, a project's destinations: each with its platform, name and state, adding one on
// any platform the service takes, removing one, and the platform accounts behind them. Where a streamer manages
// them on a phone; the Stream page draws adding and removing through slots.

export const destinationsManifest: PageManifest<DestinationsRole> = {
  group: groupOf('destinations'),
  bindings: pageBindings,
};
