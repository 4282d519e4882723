// The request bodies of the real kind's two sheets, for a page's contract test: what a body the page sent may hold
// (each sheet's properties, their types, those it requires), and a description with some of its operations as the
// older sheet (../shared/real-kind-shapes.md, read through real-kind-table.json and real-kind-schemas.json) has them —
// the contract API's own with, say, the transcoders, the pull keys and the pull servers replaced by the sheet's: their
// older bodies (`videoCodecId`, one `channelIds`, `v` and `language` in the body), no "Reset delay", answers without
// the newer fields. Each schema is written out from the sheet, its named shapes inlined; nothing the sheet does not
// say is added but the wrapping OpenAPI needs.
import { NEWER_TABLE, OLDER_SHEET, OLDER_TABLE } from './real-kind-sheets.ts';

type Json = Record<string, unknown>;

/** The most named shapes followed down one path: the sheet's shapes are not recursive, but a mistake should end. */
const DEPTH = 12;

/** A sheet's schema with every named shape it refers to written out in its place. */
function inline(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((item) => inline(item, depth));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Json;
  if (typeof record.$ref === 'string') {
    const named = OLDER_SHEET.schemas.schemas[record.$ref];
    return named === undefined || depth >= DEPTH ? {} : inline(named, depth + 1);
  }
  if (record.type === 'none') return {};
  return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, inline(inner, depth)]));
}

/** The sheet's named body of an operation: the one shape whose properties are exactly the body's, else its types. */
function bodyOf(row: (typeof OLDER_TABLE)[number]): unknown {
  if (row.body?.kind !== 'object') return undefined;
  const names = Object.keys(row.body.properties).sort().join();
  const named = Object.values(OLDER_SHEET.schemas.schemas).find(
    (schema) =>
      Object.keys((schema as { properties?: Json }).properties ?? {})
        .sort()
        .join() === names,
  );
  if (named) return inline(named);
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(row.body.properties).map(([name, type]) => [name, { type }])),
  };
}

function operationOf(row: (typeof OLDER_TABLE)[number]): Json {
  const answers = OLDER_SHEET.schemas.answers[`${row.method} ${row.path}`] ?? {};
  const body = bodyOf(row);
  return {
    tags: [row.group],
    summary: row.summary,
    operationId: row.operationId,
    parameters: row.parameters.map(({ name, in: where, type, required }) => ({
      name,
      in: where,
      required,
      schema: { type },
    })),
    ...(body === undefined
      ? {}
      : { requestBody: { required: true, content: { 'application/json': { schema: body } } } }),
    responses: Object.fromEntries(
      Object.entries(answers).map(([status, schema]) => [
        status,
        { description: '', content: { 'application/json': { schema: inline(schema) } } },
      ]),
    ),
  };
}

/**
 * `description` (OpenAPI, left as it is) with every operation of `groups`, and every operation at `paths`, as the
 * older sheet has them: the description's own of those groups and paths are taken out, the sheet's put in.
 */
export function withOlderOperations(
  description: Json,
  { groups, paths = [] }: { groups: readonly string[]; paths?: readonly string[] },
): Json {
  const chosen = (group: string, path: string) => groups.includes(group) || paths.includes(path);
  const out = structuredClone(description) as Json & { paths: Record<string, Record<string, Json>> };
  for (const [path, item] of Object.entries(out.paths))
    for (const [method, operation] of Object.entries(item)) {
      const tags = (operation.tags as string[] | undefined) ?? [];
      if (tags.some((tag) => chosen(tag, path)) || paths.includes(path)) delete item[method];
    }
  for (const row of OLDER_TABLE)
    if (chosen(row.group, row.path)) (out.paths[row.path] ??= {})[row.method.toLowerCase()] = operationOf(row);
  return out;
}

/** A request body as a sheet writes it: its properties' JSON types, and those it requires. */
export interface SheetBody {
  types: Record<string, string>;
  required: string[];
}

/** What the older sheet says a request body of an operation is. */
export function olderBody(method: string, path: string): SheetBody {
  const row = OLDER_TABLE.find((one) => one.method === method && one.path === path);
  const body = row && (bodyOf(row) as { properties?: Record<string, { type?: string }>; required?: string[] });
  if (!body?.properties) throw new Error(`The older sheet has no body for ${method} ${path}`);
  return {
    types: Object.fromEntries(Object.entries(body.properties).map(([name, schema]) => [name, schema.type ?? 'any'])),
    required: body.required ?? [],
  };
}

/** What the newer sheet says a request body of an operation is. */
export function newerBody(method: string, path: string): SheetBody {
  const properties = NEWER_TABLE.find((one) => one.method === method && one.path === path)?.body?.properties;
  if (!properties) throw new Error(`The newer sheet has no body for ${method} ${path}`);
  return {
    types: Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, property.type])),
    required: Object.entries(properties).flatMap(([name, property]) => (property.required ? [name] : [])),
  };
}

const jsonType = (value: unknown) =>
  Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value === 'number' ? 'number' : typeof value;

/**
 * How a body sent differs from a sheet's: a property the sheet does not have, one of another type, one it requires
 * that was not sent — each a line, none when it holds. `elsewhere` are required properties the description the page
 * was given takes outside the body (the contract API's `v` and `language`, in the query).
 */
export function bodyProblems(body: unknown, sheet: SheetBody, elsewhere: readonly string[] = []): string[] {
  const sent = (typeof body === 'object' && body !== null ? body : {}) as Json;
  const problems: string[] = [];
  for (const [name, value] of Object.entries(sent)) {
    if (!Object.hasOwn(sheet.types, name)) problems.push(`${name}: not in the sheet`);
    else if (sheet.types[name] !== 'any' && jsonType(value) !== sheet.types[name])
      problems.push(`${name}: ${jsonType(value)}, the sheet says ${sheet.types[name]}`);
  }
  for (const name of sheet.required)
    if (!Object.hasOwn(sent, name) && !elsewhere.includes(name)) problems.push(`${name}: required, not sent`);
  return problems;
}
