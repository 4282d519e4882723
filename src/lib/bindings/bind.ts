import type { DescribedOperation, ServiceDescription } from '../service-description/description.ts';
import { isReadOperation } from '../service-description/effect.ts';
import { namedOperations } from '../service-description/match.ts';
import {
  type OperationDetails,
  operationDetails,
  placeholders,
  responseFor,
} from '../service-description/operation-details.ts';
import { type JsonType, type Schema, primaryType } from '../service-description/schema.ts';
import { type OperationInput, operationInputs } from './inputs.ts';

// A document name bound to the operation a deployment describes for it: found by the interface document's group and
// operation name (or the real kind's known wording of it, known-aliases.ts), never by path, with what a page needs to
// call it and read its answer — or, when it cannot be bound, the one shape that says why.

export interface Binding {
  kind: 'bound';
  /** The group as the interface document spells it: the root of the binding's query keys. */
  group: string;
  /** The operation's name in the interface document. */
  name: string;
  operation: DescribedOperation;
  details: OperationDetails;
  /** What it asks for by name, besides what the dashboard fills (v, language, project_id). */
  inputs: readonly OperationInput[];
  /** The success answer's schema (200, else 201, else any 2XX), as far as the description gives one. */
  answer: Schema | undefined;
  /** Whether it only reads, by the rule the console uses before sending without asking. */
  reads: boolean;
}

/**
 * Why a name is not bound: not described (or twice), not a read where the page sends it by itself (`method`), a
 * value the page does not fill (`field`), or described in a shape the page cannot use.
 */
export type UnboundReason = 'not-described' | 'not-a-read' | 'needs' | 'other-shape';

export interface Unbound {
  kind: 'unbound';
  group: string;
  name: string;
  reason: UnboundReason;
  method?: string;
  field?: string;
}

export type Bound = Binding | Unbound;

export const isBound = (bound: Bound | undefined): bound is Binding => bound?.kind === 'bound';

export interface BindOptions {
  /**
   * The dashboard sends it by itself: anything that is not a read by the console's rule (`isReadOperation`) is
   * refused, whatever the description says.
   */
  read?: boolean;
  /**
   * The dashboard asks for it by itself when it needs a fresh value (a realtime token), though its name is no read:
   * only a GET or HEAD is bound — never a write a description put under the name, sent on the page's own.
   */
  fetch?: boolean;
  /**
   * A change the page sends when the user asks for it, by a name a description also gives a read (the real kind
   * publishes an account's sign-out under the category search's summary): of several operations with the name, only
   * one that is not a read is bound.
   */
  write?: boolean;
  /**
   * The parameter names the caller fills (`limit`, `offset`, `project_id`): when given, an operation that needs
   * anything else (a path value, another required parameter, a required body) is refused. `v`, `language` and the
   * session's Authorization are always filled.
   */
  fills?: readonly string[];
  /**
   * What the page sends as the operation's JSON body, by property and type (`'any'`: of any type): the name binds
   * only a write whose body declares each — the page's own check that what the name found is what it means. Of
   * several operations with the name, the one that takes it is bound.
   */
  sends?: Readonly<Record<string, JsonType | 'any'>>;
}

export function bind(description: ServiceDescription, group: string, name: string, options: BindOptions = {}): Bound {
  const unbound = (reason: UnboundReason, more: Pick<Unbound, 'method' | 'field'> = {}): Unbound => ({
    kind: 'unbound',
    group,
    name,
    reason,
    ...more,
  });
  const named = namedOperations(description, group, name);
  const { sends } = options;
  // Two operations of one name are told apart only by what the page says of the one it means — what it sends, or
  // that it reads or writes — never by guessing.
  const fits = (one: DescribedOperation) => {
    const binding = bindingOf(description, group, name, one);
    if (sends) return takes(binding, sends);
    if (options.read) return binding.reads;
    if (options.fetch) return one.method === 'GET' || one.method === 'HEAD';
    if (options.write) return !binding.reads;
    return true;
  };
  const candidates = named.length > 1 ? named.filter(fits) : named;
  const operation = candidates.length === 1 ? candidates[0]! : undefined;
  if (!operation) return unbound('not-described');
  const binding: Binding = withBodyFor(bindingOf(description, group, name, operation), sends);
  const { reads, details } = binding;
  if (options.read && !reads) return unbound('not-a-read', { method: operation.method });
  if (options.write && reads) return unbound('other-shape');
  if (options.fetch && operation.method !== 'GET' && operation.method !== 'HEAD')
    return unbound('not-a-read', { method: operation.method });
  if (options.fills) {
    const needed = neededField(operation, details, options.fills);
    if (needed !== undefined) return unbound('needs', { field: needed });
  }
  return sends && !takes(binding, sends) ? unbound('other-shape') : binding;
}

/** Whether a binding is a write whose JSON body declares each property the page sends, of its type. */
function takes(binding: Binding, sends: NonNullable<BindOptions['sends']>): boolean {
  const body = withBodyFor(binding, sends).details.body;
  if (binding.reads || body?.kind !== 'json') return false;
  return declaresAll(body.schema, sends);
}

function declaresAll(schema: Schema, sends: NonNullable<BindOptions['sends']>): boolean {
  return Object.entries(sends).every(([property, type]) => {
    const declared = schema.properties.find((one) => one.name === property)?.schema;
    if (!declared) return false;
    const primary = primaryType(declared);
    return type === 'any' || primary === type || (type === 'number' && primary === 'integer');
  });
}

