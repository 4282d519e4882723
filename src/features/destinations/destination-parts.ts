import type { BindingSpec } from '../../lib/bindings/bind.ts';
import { definePart } from '../../lib/bindings/manifest.ts';
import { accountPart } from '../../lib/operations/account/account-bindings.ts';
import { destinationSwitchBinding } from '../../lib/operations/channels/destination-switch.ts';
import { CHANNEL_GROUP } from './model/add-ways.ts';

// What the destinations feature binds, by the document's names (the newer description's where the document has none):
// the page's parts and the parts it draws on the Stream page through slots, each bound in its own frame. What a part
// sends by itself is a read; the rest is sent when the user asks.

const PLATFORMS = 'Platforms';

/** The platforms, the OAuth start, a person's linked accounts and the channels each can stream to. */
const platformBindings = {
  platforms: { name: { group: PLATFORMS, name: 'Supported platforms' }, read: true },
  // Sent only when the user presses Connect.
  oauth: { group: PLATFORMS, name: 'Get url for start oauth' },
  accounts: { name: { group: PLATFORMS, name: 'Get accounts' }, read: true, fills: ['platform'] },
  accountChannels: {
    name: { group: PLATFORMS, name: 'Get channels with accounts' },
    read: true,
    fills: ['platform', 'ids', 'project_id', 'request_id', 'q', 'sort', 'limit', 'page'],
  },
} satisfies Record<string, BindingSpec>;

/** The project's destinations, the fullest list first (the Stream page's). */
const destinations: BindingSpec = {
  name: [
    { group: CHANNEL_GROUP, name: 'Search channel list' },
    { group: CHANNEL_GROUP, name: 'Minimal channel list' },
    { group: 'ProjectChannel', name: 'Project channel list' },
  ],
  read: true,
};

/** Adding a destination (each platform's add is bound as a family: model/add-ways.ts), and switching it on. */
export const addPart = definePart({
  group: CHANNEL_GROUP,
  bindings: {
    ...platformBindings,
    projects: accountPart.bindings.projects,
    // The list read again after an add finds the one added; its switch is sent only when the user presses it.
    destinations,
    channelSwitch: destinationSwitchBinding,
  },
});

/** A destination's own actions: removing it. */
export const actionsPart = definePart({
  group: CHANNEL_GROUP,
  bindings: {
    remove: { name: { group: CHANNEL_GROUP, name: 'Delete channel' }, sends: { channel_id: 'any' } },
    projects: accountPart.bindings.projects,
  },
});

/** The linked accounts: each with its channels, signed out or removed when the user asks. */
export const accountsPart = definePart({
  group: PLATFORMS,
  bindings: {
    ...platformBindings,
    destinations,
    // The document names no sign-out, and the real kind publishes it under the category search's summary: it is found
    // by its method and path, never by a summary that says it is another operation.
    signOut: { name: { group: PLATFORMS, name: 'POST /platforms/logout' }, write: true },
    removeAccount: { name: { group: PLATFORMS, name: 'Remove account' }, sends: { platform: 'string', id: 'string' } },
  },
});

/** What the page itself binds (its parts bind theirs). */
export const pageBindings = {
  destinations,
  platforms: platformBindings.platforms,
  // A destination signed out of its platform offers its Connect: sent only when the user presses it.
  oauth: platformBindings.oauth,
  projects: accountPart.bindings.projects,
} satisfies Record<string, BindingSpec>;
