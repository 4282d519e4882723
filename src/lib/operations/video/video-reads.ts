import { projectValues } from '../../bindings/call.ts';
import { byItems, defineList } from '../../bindings/pages.ts';
import { byAnswer, defineRead } from '../../bindings/read.ts';
import { readDownload, readProgressChannel, readStorage, readVideo } from './video-answers.ts';

// The Videos pages' reads of one answer each, defined once: the storage (read first by the page's loader, and again by
// the upload's checks), one video, its download address and the project's upload channel. The interface document
// does not name the group: each is bound by the real kind's newer description's summary.

const VIDEO = ['project_id', 'id'];

/** "List videos": the project's recordings and uploads, a page at a time. */
export const videoList = defineList({
  name: 'videos',
  binding: { name: { group: 'Video', name: 'List videos' }, read: true, fills: ['project_id', 'limit', 'offset'] },
  values: (projectId: number) => projectValues(projectId),
  items: byItems((item, _schema, index) => readVideo(item, `results[${index}]`)),
});

/** "Get video limits": the project's storage. */
export const storageRead = defineRead({
  name: 'video storage',
  binding: { name: { group: 'Video', name: 'Get video limits' }, read: true, fills: ['project_id'] },
  values: (projectId: number) => projectValues(projectId),
  parse: byAnswer(readStorage),
});

/** A video of a project, by its ID. */
export interface VideoRef {
  projectId: number;
  id: string;
}

/** "Get video by id". */
export const videoRead = defineRead({
  name: 'video',
  binding: { name: { group: 'Video', name: 'Get video by id' }, read: true, fills: VIDEO },
  values: ({ projectId, id }: VideoRef) => projectValues(projectId, { id }),
  parse: byAnswer((body) => readVideo(body)),
});

/** "Get video download link", by the video's download-link ID (its `download`, not its ID). */
export const downloadRead = defineRead({
  name: 'video download',
  // Its `id` is the video's download-link ID: read when the video's page opens, for a link the user then follows.
  binding: { name: { group: 'Video', name: 'Get video download link' }, read: true, fills: VIDEO },
  values: ({ projectId, id }: VideoRef) => projectValues(projectId, { id }),
  parse: byAnswer(readDownload),
});

/** "Get upload progress channel for centrifuge": where the project's uploads and processing are published. */
export const progressChannelRead = defineRead({
  name: 'video progress channel',
  binding: {
    name: { group: 'Video', name: 'Get upload progress channel for centrifuge' },
    read: true,
    fills: ['project_id'],
  },
  values: (projectId: number) => projectValues(projectId),
  parse: byAnswer(readProgressChannel),
});
