// What an operation page needs of one operation: its parameters, its request body and its responses, resolved.
// Built when the page opens, not when the description is read.

import { type DescribedOperation, type Json, isJson } from './description.ts';
import { type NamedExample, mediaExamples } from './examples.ts';
import { type Schema, SchemaResolver, primaryType } from './schema.ts';

export type ParameterLocation = 'query' | 'path' | 'header' | 'cookie';

export interface OperationParameter {
  /** Exactly as the description spells it. */
  name: string;
  in: ParameterLocation;
  required: boolean;
  description: string | undefined;
  deprecated: boolean;
  schema: Schema;
  /** The schema as written, for checkValue and findContradiction (refs intact). */
  rawSchema: unknown;
  /** Query arrays: `?a=1&a=2` (form, explode — OpenAPI's default) or `?a=1,2`. */
  explode: boolean;
  /** The parameter's own `example` (or the first of its `examples`), else its schema's. */
  hasExample: boolean;
  example: unknown;
}

export type BodyKind = 'json' | 'multipart' | 'form-urlencoded';

export interface OperationBody {
  kind: BodyKind;
  mediaType: string;
  required: boolean;
  description: string | undefined;
  schema: Schema;
  /** The schema as written, for validation by the JSON Schema validator (refs intact). */
  rawSchema: unknown;
  /** Other media types the operation also accepts, which the dashboard does not send. */
  alternatives: readonly string[];
  /**
   * What the body starts from: the description's examples, else one built from the schema (see examples.ts). Built
   * when first read — only the JSON editor reads it — and kept.
   */
  readonly examples: readonly NamedExample[];
}

export interface OperationResponse {
  /** "200", "4XX", "default". */
  status: string;
  description: string | undefined;
  mediaType: string | undefined;
  schema: Schema | undefined;
  rawSchema: unknown;
}

export interface OperationDetails {
  parameters: readonly OperationParameter[];
  body: OperationBody | undefined;
  /** Media types of a request body the dashboard cannot send (e.g. application/xml only). */
  unsupportedBody: readonly string[];
  responses: readonly OperationResponse[];
}

const LOCATIONS: readonly ParameterLocation[] = ['query', 'path', 'header', 'cookie'];

/**
 * The names in a path's `{…}` placeholders, as `/\{([^}]+)\}/g` finds them but in one pass: that pattern, over a path
 * of many "{" and no "}", scans to the path's end from every "{".
 */
export function placeholders(path: string): string[] {
  const names: string[] = [];
  let open = path.indexOf('{');
  while (open !== -1) {
    const close = path.indexOf('}', open + 1);
    if (close === -1) break;
    if (close > open + 1) names.push(path.slice(open + 1, close));
    open = path.indexOf('{', close > open + 1 ? close + 1 : open + 1);
  }
  return names;
}

/**
 * Each operation's details, read once per description with one resolver: every part of a page that binds an
 * operation asks for them (the header, the page, its sections), and each `$ref` is then resolved once, not once per
 * operation and asker. Held weakly: a description that is replaced takes its details with it.
 */
const known = new WeakMap<Json, { resolver: SchemaResolver; details: WeakMap<DescribedOperation, OperationDetails> }>();

export function operationDetails(
  document: Json,
  operation: DescribedOperation,
  resolver?: SchemaResolver,
): OperationDetails {
  if (resolver) return readDetails(resolver, operation);
  let read = known.get(document);
  if (!read) {
    read = { resolver: new SchemaResolver(document), details: new WeakMap() };
    known.set(document, read);
  }
  let details = read.details.get(operation);
  if (!details) {
    details = readDetails(read.resolver, operation);
    read.details.set(operation, details);
  }
  return details;
}

function readDetails(resolver: SchemaResolver, operation: DescribedOperation): OperationDetails {
  // Path-level parameters apply unless the operation redefines the same name and location.
  const byKey = new Map<string, OperationParameter>();
  for (const list of [operation.pathItem.parameters, operation.raw.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      const parameter = readParameter(resolver, entry);
      if (parameter) byKey.set(`${parameter.in}:${parameter.name}`, parameter);
    }
  }
  // A path placeholder the description forgot to declare is still a required path parameter.
  for (const name of placeholders(operation.path)) {
    if (!byKey.has(`path:${name}`)) {
      byKey.set(`path:${name}`, {
        name,
        in: 'path',
        required: true,
        description: undefined,
        deprecated: false,
        schema: resolver.resolve({ type: 'string' }),
        rawSchema: { type: 'string' },
        explode: false,
        hasExample: false,
        example: undefined,
      });
    }
  }
  const { body, unsupported } = readBody(resolver, operation.raw.requestBody);
  return {
    parameters: [...byKey.values()],
    body,
    unsupportedBody: unsupported,
    responses: readResponses(resolver, operation.raw.responses),
  };
}

