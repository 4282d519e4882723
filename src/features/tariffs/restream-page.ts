import type { GroupPageManifest } from '../../lib/bindings/group-page.ts';
import { loadDescribedViews } from './described/load-views.ts';
import { restreamRoute } from './restream-route.ts';

/**
 * PlanRestream's page, the tariff page: an eager page (restream-route.ts). Its plan is section 4.2's documented read;
 * below its cards, once they are drawn, the other kinds' links and managing the plan, which bind their operations by
 * name (described/kind-bindings.ts). Its reads are its group's, so a write in PlanRestream makes them stale with no
 * more keys named here.
 */
export const restreamPage: GroupPageManifest = {
  group: restreamRoute.group,
  bindings: {},
  eager: restreamRoute,
  load: () => loadDescribedViews().then((views) => views.RestreamExtras),
  invalidates: [],
};
