import { groupOf } from '../../config/route-map.ts';
import { projectMoneyRead } from '../../lib/operations/money/project-money-read.ts';
import { tariffReads } from '../../lib/operations/tariffs/tariff-reads.ts';

// The document's three tariff groups (docs/interface.md, section 1) and the newer description's webinar plan, as their
// pages' lines in the route map name them,
// and what every tariff page binds besides its own kind's management (its manifest names that): each kind's plan
// read, for the links between the kinds.

export const tariffGroups = {
  restream: groupOf('restream'),
  transcoding: groupOf('transcoding'),
  storage: groupOf('storage'),
  webinar: groupOf('webinar'),
} as const;

export type TariffKind = keyof typeof tariffGroups;

/** What a tariff page binds, by role: managing its own kind's plan, and each kind's plan read. */
export type TariffRole = 'remove' | 'buy' | 'list' | 'discount' | 'check' | 'balance' | 'renew' | `plan:${TariffKind}`;

/**
 * A kind's automatic renewal, by its summary: a write the page sends only when the user turns the switch, taking the
 * project and `enabled` and nothing else.
 */
export const renewal = (name: string) => ({ name, write: true, fills: ['project_id', 'enabled'] }) as const;

/** Every kind's plan read, as the document names it in each group (lib/operations/tariffs/tariff-reads.ts). */
export const planReads = {
  'plan:restream': tariffReads.restream.plan.binding,
  'plan:transcoding': tariffReads.transcoding.plan.binding,
  'plan:storage': tariffReads.storage.plan.binding,
  'plan:webinar': tariffReads.webinar.plan.binding,
};

/** The project's balances, shown in the dialog that buys a plan: what the buy takes from, as the service gives it. */
export const projectBalance = projectMoneyRead.binding;
