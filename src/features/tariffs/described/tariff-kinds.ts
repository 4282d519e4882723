// The document's three tariff groups and the names of the operations a tariff page uses in each (docs/interface.md,
// section 1). Operations are found by these names in the deployment's description, never by path.

import { bindingKeys } from '../../../lib/bindings/keys.ts';
import { planRestream } from '../../../lib/operations/plan-restream/plan-restream-query.ts';

export const tariffKindOrder = ['restream', 'transcoding', 'storage'] as const;
export type TariffKind = (typeof tariffKindOrder)[number];

export interface KindOperations {
  group: string;
  get: string;
  remove: string;
  buy: string;
  /** The group's lists of tariffs to choose from, first described wins. */
  lists: readonly string[];
  discount: string;
  /** The service's check before buying; the document names none for restream. */
  check: string | undefined;
}

export const tariffKinds: Record<TariffKind, KindOperations> = {
  restream: {
    group: planRestream.group,
    get: 'Get tariff for project',
    remove: 'Remove after tariff',
    buy: 'Buy restream tariff',
    lists: ['Get list of restream tariffs', 'Get list of restream tariffs for project'],
    discount: 'Get discount restream',
    check: undefined,
  },
  transcoding: {
    group: 'PlanTranscoding',
    get: 'Get tariff for project',
    remove: 'Remove after tariff',
    buy: 'Buy transcoder tariff',
    lists: ['Get list of transcoding tariffs'],
    discount: 'Get discount transcoding',
    check: 'Check transcoding tariff before buy',
  },
  storage: {
    group: 'PlanStorage',
    get: 'Get tariff for project',
    remove: 'Remove next tariff',
    buy: 'Buy storage tariff',
    lists: ['Get info for storage tariff'],
    discount: 'Get discount of storage',
    check: 'Check storage tariff before buy',
  },
};

/** A kind's page; restream's is the app's tariff page (config/paths.ts), the others are typed pages at their group's path. */
export const tariffPath = (projectId: number, kind: TariffKind) => `/projects/${projectId}/tariffs/${kind}`;

/** A write to any kind's plan makes every kind's reads stale (the pages show them side by side). */
export const tariffGroupKeys = tariffKindOrder.map((kind) => bindingKeys.group(tariffKinds[kind].group));
