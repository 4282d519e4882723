import { groupOf } from '../../config/route-map.ts';
import type { PageManifest } from '../../lib/bindings/manifest.ts';
import { tariffReads } from '../../lib/operations/tariffs/tariff-reads.ts';
import { type TariffRole, planReads, projectBalance, renewal } from './tariff-groups.ts';

/** PlanStorage's page: the plans the document only names, read and shaped by the description, and managed. */
export const storageManifest: PageManifest<TariffRole> = {
  group: groupOf('storage'),
  bindings: {
    remove: 'Remove next tariff',
    buy: 'Buy storage tariff',
    list: tariffReads.storage.list.binding,
    discount: tariffReads.storage.discount.binding,
    check: tariffReads.storage.check.binding,
    balance: projectBalance,
    renew: renewal('Set storage tariff auto prolongation'),
    ...planReads,
  },
};
