import { useLanguage } from '../../i18n/message-table.ts';
import type { Binding, BindingSpec, Bound } from '../../bindings/bind.ts';
import { wholeListQuery } from '../../bindings/pages.ts';
import { itemChange, useBoundMutation } from '../../bindings/write.ts';
import { type Destination, destinationList } from './destination-list.ts';

// A destination's on/off switch, one write for every page that offers it (its row on the Stream page, the line that
// says one was just added). It is bound by the document's name, Channel's "Get live status" — a read's name, which
// real descriptions give the switch too — and taken as the switch only when it is what the page sends: a write whose
// JSON body takes `channel_id` and a boolean `status`.

export const destinationSwitchBinding = {
  name: { group: 'Channel', name: 'Get live status' },
  sends: { channel_id: 'any', status: 'boolean' },
} satisfies BindingSpec;

/**
 * The switch's values by name. The request builder reads each as the body schema declares it, so a string ID from
 * the list goes out as a number where `channel_id` is an integer.
 */
export function channelSwitchValues(destination: Pick<Destination, 'id'>, on: boolean): Record<string, string> {
  return { channel_id: destination.id, status: String(on) };
}

/**
 * Switching a destination on or off: shown in the project's list at once, and only this destination put back on a
 * refusal — another switched meanwhile keeps its new position.
 */
export function useDestinationSwitch(
  destination: Pick<Destination, 'id'>,
  binding: Binding,
  list: Bound,
  projectId: number,
  onSuccess?: (on: boolean) => void,
) {
  const language = useLanguage();
  return useBoundMutation(binding, {
    values: (on: boolean) => channelSwitchValues(destination, on),
    optimistic: itemChange<Destination, boolean>(
      wholeListQuery(destinationList, list, projectId, language).queryKey,
      (entry) => entry.id,
      () => destination.id,
      (entry, on) => ({ ...entry, active: on }),
    ),
    ...(onSuccess ? { onSuccess: (_data: unknown, on: boolean) => onSuccess(on) } : {}),
  });
}
