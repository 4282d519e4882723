// Every demo operation's route, by its path and method; the router in contract-api.ts answers them.
import type { DemoOperation } from './demo-paths.ts';
import { DEMO_OPERATIONS, methodPath } from './demo-paths.ts';
import type { DemoRoute } from './demo-route.ts';
import { routeNeed } from './project-access.ts';
import type { MemberCapability } from './team/access-levels.ts';
import { IDENTITY_ROUTES } from './identity.ts';
import { MONEY_ROUTES } from './money/money-routes.ts';
import { NOTIFY_ROUTES } from './notify-routes.ts';
import { PLAN_ROUTES } from './plans/plan-routes.ts';
import { SETUP_ROUTES } from './setup/setup-routes.ts';
import { SOCIAL_SIGN_IN_ROUTES } from './social-sign-in-routes.ts';
import { BROADCAST_ROUTES } from './studio/broadcast-routes.ts';
import { CENTRIFUGE_ROUTES } from './studio/centrifuge-routes.ts';
import { CHANNEL_OPTION_ROUTES } from './studio/channel-options-routes.ts';
import { CHAT_ROUTES } from './studio/chat-routes.ts';
import { STUDIO_ROUTES } from './studio/studio-routes.ts';
import { INVITE_ROUTES } from './team/invite-routes.ts';
import { TEAM_ROUTES } from './team/team-routes.ts';
import { USER_PROJECT_ROUTES } from './user-project.ts';
import { MEDIA_ROUTES } from './videos/media-routes.ts';
import { VIDEO_ROUTES } from './videos/video-routes.ts';

const ALL: Partial<Record<DemoOperation, DemoRoute>> = {
  ...IDENTITY_ROUTES,
  ...USER_PROJECT_ROUTES,
  ...PLAN_ROUTES,
  ...STUDIO_ROUTES,
  ...CHANNEL_OPTION_ROUTES,
  ...CHAT_ROUTES,
  ...BROADCAST_ROUTES,
  ...CENTRIFUGE_ROUTES,
  ...SOCIAL_SIGN_IN_ROUTES,
  ...NOTIFY_ROUTES,
  ...MONEY_ROUTES,
  ...TEAM_ROUTES,
  ...INVITE_ROUTES,
  ...MEDIA_ROUTES,
  ...VIDEO_ROUTES,
  ...SETUP_ROUTES,
};

/** A route, with what it needs of the caller's level in the project it names (api/project-access.ts). */
export type DemoEntry = { operation: DemoOperation; route: DemoRoute; need: MemberCapability };

/** By path, then by method: the real kind puts a tariff's read, buy and removal on one path. */
export const DEMO_ROUTES = new Map<string, Map<string, DemoEntry>>();
for (const operation of DEMO_OPERATIONS) {
  const route = ALL[operation];
  // A name without a route is a programming error, found the first time the module loads.
  if (!route) throw new Error(`no route for ${operation}`);
  const path = methodPath(operation);
  const byMethod = DEMO_ROUTES.get(path) ?? new Map<string, DemoEntry>();
  // A write nobody has said the need of throws here too (routeNeed).
  byMethod.set(route.method, { operation, route, need: routeNeed(operation, route.method) });
  DEMO_ROUTES.set(path, byMethod);
}
