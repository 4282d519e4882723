// app/routes/channels-route.tsx: the page's route module, listed with its manifest in app/designed-pages.ts
import { DesignedPage } from '../../app/designed-page.tsx';
// In the app: '../../features/channels/channel-manifest.ts' and '../../features/channels/channel-page.tsx'.
import { channelManifest } from './channel-manifest.ts';
import { ChannelPage } from './channel-page.tsx';

/** The page at its line's path: its view in the frame, which binds the manifest and says the description's states. */
export function Component() {
  return <DesignedPage manifest={channelManifest} view={ChannelPage} />;
}

export { RouteError as ErrorBoundary } from '../../app/layout/route-error.tsx';
