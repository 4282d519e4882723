// The document's three tariff groups and the names of the operations managing a plan uses in each (docs/interface.md,
// section 1). Operations are found by these names in the deployment's description, never by path.

import { projectGroupPath } from '../../../config/paths.ts';
import { type TariffKind, tariffGroups } from '../tariff-groups.ts';

export type { TariffKind };

export const tariffKindOrder = ['restream', 'transcoding', 'storage'] as const satisfies readonly TariffKind[];

export interface KindOperations {
  group: string;
  remove: string;
  buy: string;
  /** The group's lists of tariffs to choose from, first described wins. */
  lists: readonly string[];
  discount: string;
  /**
   * The service's check before buying, by the document's name: restream's is "Load data for show card the tariffs
   * v2" (its group's read of what a buy would cost). Used only where the description gives it as a read taking the
   * buy's inputs (kind-bindings.ts).
   */
  check: string | undefined;
}

export const tariffKinds: Record<TariffKind, KindOperations> = {
  restream: {
    group: tariffGroups.restream,
    remove: 'Remove after tariff',
    buy: 'Buy restream tariff',
    lists: ['Get list of restream tariffs', 'Get list of restream tariffs for project'],
    discount: 'Get discount restream',
    check: 'Load data for show card the tariffs v2',
  },
  transcoding: {
    group: tariffGroups.transcoding,
    remove: 'Remove after tariff',
    buy: 'Buy transcoder tariff',
    lists: ['Get list of transcoding tariffs'],
    discount: 'Get discount transcoding',
    check: 'Check transcoding tariff before buy',
  },
  storage: {
    group: tariffGroups.storage,
    remove: 'Remove next tariff',
    buy: 'Buy storage tariff',
    lists: ['Get info for storage tariff'],
    discount: 'Get discount of storage',
    check: 'Check storage tariff before buy',
  },
};

/** A kind's page: its group's path in the project. */
export const tariffPath = (projectId: number, kind: TariffKind) => projectGroupPath(tariffGroups[kind], projectId);
