import * as bindingKeys from '../../lib/bindings/keys.ts';
import { planRestream } from '../../lib/operations/plan-restream/plan-restream-query.ts';

// The document's three tariff groups (docs/interface.md, section 1), apart from their operations' names so that the
// pages' manifests, in the first load, carry only these.

export const tariffGroups = {
  restream: planRestream.group,
  transcoding: 'PlanTranscoding',
  storage: 'PlanStorage',
} as const;

export type TariffKind = keyof typeof tariffGroups;

/** A write to any kind's plan makes every kind's reads stale: the pages show them side by side. */
export const tariffGroupKeys = Object.values(tariffGroups).map((group) => bindingKeys.group(group));
