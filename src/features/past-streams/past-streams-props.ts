import type { PageProps } from '../../lib/bindings/manifest.ts';

/** What the past streams' pages bind, by role (their manifest, past-streams-manifest.ts, names each). */
export type PastStreamsRole = 'list' | 'broadcast' | 'events' | 'bitrate' | 'viewers' | 'platforms';

export type PastStreamsProps = PageProps<PastStreamsRole>;
