// Channel: adding a destination on any platform the service takes (one operation per platform, its body the
// platform's), removing one, and reading one — at the newer description's paths and in its shapes
// (../shared/real-kind-newer.md §2.4). An add answers 201 with no body, as the real kind's; the channel it made is
// in the project's channel lists, off, with its platform.
import type { Account } from '../accounts.ts';
import type { DemoOperation } from '../demo-paths.ts';
import type { DemoRoute } from '../demo-route.ts';
import { NO_CONTENT, SUCCESS } from '../demo-route.ts';
import type { DemoState } from '../demo-state.ts';
import { queryProject } from '../project-access.ts';
import { channelIn, channelItem, channelOwnerId, read, write } from '../studio/studio-routes.ts';
import { RequestError, bodyId, queryId } from '../validation.ts';
import { CHANNEL_ADDS, type ChannelAdd } from './channel-adds.ts';
import { type Platform, listedAsAdding, titleOf } from './platform-catalog.ts';
import { NAME_MAX, requiredAddress, requiredStreamKey, requiredText } from './setup-checks.ts';
import { setupMessages } from './setup-messages.ts';
import type { AccountLink } from './setup-seed.ts';

/** The most destinations a project gets through the add operations (the demo keeps what anyone adds bounded). */
export const MAX_PROJECT_CHANNELS = 100;
/** An ID on a platform (an account's, a community's). */
const PLATFORM_ID_MAX = 64;
const RTMP_SCHEMES = ['rtmp', 'rtmps'];

const refusal = (code: string, text: ReturnType<typeof setupMessages.notAdding>, field?: string) =>
  new RequestError({ status: 400, code, text, ...(field === undefined ? {} : { field }) });

/** Whether the platform takes new channels: as "Supported platforms" says, unless the control surface said otherwise. */
export const addable = (state: DemoState, platform: Platform): boolean =>
  state.setup.adding.get(platform) ?? listedAsAdding(platform);

/** A channel's name from its page's address: the last part of its path, or the host of a page with none. */
function nameFromPage(url: URL): string {
  const parts = url.pathname.split('/').filter((part) => part !== '');
  let last = parts.at(-1);
  try {
    last = last === undefined ? undefined : decodeURIComponent(last);
  } catch {
    // Left as written: a part that is not valid percent-encoding is still a name.
  }
  // What percent-encoding hides may be a control character: a name keeps none.
  const printable = [...(last ?? url.hostname)].filter((char) => char >= ' ' && char !== '\u007f');
  return printable.slice(0, NAME_MAX).join('') || url.hostname;
}

/** The channel of one of the account's linked accounts an add names (VK, OK), checked: it must be theirs, signed in. */
function accountChannel(state: DemoState, account: Account, platform: 'vk' | 'ok', body: Record<string, unknown>) {
  const channelId = requiredText(body, 'channel_id', PLATFORM_ID_MAX);
  const accountId = requiredText(body, 'account_id', PLATFORM_ID_MAX);
  return () => {
    const linked = state.setup.accountsOf(account.userId, platform).find((each) => each.accountId === accountId);
    if (!linked) throw refusal('unknown_account', setupMessages.unknownAccount('account_id'), 'account_id');
    if (linked.status === 0) throw refusal('account_signed_out', setupMessages.signedOut('account_id'), 'account_id');
    const channel = linked.channels.find((each) => each.id === channelId);
    if (!channel) {
      throw refusal('unknown_platform_channel', setupMessages.unknownPlatformChannel('channel_id'), 'channel_id');
    }
    return { name: channel.name, link: { account: linked.id, channel: channel.id } satisfies AccountLink };
  };
}

/**
 * What an add's body makes: the channel's name, its settings, and the account it came from. Every field is checked
 * in the body's order before anything is looked up, so a refusal names the first field at fault.
 */
