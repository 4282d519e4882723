import type { PageProps } from '../../lib/bindings/manifest.ts';
import type { LiveRole } from './live/live-bound.ts';

/** What the Stream page binds, by role (its manifest, stream-manifest.ts, names each). */
export type StreamRole =
  | 'credentials'
  | 'record'
  | 'servers'
  | 'destinations'
  | 'channelSwitch'
  | 'platforms'
  | 'oauth'
  | 'pause'
  | 'play'
  | 'stop'
  | 'bulkTitle'
  | 'plans'
  | 'categories'
  | 'playlists'
  | 'planned'
  | 'setPlanned'
  | 'projects'
  | LiveRole;

/** What the Stream page and each of its parts get: the group page's props over the Stream page's roles. */
export type StreamProps = PageProps<StreamRole>;
