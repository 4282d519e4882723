// Setting a stream up: the demo's operations for channels on any platform, platform accounts, transcoders and pull
// links (../shared/real-kind-newer.md §2.4, §2.10–2.12), registered with the others in api/demo-routes.ts.
import type { DemoOperation } from '../demo-paths.ts';
import type { DemoRoute } from '../demo-route.ts';
import { CHANNEL_ROUTES } from './channel-routes.ts';
import { PLATFORM_ROUTES } from './platform-routes.ts';
import { PULL_KEY_ROUTES } from './pull-key-routes.ts';
import { TRANSCODER_ROUTES } from './transcoder-routes.ts';

export const SETUP_ROUTES: Partial<Record<DemoOperation, DemoRoute>> = {
  ...CHANNEL_ROUTES,
  ...PLATFORM_ROUTES,
  ...TRANSCODER_ROUTES,
  ...PULL_KEY_ROUTES,
};