/**
 * A body described as alternatives (`oneOf`, as frameworks write one endpoint taking several DTOs) is sent as the one
 * that declares everything the page sends and asks for the least else besides what the dashboard fills; the others'
 * properties are never sent. Without alternatives, or with none that fits, the binding is as described.
 */
function withBodyFor(binding: Binding, sends: BindOptions['sends']): Binding {
  const body = binding.details.body;
  if (!sends || body?.kind !== 'json' || body.schema.properties.length || !body.schema.variants.length) return binding;
  const filled = new Set(['v', 'language', 'project_id', ...Object.keys(sends)]);
  const extra = (variant: Schema) => variant.required.filter((property) => !filled.has(property)).length;
  const fitting = body.schema.variants
    .filter((variant) => declaresAll(variant, sends))
    .sort((a, b) => extra(a) - extra(b));
  const chosen = fitting[0];
  if (!chosen || (fitting[1] && extra(fitting[1]) === extra(chosen))) return binding;
  const details = { ...binding.details, body: { ...body, schema: chosen } };
  return { ...binding, details, inputs: operationInputs(details) };
}

function bindingOf(description: ServiceDescription, group: string, name: string, operation: DescribedOperation) {
  const details = operationDetails(description.document, operation);
  let inputs: readonly OperationInput[] | undefined;
  return {
    kind: 'bound',
    group,
    name,
    operation,
    details,
    // Read when the page fills or sends the operation, and the answer when one comes: the schemas they need are
    // resolved then (operation-details.ts), not for every operation the page binds.
    get inputs() {
      inputs ??= operationInputs(details);
      return inputs;
    },
    get answer() {
      return successAnswer(details);
    },
    reads: isReadOperation(operation, name),
  } satisfies Binding;
}

/** What a success looks like: the 200 answer, else a 201 (a creation), else the first 2XX the description gives. */
function successAnswer(details: OperationDetails): Schema | undefined {
  const success =
    responseFor(details.responses, 200) ??
    details.responses.find((response) => response.status === '201') ??
    details.responses.find((response) => /^2/.test(response.status));
  return success?.schema;
}

/** The first thing the operation asks for that is not filled, if any. */
function neededField(
  operation: DescribedOperation,
  details: OperationDetails,
  fills: readonly string[],
): string | undefined {
  const filled = new Set(['v', 'language', ...fills]);
  const path = placeholders(operation.path).filter((placeholder) => !filled.has(placeholder));
  if (path.length) return operation.path;
  const needed = details.parameters.find(
    (parameter) =>
      parameter.required &&
      !((parameter.in === 'query' || parameter.in === 'path') && filled.has(parameter.name)) &&
      !(parameter.in === 'header' && /^authorization$/i.test(parameter.name)),
  );
  if (needed) return needed.name;
  if (details.unsupportedBody.length) return 'body';
  const body = details.body;
  if (!body?.required) return undefined;
  if (body.kind !== 'json') return 'body';
  return body.schema.required.find((property) => !filled.has(property)) ?? undefined;
}

/** An operation by the document's name, in the page's group or in another one. */
export type OperationName = string | { group: string; name: string };

/**
 * What a page binds for one role: a name (a write the user asks for, or anything the page does not send by itself),
 * or a name with options — several names to take the first that binds, in order.
 */
export type BindingSpec = OperationName | ({ name: OperationName | readonly OperationName[] } & BindOptions);

function specParts(spec: BindingSpec): [readonly OperationName[], BindOptions] {
  if (typeof spec === 'string' || 'group' in spec) return [[spec], {}];
  const { name, ...options } = spec;
  return [typeof name === 'string' || 'group' in name ? [name as OperationName] : name, options];
}

/** One role bound: the first of its names that binds, else why the first one that says more than "not described". */
export function bindSpec(description: ServiceDescription, pageGroup: string, spec: BindingSpec): Bound {
  const [names, options] = specParts(spec);
  let first: Unbound | undefined;
  for (const named of names) {
    const [group, name] = typeof named === 'string' ? [pageGroup, named] : [named.group, named.name];
    const bound = bind(description, group, name, options);
    if (isBound(bound)) return bound;
    if (!first || (first.reason === 'not-described' && bound.reason !== 'not-described')) first = bound;
  }
  return first!;
}

/** Every role of a page bound against a description. */
export function bindAll<Role extends string>(
  description: ServiceDescription,
  pageGroup: string,
  bindings: Readonly<Record<Role, BindingSpec>>,
): Record<Role, Bound> {
  const bound = {} as Record<Role, Bound>;
  for (const role of Object.keys(bindings) as Role[]) bound[role] = bindSpec(description, pageGroup, bindings[role]);
  return bound;
}

/** The groups a page's bindings name (its own among them), before any description is read. */
export function specGroups(pageGroup: string, bindings: Readonly<Record<string, BindingSpec>>): string[] {
  const groups = new Set([pageGroup]);
  for (const spec of Object.values(bindings))
    for (const named of specParts(spec)[0]) groups.add(typeof named === 'string' ? pageGroup : named.group);
  return [...groups];
}

/** The groups a set of bindings reads and writes: what a write on their page makes stale. */
export function groupsOf(bound: Readonly<Record<string, Bound>>): string[] {
  return [...new Set(Object.values(bound).map((one) => one.group))];
}
