import { groupOf } from '../../config/route-map.ts';
import type { PageManifest } from '../../lib/bindings/manifest.ts';
import { tariffReads } from '../../lib/operations/tariffs/tariff-reads.ts';
import { type TariffRole, planReads, projectBalance, renewal } from './tariff-groups.ts';

/** PlanTranscoding's page: the plans the document only names, read and shaped by the description, and managed. */
export const transcodingManifest: PageManifest<TariffRole> = {
  group: groupOf('transcoding'),
  bindings: {
    remove: 'Remove after tariff',
    buy: 'Buy transcoder tariff',
    list: tariffReads.transcoding.list.binding,
    discount: tariffReads.transcoding.discount.binding,
    check: tariffReads.transcoding.check.binding,
    balance: projectBalance,
    renew: renewal('Set transcoding tariff auto prolongation'),
    ...planReads,
  },
};
