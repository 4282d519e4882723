/*
 * Demo transcoding and storage tariffs (restream's are the projects' plans in api/seed.ts). Every project answers:
 * one without a plan of a kind has all three slots null.
 *
 * | project | transcoding                                   | storage                                             |
 * |---------|-----------------------------------------------|-----------------------------------------------------|
 * | 42      | before S, current M (ends in 12 d), next L    | before 100 GB, current 500 GB (3 months), next 2 TB |
 * | 7       | current S (ends in 20 d)                      | none                                                |
 * | 9       | none                                          | current 100 GB (1 month, ends in 25 d)              |
 * | 37      | none                                          | current 500 GB (3 months, ends in 35 d)             |
 * | 22      | current M (ends in 40 d)                      | current 500 GB (6 months, ends in 40 d)             |
 */
import { seedDays } from '../seed.ts';
import { type KindKey, STORAGE, type Slot, TRANSCODING, type TariffKind, catalogPlan } from './tariff-kinds.ts';

export type Tariff = { before: Slot | null; current: Slot | null; next: Slot | null };

export const EMPTY_TARIFF = (): Tariff => ({ before: null, current: null, next: null });

export function seedTariffs(kind: Exclude<KindKey, 'restream'>, now: number): Map<number, Tariff> {
  const inDays = seedDays(now);
  const slot = (of: TariffKind, id: number, period: number, startDay: number, endDay: number): Slot =>
    of.slotOf(catalogPlan(of, id)!, period, inDays(startDay), inDays(endDay));
  if (kind === 'transcoding') {
    return new Map([
      [
        42,
        {
          before: slot(TRANSCODING, 1, 1, -60, -30),
          current: slot(TRANSCODING, 2, 1, -18, 12),
          next: slot(TRANSCODING, 3, 1, 12, 42),
        },
      ],
      [7, { before: null, current: slot(TRANSCODING, 1, 1, -10, 20), next: null }],
      [22, { before: null, current: slot(TRANSCODING, 2, 3, -50, 40), next: null }],
    ]);
  }
  return new Map([
    [
      42,
      {
        before: slot(STORAGE, 1, 1, -61, -30),
        current: slot(STORAGE, 2, 3, -78, 12),
        next: slot(STORAGE, 3, 1, 12, 42),
      },
    ],
    [9, { before: null, current: slot(STORAGE, 1, 1, -5, 25), next: null }],
    [37, { before: null, current: slot(STORAGE, 2, 3, -55, 35), next: null }],
    [22, { before: null, current: slot(STORAGE, 2, 6, -140, 40), next: null }],
  ]);
}