function readParameter(resolver: SchemaResolver, entry: unknown): OperationParameter | undefined {
  const parameter = resolver.deref(entry);
  if (!parameter || typeof parameter.name !== 'string' || !LOCATIONS.includes(parameter.in as ParameterLocation))
    return undefined;
  const location = parameter.in as ParameterLocation;
  // A parameter may give its schema through `content` instead (rare): the first media type's schema.
  const content = isJson(parameter.content) ? Object.values(parameter.content).find(isJson) : undefined;
  const rawSchema = parameter.schema ?? content?.schema;
  const schema = resolver.resolve(rawSchema);
  const own = ownExample(resolver, parameter) ?? (content ? ownExample(resolver, content) : undefined);
  return {
    name: parameter.name,
    in: location,
    required: location === 'path' || parameter.required === true,
    description:
      typeof parameter.description === 'string' && parameter.description.trim() ? parameter.description : undefined,
    deprecated: parameter.deprecated === true,
    schema,
    rawSchema,
    explode: typeof parameter.explode === 'boolean' ? parameter.explode : (parameter.style ?? 'form') === 'form',
    hasExample: own !== undefined || schema.hasExample,
    example: own ? own.value : schema.example,
  };
}

/** A Parameter's (or its content's) `example`, else the value of the first of its `examples` that has one. */
function ownExample(resolver: SchemaResolver, holder: Json): { value: unknown } | undefined {
  if (Object.hasOwn(holder, 'example')) return { value: holder.example };
  if (!isJson(holder.examples)) return undefined;
  for (const entry of Object.values(holder.examples)) {
    const example = resolver.deref(entry);
    if (example && Object.hasOwn(example, 'value')) return { value: example.value };
  }
  return undefined;
}

function mediaKind(mediaType: string): BodyKind | undefined {
  const type = mediaType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type) || type === '*/*') return 'json';
  if (type === 'multipart/form-data') return 'multipart';
  if (type === 'application/x-www-form-urlencoded') return 'form-urlencoded';
  return undefined;
}

function readBody(resolver: SchemaResolver, raw: unknown): { body: OperationBody | undefined; unsupported: string[] } {
  const requestBody = resolver.deref(raw);
  if (!requestBody || !isJson(requestBody.content)) return { body: undefined, unsupported: [] };
  const types = Object.keys(requestBody.content);
  // JSON first (the document's own choice, section 1), then multipart, then urlencoded.
  const order: BodyKind[] = ['json', 'multipart', 'form-urlencoded'];
  const chosen = types
    .filter((type) => mediaKind(type))
    .sort((a, b) => order.indexOf(mediaKind(a)!) - order.indexOf(mediaKind(b)!))[0];
  if (chosen === undefined) return { body: undefined, unsupported: types };
  const media = isJson(requestBody.content[chosen]) ? (requestBody.content[chosen] as Json) : {};
  let examples: readonly NamedExample[] | undefined;
  let schema: Schema | undefined;
  return {
    body: {
      kind: mediaKind(chosen)!,
      mediaType: chosen,
      required: requestBody.required === true,
      description: typeof requestBody.description === 'string' ? requestBody.description : undefined,
      // Resolved when first read, as an answer's (readResponses): most writes a page binds are not sent on a visit.
      get schema() {
        schema ??= resolver.resolve(media.schema);
        return schema;
      },
      rawSchema: media.schema,
      alternatives: types.filter((type) => type !== chosen),
      // A sign-out, a tariff change or a form never needs a sample: building one is left to the JSON editor.
      get examples() {
        examples ??= mediaExamples(resolver.document, media, resolver);
        return examples;
      },
    },
    unsupported: [],
  };
}

function readResponses(resolver: SchemaResolver, raw: unknown): OperationResponse[] {
  if (!isJson(raw)) return [];
  return Object.entries(raw).flatMap(([status, value]) => {
    const response = resolver.deref(value);
    if (!response) return [];
    const content = isJson(response.content) ? response.content : {};
    const mediaType = Object.keys(content).find((type) => mediaKind(type) === 'json') ?? Object.keys(content)[0];
    const media = mediaType && isJson(content[mediaType]) ? (content[mediaType] as Json) : undefined;
    const rawSchema = media?.schema;
    // Resolved when first read: a page binds every operation it may call, and most answers it binds (its writes',
    // the errors') are never read on a visit; resolving each on binding was most of a page's binding time.
    let schema: Schema | undefined | null = null;
    return [
      {
        status,
        description:
          typeof response.description === 'string' && response.description.trim() ? response.description : undefined,
        mediaType,
        get schema() {
          if (schema === null) schema = rawSchema === undefined ? undefined : resolver.resolve(rawSchema);
          return schema;
        },
        rawSchema,
      },
    ];
  });
}

/** The response a status is described by: the exact code, then "2XX"-style ranges, then "default". */
export function responseFor(responses: readonly OperationResponse[], status: number): OperationResponse | undefined {
  return (
    responses.find((response) => response.status === String(status)) ??
    responses.find((response) => response.status.toUpperCase() === `${String(status)[0]}XX`) ??
    responses.find((response) => response.status === 'default')
  );
}

/** A body the dashboard can fill with a form, one input per property: an object of scalars, enums and files. */
export function isFlatObject(schema: Schema): boolean {
  if (primaryType(schema) !== 'object' || schema.properties.length === 0 || schema.circular) return false;
  return schema.properties.every(({ schema: property }) => {
    const type = primaryType(property);
    return (
      type !== 'object' &&
      (type !== 'array' || isFileList(property)) &&
      !property.circular &&
      property.variants.length === 0
    );
  });
}

/** `type: string, format: binary` (3.0) or `contentMediaType` (3.1): a file for a multipart body. */
export function isFile(schema: Schema): boolean {
  return primaryType(schema) === 'string' && (schema.format === 'binary' || schema.format === 'base64');
}

export function isFileList(schema: Schema): boolean {
  return primaryType(schema) === 'array' && schema.items !== undefined && isFile(schema.items);
}
