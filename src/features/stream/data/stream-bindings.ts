import type { ServiceDescription } from '../../../lib/service-description/description.ts';
import { SWITCH_GROUP, channelSwitchBinding } from '../model/channel-switch.ts';
import { type Binding, type BindingProblem, bind, isBindingProblem } from '../../../lib/bindings/bind.ts';

// The document names the Stream page binds, each to what the deployment describes for it (or why not).

export interface Named {
  group: string;
  name: string;
}

export type Bound = { named: Named; binding: Binding } | { named: Named; problem: BindingProblem };

export const NAMES = {
  credentials: { group: 'Stream key', name: 'Get stream credentials' },
  record: { group: 'Stream key', name: 'Update record' },
  servers: { group: 'RtmpServer', name: 'List rtmp servers' },
  platforms: { group: 'Platforms', name: 'Supported platforms' },
  oauth: { group: 'Platforms', name: 'Get url for start oauth' },
  // The switch has no trustworthy name: it is found by its body (model/channel-switch.ts).
  channelSwitch: { group: SWITCH_GROUP, name: 'Get live status' },
} as const satisfies Record<string, Named>;

/** Where the project's destinations are listed, the fullest list first. */
export const DESTINATION_LISTS: readonly Named[] = [
  { group: 'Channel', name: 'Search channel list' },
  { group: 'Channel', name: 'Minimal channel list' },
  { group: 'ProjectChannel', name: 'Project channel list' },
];

function bound(description: ServiceDescription, named: Named, read: boolean): Bound {
  // The page fills the project (and a write's values); anything else an operation needs is refused here.
  const binding = bind(description, named.group, named.name, { read });
  return isBindingProblem(binding) ? { named, problem: binding } : { named, binding };
}

export interface StreamBindings {
  credentials: Bound;
  record: Bound;
  servers: Bound;
  destinations: Bound;
  channelSwitch: Binding | undefined;
  platforms: Bound;
  oauth: Bound;
}

export function streamBindings(description: ServiceDescription): StreamBindings {
  const lists = DESTINATION_LISTS.map((named) => bound(description, named, true));
  return {
    credentials: bound(description, NAMES.credentials, true),
    record: bound(description, NAMES.record, false),
    servers: bound(description, NAMES.servers, true),
    destinations: lists.find((list) => 'binding' in list) ?? lists[0]!,
    channelSwitch: channelSwitchBinding(description),
    platforms: bound(description, NAMES.platforms, true),
    // Asked for only when the user presses Connect or Reconnect, so it need not pass as a read (its name says "start").
    oauth: bound(description, NAMES.oauth, false),
  };
}
