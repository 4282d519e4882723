/*
 * Demo transcoding and storage tariffs (restream's are the projects' plans in api/seed.ts). Every project answers:
 * one without a plan of a kind has all three slots null.
 *
 * | project | transcoding (plan × flows)                                     | storage (plan, GB, period)                                              |
 * |---------|----------------------------------------------------------------|-------------------------------------------------------------------------|
 * | 42      | before 1080p ×2, current 1080p60 ×3 (ends in 12 d), next 4K ×2 | before Recordings 100, current Recordings 500 (year), next Archive 2000 |
 * | 7       | current 1080p ×1 (ends in 20 d)                                | none                                                                    |
 * | 9       | none                                                           | current Recordings 100 (month, ends in 25 d)                            |
 * | 37      | none                                                           | current Archive 500 (year, ends in 35 d)                                |
 * | 22      | current 1080p60 ×2 (ends in 40 d)                              | current Recordings 300 (month, ends in 40 d)                            |
 */
import { seedDays } from '../seed.ts';
import {
  type KindKey,
  type Period,
  STORAGE,
  type Slot,
  TRANSCODING,
  type TariffKind,
  catalogPlan,
} from './tariff-kinds.ts';

export type Tariff = { before: Slot | null; current: Slot | null; next: Slot | null };

export const EMPTY_TARIFF = (): Tariff => ({ before: null, current: null, next: null });

export function seedTariffs(kind: Exclude<KindKey, 'restream'>, now: number): Map<number, Tariff> {
  const inDays = seedDays(now);
  const slot = (of: TariffKind, id: number, units: number, period: Period, endDay: number): Slot =>
    of.slotOf(catalogPlan(of, id)!, units, period, inDays(endDay));
  if (kind === 'transcoding') {
    return new Map([
      [
        42,
        {
          before: slot(TRANSCODING, 1, 2, 'month', -18),
          current: slot(TRANSCODING, 2, 3, 'month', 12),
          next: slot(TRANSCODING, 3, 2, 'month', 42),
        },
      ],
      [7, { before: null, current: slot(TRANSCODING, 1, 1, 'month', 20), next: null }],
      [22, { before: null, current: slot(TRANSCODING, 2, 2, 'month', 40), next: null }],
    ]);
  }
  return new Map([
    [
      42,
      {
        before: slot(STORAGE, 1, 100, 'month', -30),
        current: slot(STORAGE, 1, 500, 'year', 12),
        next: slot(STORAGE, 2, 2000, 'month', 42),
      },
    ],
    [9, { before: null, current: slot(STORAGE, 1, 100, 'month', 25), next: null }],
    [37, { before: null, current: slot(STORAGE, 2, 500, 'year', 35), next: null }],
    [22, { before: null, current: slot(STORAGE, 1, 300, 'month', 40), next: null }],
  ]);
}
