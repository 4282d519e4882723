import type { Destination } from '../../../lib/operations/channels/destination-list.ts';

// The destination's on/off switch is bound by the document's name, Channel's "Get live status" — a read's name,
// which real descriptions give the switch too — and taken as the switch only when it is what the page sends: a write
// whose JSON body takes `channel_id` and a boolean `status` (stream-manifest.ts).

/**
 * The switch's values by name. The request builder reads each as the body schema declares it, so a string ID from
 * the list goes out as a number where `channel_id` is an integer.
 */
export function channelSwitchValues(destination: Pick<Destination, 'id'>, on: boolean): Record<string, string> {
  return { channel_id: destination.id, status: String(on) };
}
