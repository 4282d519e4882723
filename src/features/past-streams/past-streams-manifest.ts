import { groupOf } from '../../config/route-map.ts';
import type { PageManifest } from '../../lib/bindings/manifest.ts';
import type { PastStreamsRole } from './past-streams-props.ts';

// The Broadcast group's designed page, a project's past streams: the list at the group's path, and a past stream at
// a path of its own under it (`/projects/42/streams/9000`). The interface document names none of these operations:
// they are bound by the real kind's group and summaries (its newer description's), each a read the page sends by
// itself, refused where it asks for anything the page does not fill.

const broadcastValues = ['project_id', 'broadcast_id'];

export const pastStreamsManifest: PageManifest<PastStreamsRole> = {
  group: groupOf('pastStreams'),
  bindings: {
    list: { name: 'List broadcast', read: true, fills: ['project_id', 'limit', 'offset', 'order'] },
    broadcast: { name: 'Get one broadcast', read: true, fills: broadcastValues },
    events: {
      name: 'Events from broadcast v4',
      read: true,
      fills: [...broadcastValues, 'limit', 'offset', 'sort_by_date', 'cursor_id', 'cursor_datetime'],
    },
    bitrate: { name: 'Bitrate from broadcast', read: true, fills: broadcastValues },
    viewers: { name: 'Viewers from broadcast', read: true, fills: broadcastValues },
    // The platforms' names, for the tokens a broadcast names them by.
    platforms: { name: { group: 'Platforms', name: 'Supported platforms' }, read: true, fills: [] },
  },
};
