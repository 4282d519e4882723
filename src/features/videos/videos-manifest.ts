import { groupOf } from '../../config/route-map.ts';
import type { PageManifest } from '../../lib/bindings/manifest.ts';
import { accountPart } from '../../lib/operations/account/account-bindings.ts';
import { storageRead } from './model/video-reads.ts';
import type { VideosRole } from './videos-props.ts';

// The Video group's designed page, a project's Videos: its recordings and uploads, the storage they use, and a video's
// own page under it (`/projects/42/videos/7001`). The interface document does not name the group: its operations are
// bound by the real kind's newer description's summaries. What the page sends by itself must be a read.

const VIDEO = ['project_id', 'id'];

export const videosManifest: PageManifest<VideosRole> = {
  group: groupOf('videos'),
  bindings: {
    list: { name: 'List videos', read: true, fills: ['project_id', 'limit', 'offset'] },
    video: { name: 'Get video by id', read: true, fills: VIDEO },
    storage: { name: 'Get video limits', read: true, fills: ['project_id'] },
    // Its `id` is the video's download-link ID: read when the video's page opens, for a link the user then follows.
    download: { name: 'Get video download link', read: true, fills: VIDEO },
    rename: { name: 'Update video', sends: { project_id: 'number', id: 'number', name: 'string' } },
    remove: { name: 'Delete video', fills: VIDEO },
    // A GET that opens an upload session (the real kind's): sent as a write, when the user has chosen a file, never
    // by itself, never kept or sent again for another file. Bound by its name whatever its method.
    upload: { name: 'Create upload session', fills: ['project_id'] },
    progressChannel: { name: 'Get upload progress channel for centrifuge', read: true, fills: ['project_id'] },
    // Asked for whenever the push needs a connection token: GETs only (their names are no read verb), the newer first.
    connectionToken: {
      name: [
        { group: 'Centrifuge', name: 'Get token for connect to centrifuge for project' },
        { group: 'Centrifuge', name: 'Auth centrifuge' },
      ],
      fetch: true,
    },
    // The account's level in each of its projects: whether the page offers changes (the Team page's rule).
    projects: accountPart.bindings.projects,
  },
  // The storage bar is drawn above the list: read while the page's code loads.
  readsAhead: { storage: storageRead },
};
