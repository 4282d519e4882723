/*
 * Demo transcoding, storage and webinar tariffs (restream's are the projects' plans in api/seed.ts). Every project
 * answers: one without a plan of a kind has all three slots null. The plans of project 42 renew when they end
 * (`prolongation` on the current and next slots); no other project's of these kinds do.
 *
 * | project | transcoding (plan × flows)                                     | storage (plan, GB, period)                                              |
 * |---------|----------------------------------------------------------------|-------------------------------------------------------------------------|
 * | 42      | before 1080p ×2, current 1080p60 ×3 (ends in 12 d), next 4K ×2 | before Recordings 100, current Recordings 500 (year), next Archive 2000 |
 * | 7       | current 1080p ×1 (ends in 20 d)                                | none                                                                    |
 * | 9       | none                                                           | current Recordings 100 (month, ends in 25 d)                            |
 * | 37      | none                                                           | current Archive 500 (year, ends in 35 d)                                |
 * | 22      | current 1080p60 ×2 (ends in 40 d)                              | current Recordings 300 (month, ends in 40 d)                            |
 *
 * Webinar plans: 42 before Intro (ended 18 d ago), current Cinema (month, ends in 12 d), next Prime (month, ends in
 * 42 d); 34 current Prime (year, ends in 200 d); 22 current Intro (month, ends in 40 d). Every other project has none
 * (7 among them). Their buys are not in the projects' money flow.
 */
import { seedDays } from '../seed.ts';
import {
  type KindKey,
  type Period,
  STORAGE,
  type Slot,
  TRANSCODING,
  type TariffKind,
  WEBINAR,
  catalogPlan,
} from './tariff-kinds.ts';

export type Tariff = { before: Slot | null; current: Slot | null; next: Slot | null };

export const EMPTY_TARIFF = (): Tariff => ({ before: null, current: null, next: null });

/** The project whose plans renew. */
const RENEWS = new Set([42]);

export function seedTariffs(kind: Exclude<KindKey, 'restream'>, now: number): Map<number, Tariff> {
  const inDays = seedDays(now);
  const slotOf =
    (of: TariffKind, projectId: number) =>
    (id: number, units: number, period: Period, endDay: number): Slot =>
      // A plan that has ended renews nothing.
      of.slotOf(catalogPlan(of, id)!, units, period, inDays(endDay), endDay > 0 && RENEWS.has(projectId));
  if (kind === 'transcoding') {
    const slot = (projectId: number) => slotOf(TRANSCODING, projectId);
    return new Map([
      [
        42,
        {
          before: slot(42)(1, 2, 'month', -18),
          current: slot(42)(2, 3, 'month', 12),
          next: slot(42)(3, 2, 'month', 42),
        },
      ],
      [7, { before: null, current: slot(7)(1, 1, 'month', 20), next: null }],
      [22, { before: null, current: slot(22)(2, 2, 'month', 40), next: null }],
    ]);
  }
  if (kind === 'webinar') {
    const slot = (projectId: number) => slotOf(WEBINAR, projectId);
    return new Map([
      [
        42,
        {
          before: slot(42)(1, 1, 'month', -18),
          current: slot(42)(2, 1, 'month', 12),
          next: slot(42)(3, 1, 'month', 42),
        },
      ],
      [34, { before: null, current: slot(34)(3, 1, 'year', 200), next: null }],
      [22, { before: null, current: slot(22)(1, 1, 'month', 40), next: null }],
    ]);
  }
  const slot = (projectId: number) => slotOf(STORAGE, projectId);
  return new Map([
    [
      42,
      {
        before: slot(42)(1, 100, 'month', -30),
        current: slot(42)(1, 500, 'year', 12),
        next: slot(42)(2, 2000, 'month', 42),
      },
    ],
    [9, { before: null, current: slot(9)(1, 100, 'month', 25), next: null }],
    [37, { before: null, current: slot(37)(2, 500, 'year', 35), next: null }],
    [22, { before: null, current: slot(22)(1, 300, 'month', 40), next: null }],
  ]);
}
