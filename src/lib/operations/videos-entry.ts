import { definePart } from '../bindings/manifest.ts';
import { videoList } from './video/video-reads.ts';

// Where the way to a project's videos is drawn (the navigation's entry): only for a deployment whose description lists
// a project's videos, the Videos page's first read. Nothing is sent for this; the description alone says.

export const videosEntryPart = definePart({
  group: 'Video',
  bindings: { list: videoList.binding },
});
