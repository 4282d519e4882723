import { groupOf } from '../../config/route-map.ts';
import type { PageManifest } from '../../lib/bindings/manifest.ts';
import { accountPart } from '../../lib/operations/account/account-bindings.ts';
import {
  downloadRead,
  progressChannelRead,
  storageRead,
  videoList,
  videoRead,
} from '../../lib/operations/video/video-reads.ts';
import type { VideosRole } from './videos-props.ts';
import { connectionTokenBinding } from '../../lib/operations/realtime/connection-token.ts';

// The Video group's designed page, a project's Videos: its recordings and uploads, the storage they use, and a video's
// own page under it (`/projects/42/videos/7001`). The interface document does not name the group: its operations are
// bound by the real kind's newer description's summaries. What the page sends by itself must be a read.

const VIDEO = ['project_id', 'id'];

export const videosManifest: PageManifest<VideosRole> = {
  group: groupOf('videos'),
  bindings: {
    list: videoList.binding,
    video: videoRead.binding,
    storage: storageRead.binding,
    download: downloadRead.binding,
    rename: { name: 'Update video', sends: { project_id: 'number', id: 'number', name: 'string' } },
    remove: { name: 'Delete video', fills: VIDEO },
    // A GET that opens an upload session (the real kind's): sent as a write, when the user has chosen a file, never
    // by itself, never kept or sent again for another file. Bound by its name whatever its method.
    upload: { name: 'Create upload session', fills: ['project_id'] },
    progressChannel: progressChannelRead.binding,
    connectionToken: connectionTokenBinding,
    // The account's level in each of its projects: whether the page offers changes (the Team page's rule).
    projects: accountPart.bindings.projects,
  },
  // The storage bar is drawn above the list: read while the page's code loads.
  firstReads: { storage: storageRead },
};
