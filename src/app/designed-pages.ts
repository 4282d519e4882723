import type { PageLine } from '../lib/bindings/manifest.ts';
import { eagerPages } from './eager-pages.ts';

/**
 * The designed group pages: each group here has a page of its own at its path instead of the generated one. The
 * catalog's pages, the sidebar and the console's writes (what they make stale) read this list, and the router the
 * eager ones (eager-pages.ts), so giving a group a designed page is its manifest, its view and a line here.
 */
export const designedPages: readonly PageLine[] = [
  ...eagerPages,
  { group: 'PlanTranscoding', manifest: () => import('../features/tariffs/transcoding-manifest.ts') },
  { group: 'PlanStorage', manifest: () => import('../features/tariffs/storage-manifest.ts') },
  { group: 'Stream key', manifest: () => import('../features/stream/stream-manifest.ts') },
  {
    group: 'Broadcast',
    subPages: true,
    manifest: () => import('../features/past-streams/past-streams-manifest.ts'),
  },
  { group: 'MoneyFlow', manifest: () => import('../features/billing/billing-manifest.ts') },
];
