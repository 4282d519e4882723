// config/route-map.ts: the page's line, in the list (and, with `nav`, its entry's words in route-map-messages.ts)
import type { Place } from '../../config/route-map.ts';

export const channelLine = {
  page: 'channels',
  scope: 'project',
  path: 'channel',
  group: 'Channel',
} as const satisfies Place;
