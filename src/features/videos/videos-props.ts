import type { PageProps } from '../../lib/bindings/manifest.ts';

/** What the Videos pages bind, by role (their manifest, videos-manifest.ts, names each). */
export type VideosRole =
  | 'list'
  | 'video'
  | 'storage'
  | 'download'
  | 'rename'
  | 'remove'
  | 'upload'
  | 'progressChannel'
  | 'connectionToken'
  | 'projects';

export type VideosProps = PageProps<VideosRole>;

/** What every part of the pages is told: the project and whether its videos may be changed. */
export interface VideosContext {
  projectId: number;
  /** Whether the page offers uploads, renames and deletes (lib/operations/account/own-access.ts). */
  editable: boolean;
}
