import { groupOf } from '../../config/route-map.ts';
import type { PageManifest } from '../../lib/bindings/manifest.ts';
import { type TariffRole, planReads, projectBalance } from './tariff-groups.ts';

/** PlanStorage's page: the plans the document only names, read and shaped by the description, and managed. */
export const storageManifest: PageManifest<TariffRole> = {
  group: groupOf('storage'),
  bindings: {
    remove: 'Remove next tariff',
    buy: 'Buy storage tariff',
    list: { name: 'Get info for storage tariff', read: true },
    discount: { name: 'Get discount of storage', read: true },
    check: { name: 'Check storage tariff before buy', read: true },
    balance: projectBalance,
    ...planReads,
  },
};
