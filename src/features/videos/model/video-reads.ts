import { projectValues } from '../../../lib/bindings/call.ts';
import { defineRead } from '../../../lib/bindings/declared-read.ts';
import { byAnswer } from '../../../lib/bindings/read.ts';
import { readDownload, readProgressChannel, readStorage, readVideo } from './video-answers.ts';

// The Videos pages' reads of one answer each, declared once: the storage (sent ahead with the page by its manifest, and
// read again by the upload's checks), one video, its download address and the project's upload channel.

/** "Get video limits": the project's storage. */
export const storageRead = defineRead({
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
  values: ({ projectId, id }: VideoRef) => projectValues(projectId, { id }),
  parse: byAnswer((body) => readVideo(body)),
});

/** "Get video download link", by the video's download-link ID (its `download`, not its ID). */
export const downloadRead = defineRead({
  values: ({ projectId, id }: VideoRef) => projectValues(projectId, { id }),
  parse: byAnswer(readDownload),
});

/** "Get upload progress channel for centrifuge": where the project's uploads and processing are published. */
export const progressChannelRead = defineRead({
  values: (projectId: number) => projectValues(projectId),
  parse: byAnswer(readProgressChannel),
});
