import billingManifest from '../features/billing/billing-manifest.ts';
import pastStreamsManifest from '../features/past-streams/past-streams-manifest.ts';
import streamManifest from '../features/stream/stream-manifest.ts';
import storageManifest from '../features/tariffs/storage-manifest.ts';
import transcodingManifest from '../features/tariffs/transcoding-manifest.ts';
import teamManifest from '../features/team/team-manifest.ts';
import type { PageLine, PageManifest } from '../lib/bindings/manifest.ts';
import { eagerPages } from './eager-pages.ts';

/**
 * A manifest in the catalog's pages chunk, which is the only one that reads this list: a page's view is asked for as
 * soon as the page is shown, not a round trip later, after its manifest's own file (manifests are a few hundred bytes).
 */
const inChunk = (manifest: PageManifest) => () => Promise.resolve({ default: manifest });

/**
 * The designed group pages: each group here has a page of its own at its path instead of the generated one. The
 * catalog's pages, the sidebar and the console's writes (what they make stale) read this list, and the router the
 * eager ones (eager-pages.ts), so giving a group a designed page is its manifest, its view and a line here.
 */
export const designedPages: readonly PageLine[] = [
  ...eagerPages,
  { group: 'PlanTranscoding', manifest: inChunk(transcodingManifest) },
  { group: 'PlanStorage', manifest: inChunk(storageManifest) },
  { group: 'Stream key', subPages: true, manifest: inChunk(streamManifest) },
  { group: 'Broadcast', subPages: true, manifest: inChunk(pastStreamsManifest) },
  { group: 'MoneyFlow', manifest: inChunk(billingManifest) },
  { group: 'UserProject', manifest: inChunk(teamManifest) },
];
