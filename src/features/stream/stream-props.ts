import type { ComponentType } from 'react';
import type { PageProps } from '../../lib/bindings/manifest.ts';
import type { DestinationViewProps } from '../../lib/operations/channels/destination-list.ts';
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

/**
 * What the Stream page draws of other features, handed in by its route module (app/routes/stream-route.tsx), which
 * may import several features: the page keeps room for each and draws nothing where none is handed in.
 */
export interface StreamInserts {
  /** What viewers see if the stream pauses or its signal drops, below the titles. */
  guard?: ComponentType<{ projectId: number }>;
  /** In the question before Pause: the video viewers will see while paused. */
  pauseVideo?: ComponentType<{ projectId: number }>;
  /** The service's notice for the project while it is live, at the foot of the screen. */
  notice?: ComponentType<{ projectId: number; live: boolean }>;
  /** Adding a destination: the platforms and each one's form. */
  addDestination?: ComponentType<{ projectId: number }>;
  /** A destination's actions in its ⋯ menu, in this order: each a button or a link the menu closes on. */
  destinationActions?: readonly ComponentType<DestinationViewProps>[];
  /** What is said of a destination on its row, beside its state (the quality it is sent in). */
  destinationDetails?: ComponentType<DestinationViewProps>;
}

/** What the Stream page and each of its parts get: the group page's props over the Stream page's roles. */
export type StreamProps = PageProps<StreamRole> & { inserts?: StreamInserts | undefined };
