// Every demo operation's route, by its name (its path under /method/); the router in contract-api.ts answers them.
import type { DemoOperation } from './demo-paths.ts';
import { DEMO_OPERATIONS } from './demo-paths.ts';
import type { DemoRoute } from './demo-route.ts';
import { IDENTITY_ROUTES } from './identity.ts';
import { PLAN_ROUTES } from './plans/plan-routes.ts';
import { STUDIO_ROUTES } from './studio/studio-routes.ts';
import { USER_PROJECT_ROUTES } from './user-project.ts';

const ALL: Partial<Record<DemoOperation, DemoRoute>> = {
  ...IDENTITY_ROUTES,
  ...USER_PROJECT_ROUTES,
  ...PLAN_ROUTES,
  ...STUDIO_ROUTES,
};

export const DEMO_ROUTES = new Map<string, { operation: DemoOperation; route: DemoRoute }>(
  DEMO_OPERATIONS.map((operation) => {
    const route = ALL[operation];
    // A name without a route is a programming error, found the first time the module loads.
    if (!route) throw new Error(`no route for ${operation}`);
    return [`/method/${operation}`, { operation, route }];
  }),
);
