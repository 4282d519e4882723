// The described operations the live panel and the stream's charts use, found by the document's group and name
// (never by path) through the binding layer. A part that cannot be bound keeps its group and name, for the one line
// that says what is missing.

import { type Binding as BoundOperation, bind, isBindingProblem } from '../../../lib/bindings/bind.ts';
import type { ServiceDescription } from '../../../lib/service-description/description.ts';

export type { BoundOperation };

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
 * The operation `group` / `name` names. A read the page repeats by itself must be one (the console's rule): a write a
 * generator mislabelled is never polled. Token operations are writes in real descriptions, asked for only when needed.
 */
function bindLive(description: ServiceDescription, group: string, name: string, read: boolean): Binding {
  const bound = bind(description, group, name, { read });
  if (!isBindingProblem(bound)) return bound;
  return { group, name, problem: bound.kind === 'not-a-read' ? 'not-a-read' : 'not-described' };
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
    status: bindLive(description, 'Project', 'Get live status', true),
    info: bindLive(description, 'Live', 'View live info', true),
    connectionToken: bindLive(description, 'Centrifuge', 'Auth centrifuge', false),
    projectToken: bindLive(description, 'Centrifuge', 'Auth token for project', false),
    broadcastToken: bindLive(description, 'Centrifuge', 'Auth token for broadcast', false),
    bitrate: bindLive(description, 'Analytics', 'Bitrate for stream', true),
    viewers: bindLive(description, 'Analytics', 'Viewers for stream', true),
    events: bindLive(description, 'Analytics', 'Events for stream', true),
  };
}
