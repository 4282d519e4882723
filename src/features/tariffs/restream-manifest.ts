import { groupOf } from '../../config/route-map.ts';
import type { PageManifest } from '../../lib/bindings/manifest.ts';
import { type TariffRole, planReads, projectBalance } from './tariff-groups.ts';

/**
 * PlanRestream's page, the tariff page, which people land on: its cards are section 4.2's documented read, in the
 * first load (restream-page.tsx, its line's `eager`); below them, once they are drawn, this: the other kinds' links
 * and managing the plan, bound by name. The dialog reads the lists, the discount and the check by itself, once the
 * user opens it.
 */
export const restreamManifest: PageManifest<TariffRole> = {
  group: groupOf('restream'),
  bindings: {
    remove: 'Remove after tariff',
    buy: 'Buy restream tariff',
    // The first described wins.
    list: { name: ['Get list of restream tariffs', 'Get list of restream tariffs for project'], read: true },
    discount: { name: 'Get discount restream', read: true },
    // Restream's check before buying, as real descriptions give it: its group's read of what a buy would cost.
    check: { name: 'Load data for show card the tariffs v2', read: true },
    balance: projectBalance,
    ...planReads,
  },
};
