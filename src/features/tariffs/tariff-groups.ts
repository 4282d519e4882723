import { planRestream } from '../../lib/operations/plan-restream/plan-restream-query.ts';

// The document's three tariff groups (docs/interface.md, section 1), apart from their operations' names.

export const tariffGroups = {
  restream: planRestream.group,
  transcoding: 'PlanTranscoding',
  storage: 'PlanStorage',
} as const;

export type TariffKind = keyof typeof tariffGroups;
