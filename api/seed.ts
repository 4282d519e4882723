/*
 * Demo projects served by GET /method/plan_restream. The document (2.2) leaves open whether a slot may be
 * absent or null, so the edge-case account's projects cover both, plus edge values a client must survive.
 *
 * The demo account ("Try the demo"): ordinary plans, every slot sent whole, `null` where there is none.
 *
 * | id | name                 | before           | current                                   | next                       |
 * |----|----------------------|------------------|-------------------------------------------|----------------------------|
 * | 42 | Main channel         | ended 30 d ago   | ends in 12 d (5 ch, 6000)                 | ends in 42 d, more (10 ch, 12000) |
 * |  7 | Speedrun practice    | null             | ends in 20 d (5 ch, 6000)                 | ends in 50 d, less (3 ch, 4000)   |
 * | 31 | Cooking with Anna    | ended 40 d ago   | ends in 16 d (3 ch, 4000)                 | null                       |
 * | 32 | Indie game nights    | null             | ends in 27 d (5 ch, 6000)                 | ends in 57 d, the same plan |
 * | 33 | Guitar lessons live  | ended 24 d ago   | ends in 6 d (3 ch, 4000)                  | null                       |
 * | 34 | Esports watch party  | ended 10 d ago   | ends in 20 d (10 ch, 12000)               | ends in 50 d, the same plan |
 * | 35 | Travel vlog live     | null             | ends in 11 d (1 ch, 3000)                 | ends in 41 d, more (3 ch, 4000) |
 * | 36 | Study with me        | null             | ends in 24 d (1 ch, 3000)                 | null                       |
 * | 37 | Football talk show   | ended 45 d ago   | ends in 35 d (20 ch, 20000)               | null                       |
 * | 38 | Late-night jazz      | ended 34 d ago   | ended 4 d ago (5 ch, 6000)                | null                       |
 * | 16 | Guest studio         | null             | ends in 8 d (3 ch, 4000)                  | null                       |
 * | 17 | Weekend stream       | null             | ends in 18 d (1 ch, 3000)                 | null                       |
 *
 * The edge-case account: the shapes and values the document leaves open.
 *
 * | id | name                 | before           | current                                   | next                       |
 * |----|----------------------|------------------|-------------------------------------------|----------------------------|
 * |  8 | Morning coffee show  | ended 25 d ago   | ends in 5 d                               | key absent                 |
 * |  9 | Retro console corner | key absent       | ends in 25 d                              | key absent                 |
 * | 10 | Studio test feed     | null             | all limits 0, no custom channel, 30 d     | null                       |
 * | 11 | Summer festival 2025 | ended 33 d ago   | ended 3 d ago                             | null                       |
 * | 12 | Church services      | null             | ends 2099-12-31T23:59:59Z                 | key absent                 |
 * | 13 | 24/7 lo-fi radio     | 2147483647 ch, MAX_SAFE_INTEGER bitrate, 1000000 custom video in all three slots     |
 * | 14 | Chess club live      | null             | bitrate_max "6000" (string), custom_video absent | ends in 45 d (valid) |
 * | 15 | Backup channel       | each slot sends only id, channel_max, bitrate_max and date_end (2.2 has no "Required" column) |
 *
 * | 21 | Подкаст              | null             | ends in 9 d (3 ch, 4000)                  | null                       |
 * | 22 | Концертный зал       | ended 20 d ago   | ends in 40 d (5 ch, 6000)                 | null                       |
 *
 * The demo and second accounts' slots are the newer description's plan items (§2.15): the document's fields with the
 * plan's title, type and period, and whether the project renews it (`prolongation`) — 42, 32 and 34 renew their current
 * and next plans, every other project (7 among them) renews nothing, and an ended plan renews nothing. The edge-case
 * account's slots carry the document's fields only.
 *
 * Who sees which: api/accounts.ts (21 and 22 are the second account's); docs/contract-api.md#demo-projects says which
 * edge case each edge-case project carries. A project's members read its plan by ID.
 */

import { RESTREAM, catalogPlan } from './plans/tariff-kinds.ts';

