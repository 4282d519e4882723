import type { Bound } from '../../../lib/bindings/bind.ts';

/** What the live panel and the last stream bind, by role (the Stream page's manifest names each). */
export type LiveRole =
  'status' | 'info' | 'connectionToken' | 'projectToken' | 'broadcastToken' | 'bitrate' | 'viewers' | 'events';

export type LiveBound = Readonly<Record<LiveRole, Bound>>;
