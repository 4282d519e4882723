// The described operations the live panel and the stream's charts use, found by the document's group and name
// (never by path), and how each is called: the values the panel has by name (project_id, broadcast_id, stream_id)
// go wherever the description says the operation takes them, and a value it does not take is left out.

import type { DescribedOperation, ServiceDescription } from '../../../lib/service-description/description.ts';
import { isReadOperation } from '../../../lib/service-description/effect.ts';
import { namedOperation } from '../../../lib/service-description/match.ts';
import {
  type OperationDetails,
  operationDetails,
  responseFor,
} from '../../../lib/service-description/operation-details.ts';
import type { Schema } from '../../../lib/service-description/schema.ts';

export interface BoundOperation {
  /** The document's group and name, for the line that says a part is not described. */
  group: string;
  name: string;
  operation: DescribedOperation;
  details: OperationDetails;
  /** The 200 answer's schema, as far as the description gives one. */
  answer: Schema | undefined;
}

/** A part the panel cannot bind: not described (or twice), or described as something other than a read. */
export interface UnboundOperation {
  group: string;
  name: string;
  problem: 'not-described' | 'not-a-read';
}

export type Binding = BoundOperation | UnboundOperation;

export function isBound(binding: Binding): binding is BoundOperation {
  return 'operation' in binding;
}

/**
 * The operation `group` / `name` names. A read the page repeats by itself must be one (a GET whose names say it only
 * reads): a write a generator mislabelled is never polled. Token operations are writes in real descriptions, and are asked for only when needed.
 */
export function bind(description: ServiceDescription, group: string, name: string, mustRead: boolean): Binding {
  const operation = namedOperation(description, group, name);
  if (!operation) return { group, name, problem: 'not-described' };
  if (mustRead && !isReadOperation(operation, name)) return { group, name, problem: 'not-a-read' };
  const details = operationDetails(description.document, operation);
  return { group, name, operation, details, answer: responseFor(details.responses, 200)?.schema };
}

export interface LiveOperations {
  status: Binding;
  info: Binding;
  connectionToken: Binding;
  projectToken: Binding;
  broadcastToken: Binding;
  bitrate: Binding;
  viewers: Binding;
  events: Binding;
}

export function liveOperations(description: ServiceDescription): LiveOperations {
  return {
    status: bind(description, 'Project', 'Get live status', true),
    info: bind(description, 'Live', 'View live info', true),
    connectionToken: bind(description, 'Centrifuge', 'Auth centrifuge', false),
    projectToken: bind(description, 'Centrifuge', 'Auth token for project', false),
    broadcastToken: bind(description, 'Centrifuge', 'Auth token for broadcast', false),
    bitrate: bind(description, 'Analytics', 'Bitrate for stream', true),
    viewers: bind(description, 'Analytics', 'Viewers for stream', true),
    events: bind(description, 'Analytics', 'Events for stream', true),
  };
}
