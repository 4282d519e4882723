import { groupOf } from '../../config/route-map.ts';
import type { PageManifest } from '../../lib/bindings/manifest.ts';
import { type TariffRole, planReads, projectBalance } from './tariff-groups.ts';

/** PlanTranscoding's page: the plans the document only names, read and shaped by the description, and managed. */
export const transcodingManifest: PageManifest<TariffRole> = {
  group: groupOf('transcoding'),
  bindings: {
    remove: 'Remove after tariff',
    buy: 'Buy transcoder tariff',
    list: { name: 'Get list of transcoding tariffs', read: true },
    discount: { name: 'Get discount transcoding', read: true },
    check: { name: 'Check transcoding tariff before buy', read: true },
    balance: projectBalance,
    ...planReads,
  },
};
