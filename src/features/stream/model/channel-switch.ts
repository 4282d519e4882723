import type { Binding } from '../../../lib/bindings/bind.ts';
import { operationInputs } from '../../../lib/bindings/inputs.ts';
import type { DescribedOperation, ServiceDescription } from '../../../lib/service-description/description.ts';
import { operationsOfTag } from '../../../lib/service-description/description.ts';
import { isReadOperation } from '../../../lib/service-description/effect.ts';
import { operationDetails, responseFor } from '../../../lib/service-description/operation-details.ts';
import { isBooleanSchema, propertySchema } from './fields.ts';
import type { Destination } from './destinations.ts';

// The destination's on/off switch is the Channel group's write whose body takes `channel_id` and a boolean
// `status`. It is found by that shape, not by its summary: the real kind of description calls it "Get live status",
// the name of a read.

export const SWITCH_GROUP = 'Channel';

export function channelSwitch(description: ServiceDescription): DescribedOperation | undefined {
  const found = operationsOfTag(description, SWITCH_GROUP).filter((operation) => {
    if (isReadOperation(operation)) return false;
    const body = operationDetails(description.document, operation).body;
    if (body?.kind !== 'json') return false;
    return (
      propertySchema(body.schema, 'channel_id') !== undefined && isBooleanSchema(propertySchema(body.schema, 'status'))
    );
  });
  return found.length === 1 ? found[0] : undefined;
}

/** The switch as a binding of the Channel group (its writes make the group's reads stale), or undefined. */
export function channelSwitchBinding(description: ServiceDescription): Binding | undefined {
  const operation = channelSwitch(description);
  if (!operation) return undefined;
  const details = operationDetails(description.document, operation);
  return {
    group: SWITCH_GROUP,
    // The summary is not this operation's name (it is a read's): the page names it by what it does.
    name: operation.summary ?? operation.key,
    operation,
    details,
    inputs: operationInputs(details),
    answer: responseFor(details.responses, 200)?.schema,
    reads: false,
  };
}

/**
 * The switch's values by name. The request builder reads each as the body schema declares it, so a string ID from
 * the list goes out as a number where `channel_id` is an integer.
 */
export function switchValues(destination: Pick<Destination, 'id'>, on: boolean): Record<string, string> {
  return { channel_id: destination.id, status: String(on) };
}
