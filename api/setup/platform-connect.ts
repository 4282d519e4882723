// What completing a platform's connect does (the page "Get url for start oauth" sends the user to): the start names
// only the project and the platform, so the account that signs in is the person's linked account of that platform,
// as far as the demo can tell. An account that returns signs its destination in this project in again — the one that
// goes through it, else the platform's one whose token no longer works — and is never added a second time; with none,
// a destination of the platform is added, named by the account and linked to it. Which of the two happened, and to
// which destination, is what the page says.
import type { DemoState } from '../demo-state.ts';
import { connectedPlatform } from '../studio/studio-seed.ts';
import type { Destination } from '../studio/studio-seed.ts';
import { titleOf } from './platform-catalog.ts';

export type Connected = { destination: Destination; again: boolean };

export function completeConnect(state: DemoState, platform: string, oauthState: string): Connected | undefined {
  const start = state.studio.takeOauth(platform, oauthState);
  if (!start) return undefined;
  const channelPlatform = connectedPlatform(start.platform);
  const [account] = state.setup.accountsOf(start.userId, channelPlatform);
  const ofProject = (destination: Destination) =>
    destination.projectId === start.projectId && destination.platform === channelPlatform;
  const returning =
    (account && state.setup.destinationsOf(account).find(ofProject)) ??
    state.studio
      .destinationsOf(start.projectId)
      .find((one) => ofProject(one) && one.tokenStatus !== 'valid' && one.tokenStatus !== 'unused');
  if (account) account.status = 1;
  if (returning) {
    state.studio.setToken(returning, 'valid');
    return { destination: returning, again: true };
  }
  const name = account?.name ?? `New ${titleOf(channelPlatform)} channel`;
  const destination = state.studio.addDestination(start.projectId, channelPlatform, name);
  state.setup.added(destination, account && { account: account.id });
  return { destination, again: false };
}

/** A destination as the dashboard's lists name it: its name and its platform as people write it, the platform once. */
export function connectedLabel({ name, platform }: Destination): string {
  const title = titleOf(platform);
  return name.toLowerCase() === title.toLowerCase() ? title : `${name} · ${title}`;
}
