import { groupOf } from '../../config/route-map.ts';
import type { PageManifest } from '../../lib/bindings/manifest.ts';
import {
  broadcastBitrateRead,
  broadcastEventsList,
  broadcastList,
  broadcastRead,
  broadcastViewersRead,
} from '../../lib/operations/broadcast/broadcast-reads.ts';
import { platformsRead } from '../../lib/operations/platforms/platform-list.ts';
import type { PastStreamsRole } from './past-streams-props.ts';

// The Broadcast group's designed page, a project's past streams: the list at the group's path, and a past stream at
// a path of its own under it (`/projects/42/streams/9000`). The interface document names none of these operations:
// they are bound by the real kind's group and summaries (its newer description's), each a read the page sends by
// itself, refused where it asks for anything the page does not fill.

export const pastStreamsManifest: PageManifest<PastStreamsRole> = {
  group: groupOf('pastStreams'),
  bindings: {
    list: broadcastList.binding,
    broadcast: broadcastRead.binding,
    events: broadcastEventsList.binding,
    bitrate: broadcastBitrateRead.binding,
    viewers: broadcastViewersRead.binding,
    // The platforms' names, for the tokens a broadcast names them by.
    platforms: platformsRead.binding,
  },
};
