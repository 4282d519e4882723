import { groupOf } from '../../config/route-map.ts';
import type { PageManifest } from '../../lib/bindings/manifest.ts';
import { tariffReads } from '../../lib/operations/tariffs/tariff-reads.ts';
import { type TariffRole, planReads, projectBalance, renewal } from './tariff-groups.ts';

/** The webinar plan's page (the newer description's group): its plans read and shaped by the description, and managed. */
export const webinarManifest: PageManifest<TariffRole> = {
  group: groupOf('webinar'),
  bindings: {
    remove: 'Remove after tariff',
    buy: 'Buy webinar tariff',
    list: tariffReads.webinar.list.binding,
    discount: tariffReads.webinar.discount.binding,
    check: tariffReads.webinar.check.binding,
    balance: projectBalance,
    renew: renewal('Set webinar tariff auto prolongation'),
    ...planReads,
  },
};
