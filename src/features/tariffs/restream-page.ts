import type { GroupPageManifest } from '../../lib/bindings/group-page.ts';
import { loadDescribedViews } from './described/load-views.ts';
import { Component as TariffPage } from './tariff-route.tsx';
import { tariffGroupKeys, tariffGroups } from './tariff-groups.ts';

/**
 * PlanRestream's page, the tariff page: in the first load (people land on it). Its plan is section 4.2's documented
 * read; below its cards, once they are drawn, the other kinds' links and managing the plan, which bind their
 * operations by name (described/kind-bindings.ts).
 */
export const restreamPage: GroupPageManifest = {
  group: tariffGroups.restream,
  bindings: {},
  eager: TariffPage,
  load: () => loadDescribedViews().then((views) => views.RestreamExtras),
  invalidates: tariffGroupKeys,
};
