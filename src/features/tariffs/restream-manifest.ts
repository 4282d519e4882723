import { groupOf } from '../../config/route-map.ts';
import type { PageManifest } from '../../lib/bindings/manifest.ts';
import { tariffReads } from '../../lib/operations/tariffs/tariff-reads.ts';
import { type TariffRole, planReads, projectBalance, renewal } from './tariff-groups.ts';

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
    list: tariffReads.restream.list.binding,
    discount: tariffReads.restream.discount.binding,
    check: tariffReads.restream.check.binding,
    balance: projectBalance,
    renew: renewal('Set restream tariff auto prolongation'),
    ...planReads,
  },
};
