import { groupOf } from '../../config/route-map.ts';
import type { BindingSpec } from '../../lib/bindings/bind.ts';

// The document's three tariff groups (docs/interface.md, section 1), as their pages' lines in the route map name them,
// and what every tariff page binds besides its own kind's management (its manifest names that): each kind's plan
// read, for the links between the kinds.

export const tariffGroups = {
  restream: groupOf('restream'),
  transcoding: groupOf('transcoding'),
  storage: groupOf('storage'),
} as const;

export type TariffKind = keyof typeof tariffGroups;

/** What a tariff page binds, by role: managing its own kind's plan, and each kind's plan read. */
export type TariffRole = 'remove' | 'buy' | 'list' | 'discount' | 'check' | 'balance' | `plan:${TariffKind}`;

/** Every kind's plan read, as the document names it in each group. */
export const planReadName = 'Get tariff for project';

const planRead = (kind: TariffKind): BindingSpec => ({
  name: { group: tariffGroups[kind], name: planReadName },
  read: true,
});

export const planReads = {
  'plan:restream': planRead('restream'),
  'plan:transcoding': planRead('transcoding'),
  'plan:storage': planRead('storage'),
};

/** The project's balances, shown in the dialog that buys a plan: what the buy takes from, as the service gives it. */
export const projectBalance: BindingSpec = {
  name: { group: 'UserProject', name: 'Get project full info' },
  read: true,
};