export type SeedProject = { id: number; name: string; description: string; plan: Record<string, unknown> };

type PlanSlot = {
  id: number;
  channel_max: number;
  bitrate_max: number;
  support_custom_channel: boolean;
  custom_video: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

const BASIC: PlanSlot = { id: 2, channel_max: 3, bitrate_max: 4000, support_custom_channel: false, custom_video: 1 };
const STANDARD: PlanSlot = { id: 3, channel_max: 5, bitrate_max: 6000, support_custom_channel: true, custom_video: 2 };
const PRO: PlanSlot = { id: 4, channel_max: 10, bitrate_max: 12000, support_custom_channel: true, custom_video: 5 };
const STARTER: PlanSlot = { id: 1, channel_max: 1, bitrate_max: 3000, support_custom_channel: false, custom_video: 0 };
const ZERO: PlanSlot = { id: 1, channel_max: 0, bitrate_max: 0, support_custom_channel: false, custom_video: 0 };
const BUSINESS: PlanSlot = {
  id: 5,
  channel_max: 20,
  bitrate_max: 20000,
  support_custom_channel: true,
  custom_video: 10,
};
const HUGE: Omit<PlanSlot, 'id'> = {
  channel_max: 2147483647,
  bitrate_max: Number.MAX_SAFE_INTEGER,
  support_custom_channel: true,
  custom_video: 1000000,
};

// The document's date-time form is UTC with a `Z` suffix; real plan ends carry no milliseconds.
export function isoSeconds(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Dates `days` from today, in whole UTC days, so they look like real plan dates and stay put within a test run. */
export function seedDays(now: number): (days: number) => string {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return (days) => isoSeconds(today + days * DAY_MS);
}

type Slotted = (plan: PlanSlot, days: number) => Record<string, unknown>;

/** The demo account's projects beyond 42, 7, 16 and 17: what streamers' plans look like, with and without history. */
function ordinary(of: (projectId: number) => Slotted): SeedProject[] {
  const project = (id: number, name: string, description: string, plan: SeedProject['plan']) => ({
    id,
    name,
    description,
    plan,
  });
  return [
    project(31, 'Cooking with Anna', 'Moved up from the starter plan last month', {
      before: of(31)(STARTER, -40),
      current: of(31)(BASIC, 16),
      next: null,
    }),
    project(32, 'Indie game nights', 'Renewed: the same plan is scheduled next', {
      before: null,
      current: of(32)(STANDARD, 27),
      next: of(32)(STANDARD, 57),
    }),
    project(33, 'Guitar lessons live', 'Ends within a week and nothing is scheduled', {
      before: of(33)(BASIC, -24),
      current: of(33)(BASIC, 6),
      next: null,
    }),
    project(34, 'Esports watch party', 'A big plan, renewed', {
      before: of(34)(STANDARD, -10),
      current: of(34)(PRO, 20),
      next: of(34)(PRO, 50),
    }),
    project(35, 'Travel vlog live', 'An upgrade is scheduled', {
      before: null,
      current: of(35)(STARTER, 11),
      next: of(35)(BASIC, 41),
    }),
    project(36, 'Study with me', 'A small plan', { before: null, current: of(36)(STARTER, 24), next: null }),
    project(37, 'Football talk show', 'The largest plan', {
      before: of(37)(PRO, -45),
      current: of(37)(BUSINESS, 35),
      next: null,
    }),
    // A plan that has ended and was not renewed, in the shape the edge-case account's project 11 has it (the ended
    // plan still the current slot): Home shows it among those that need someone.
    project(38, 'Late-night jazz', 'A standard plan after a basic one, ended and not renewed', {
      before: of(38)(BASIC, -34),
      current: of(38)(STANDARD, -4),
      next: null,
    }),
  ];
}

/** The projects whose restream plans renew. */
const RENEWS = new Set([42, 32, 34]);

export function seedProjects(now: number): Map<number, SeedProject> {
  const inDays = seedDays(now);
  const slot: Slotted = (plan, days) => ({ ...plan, date_end: inDays(days) });
  /** A slot with the newer plan item's fields, for a project that renews its plans or not. */
  const item =
    (renews: boolean): Slotted =>
    (plan, days) => ({
      ...slot(plan, days),
      prolongation: renews && days > 0,
      title: catalogPlan(RESTREAM, plan.id)?.title ?? '',
      type: 'paid_fix',
      period: 'month',
    });
  const of = (projectId: number) => item(RENEWS.has(projectId));
  // Section 2.2's table, unlike 2.1's, says nothing on whether a field may be left out; a service may leave some out.
  const sparse = ({ id, channel_max, bitrate_max }: PlanSlot, days: number) => ({
    id,
    channel_max,
    bitrate_max,
    date_end: inDays(days),
  });

  const projects: SeedProject[] = [
    {
      id: 42,
      name: 'Main channel',
      description: 'Previous, current and an upgraded next plan',
      plan: { before: of(42)(BASIC, -30), current: of(42)(STANDARD, 12), next: of(42)(PRO, 42) },
    },
    {
      id: 7,
      name: 'Speedrun practice',
      description: 'No previous plan; the next plan is a downgrade',
      plan: { before: null, current: of(7)(STANDARD, 20), next: of(7)(BASIC, 50) },
    },
    ...ordinary(of),
    {
      id: 8,
      name: 'Morning coffee show',
      description: 'Current plan ends within a week and nothing follows',
      plan: { before: slot(STARTER, -25), current: slot(BASIC, 5) },
    },
    {
      id: 9,
      name: 'Retro console corner',
      description: 'Only the current slot is present',
      plan: { current: slot(STANDARD, 25) },
    },
    {
      id: 10,
      name: 'Studio test feed',
      description: 'Every limit is zero',
      plan: { before: null, current: slot(ZERO, 30), next: null },
    },
    {
      id: 11,
      name: 'Summer festival 2025',
      description: 'The current plan has already ended',
      plan: { before: slot(BASIC, -33), current: slot(STANDARD, -3), next: null },
    },
    {
      id: 12,
      name: 'Church services',
      description: 'Current plan runs until the end of the century',
      plan: { before: null, current: { ...BUSINESS, date_end: '2099-12-31T23:59:59Z' } },
    },
    {
      id: 13,
      name: '24/7 lo-fi radio',
      description: 'Limits at the edge of integer ranges',
      plan: {
        before: { id: 6, ...HUGE, date_end: inDays(-10) },
        current: { id: 7, ...HUGE, date_end: inDays(20) },
        next: { id: 8, ...HUGE, date_end: inDays(50) },
      },
    },
    {
      id: 14,
      name: 'Chess club live',
      description: 'Current slot has a string bitrate and no custom_video',
      plan: {
        before: null,
        current: {
          id: 3,
          channel_max: 5,
          bitrate_max: '6000',
          support_custom_channel: true,
          date_end: inDays(15),
        },
        next: slot(PRO, 45),
      },
    },
    {
      id: 15,
      name: 'Backup channel',
      description: 'Each slot sends only id, channel_max, bitrate_max and date_end',
      plan: {
        before: sparse(BASIC, -20),
        current: sparse(STANDARD, 10),
        next: sparse(PRO, 40),
      },
    },
    {
      id: 16,
      name: 'Guest studio',
      description: 'Shared with the demo account by another owner',
      plan: { before: null, current: of(16)(BASIC, 8), next: null },
    },
    {
      id: 17,
      name: 'Weekend stream',
      description: 'A small plan',
      plan: { before: null, current: of(17)(STARTER, 18), next: null },
    },
    {
      id: 21,
      name: 'Подкаст',
      description: 'The second account: a small plan',
      plan: { before: null, current: of(21)(BASIC, 9), next: null },
    },
    {
      id: 22,
      name: 'Концертный зал',
      description: 'The second account: a standard plan',
      plan: { before: of(22)(BASIC, -20), current: of(22)(STANDARD, 40), next: null },
    },
  ];
  return new Map(projects.map((project) => [project.id, project]));
}
