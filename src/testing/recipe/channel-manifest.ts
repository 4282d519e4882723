// features/channels/channel-manifest.ts: what the page binds, by the document's names
import type { PageManifest } from '../../lib/bindings/manifest.ts';
import { destinationList } from '../../lib/operations/channels/destination-list.ts';
import { channelLine } from './channel-line.ts';
import type { ChannelRole } from './channel-page.tsx';

export const channelManifest: PageManifest<ChannelRole> = {
  // The group, spelled once: its line's (in the app the line is the route map's: `groupOf('channels')`).
  group: channelLine.group,
  bindings: {
    // A read the page sends by itself, bound as its definition says (lib/operations): every page that reads the
    // project's channels binds the one operation, and reads it one way.
    channels: destinationList.binding,
    // A write, sent when the user asks (the real kind's summary for it is a known alias).
    switch: 'Get live status',
    // A name of another group: a deployment that does not describe it gets the page without that part.
    referrals: { group: 'Referrals', name: 'Total info' },
  },
};