function madeOf(
  add: ChannelAdd,
  body: Record<string, unknown>,
  state: DemoState,
  account: Account,
): () => { name: string; settings: Record<string, unknown>; link?: AccountLink } {
  switch (add.body) {
    case 'rtmp': {
      const name = requiredText(body, 'name', NAME_MAX).trim();
      const url = requiredAddress(body, 'rtmp_url', RTMP_SCHEMES).href;
      const key = requiredStreamKey(body, 'stream_key');
      // A custom target's settings are its full address, as "Set rtmp url" changes it.
      return () => ({ name, settings: add.platform === 'custom' ? { url: `${url.replace(/\/$/, '')}/${key}` } : {} });
    }
    case 'channel-url': {
      const page = requiredAddress(body, 'channel_url', ['https']);
      requiredAddress(body, 'rtmp_url', RTMP_SCHEMES);
      requiredStreamKey(body, 'stream_key');
      return () => ({ name: nameFromPage(page), settings: {} });
    }
    case 'srt': {
      const name = requiredText(body, 'name', NAME_MAX).trim();
      requiredAddress(body, 'ingress_url', ['srt'], { port: true });
      return () => ({ name, settings: {} });
    }
    case 'vk': {
      const channel = accountChannel(state, account, 'vk', body);
      return () => ({ ...channel(), settings: {} });
    }
    case 'ok': {
      const channel = accountChannel(state, account, 'ok', body);
      requiredAddress(body, 'rtmp_url', RTMP_SCHEMES);
      requiredStreamKey(body, 'stream_key');
      return () => ({ ...channel(), settings: {} });
    }
  }
}

function addRoute(add: ChannelAdd): DemoRoute {
  return write((body, { state }, account) => {
    const projectId = bodyId(body, 'project_id');
    const make = madeOf(add, body, state, account);
    const { platform } = add;
    if (platform === undefined || !addable(state, platform)) {
      throw refusal('platform_not_adding', setupMessages.notAdding(platform ? titleOf(platform) : add.word));
    }
    const current = state.projects.get(projectId)?.plan.current as { support_custom_channel?: unknown } | null;
    if (platform === 'custom' && current?.support_custom_channel !== true) {
      throw refusal('plan_forbids_custom', setupMessages.noCustomChannels(projectId), 'project_id');
    }
    const studio = state.studio;
    if (studio.destinationsOf(projectId).length >= MAX_PROJECT_CHANNELS) {
      throw refusal('too_many_channels', setupMessages.channelCount(MAX_PROJECT_CHANNELS), 'project_id');
    }
    const { name, settings, link } = make();
    if (link?.channel !== undefined && state.setup.connectedFrom(projectId, platform, link.channel)) {
      throw refusal('channel_connected', setupMessages.channelConnected(), 'channel_id');
    }
    const destination = studio.addDestination(projectId, platform, name);
    Object.assign(destination.settings, settings);
    state.setup.added(destination, link);
    return NO_CONTENT;
  }, 201);
}

export const CHANNEL_ROUTES: Partial<Record<DemoOperation, DemoRoute>> = {
  ...Object.fromEntries(CHANNEL_ADDS.map((add) => [add.operation, addRoute(add)])),
  'channel/delete': write((body, { state }, account) => {
    const projectId = bodyId(body, 'project_id');
    const destination = channelIn(state.studio, account, projectId, bodyId(body, 'channel_id'));
    // Projects the channel is shared with would lose it unseen: their access is taken away first, on Team.
    if (state.team.shares(destination.id).length > 0) {
      throw refusal('channel_shared', setupMessages.channelShared(), 'channel_id');
    }
    state.studio.removeDestination(destination);
    state.setup.removed(destination);
    return SUCCESS;
  }, 201),
  'channel/get': read((request, account) => {
    const projectId = queryProject(request);
    const destination = channelIn(request.state.studio, account, projectId, queryId(request.query, 'channel_id'));
    const { studio, setup } = request.state;
    return channelItem(studio, destination, channelOwnerId(account, projectId), setup.credentialsOf(destination));
  }),
};
