// A deployment's OpenAPI description, read and indexed. This is plain data work, testable without a browser: what
// the description says is checked shape by shape, and nothing it leaves out is filled in. Schemas are resolved on
// demand (schema.ts), so a large description costs one pass over its paths here.

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';
const METHODS: readonly HttpMethod[] = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'];

export type Json = Record<string, unknown>;

export interface DescribedOperation {
  /** URL-safe and unique within the description: the operationId when it is one, else method and path. */
  key: string;
  method: HttpMethod;
  /** As the description writes it, with `{name}` placeholders. */
  path: string;
  tags: readonly string[];
  summary: string | undefined;
  /** The summary, or method and path for an operation without one. */
  name: string;
  operationId: string | undefined;
  description: string | undefined;
  deprecated: boolean;
  /** The Operation Object and its Path Item, as written (resolved on demand by operation-details.ts). */
  raw: Json;
  pathItem: Json;
}

export interface ServiceDescription {
  /** "3.0.3", "3.1.0", … */
  openapi: string;
  title: string | undefined;
  operations: readonly DescribedOperation[];
  /** Operations by tag, the tag compared as names are (see `sameName`). */
  byTag: ReadonlyMap<string, readonly DescribedOperation[]>;
  /** The whole document, for `$ref` resolution. */
  document: Json;
}

export type DescriptionProblem =
  | { kind: 'not-object' }
  | { kind: 'swagger-2' }
  | { kind: 'not-openapi' }
  | { kind: 'unsupported-version'; version: string }
  | { kind: 'no-paths' };

/** The description was fetched but is not one the dashboard can use; `problem` says why. */
export class DescriptionError extends Error {
  constructor(readonly problem: DescriptionProblem) {
    super(`Not a usable OpenAPI description: ${problem.kind}`);
    this.name = 'DescriptionError';
  }
}

/** Names are compared ignoring case and repeated spaces, nothing fuzzier. */
export function sameName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function readDescription(document: unknown): ServiceDescription {
  if (!isJson(document)) throw new DescriptionError({ kind: 'not-object' });
  if (typeof document.swagger === 'string') throw new DescriptionError({ kind: 'swagger-2' });
  const openapi = document.openapi;
  if (typeof openapi !== 'string') throw new DescriptionError({ kind: 'not-openapi' });
  if (!/^3\.[01]\.\d+/.test(openapi))
    throw new DescriptionError({ kind: 'unsupported-version', version: openapi.slice(0, 20) });
  // 3.1 allows a description of webhooks or components only; one with no operations gives nothing to show.
  if (!isJson(document.paths)) throw new DescriptionError({ kind: 'no-paths' });

  const operations: DescribedOperation[] = [];
  const keys = new Set<string>();
  const suffixes = new Map<string, number>();
  const byTag = new Map<string, DescribedOperation[]>();
  const idCounts = new Map<string, number>();
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const id =
        isJson(item) && isJson(item[method.toLowerCase()])
          ? text((item[method.toLowerCase()] as Json).operationId)
          : undefined;
      if (id) idCounts.set(id, (idCounts.get(id) ?? 0) + 1);
    }
  }
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isJson(item) || !path.startsWith('/')) continue;
    for (const method of METHODS) {
      const raw = item[method.toLowerCase()];
      if (!isJson(raw)) continue;
      const summary = text(raw.summary)?.trim();
      const operationId = text(raw.operationId);
      const tags = Array.isArray(raw.tags) ? raw.tags.filter((tag): tag is string => typeof tag === 'string') : [];
      const key = uniqueKey(
        operationId && idCounts.get(operationId) === 1 ? operationId : `${method} ${path}`,
        keys,
        suffixes,
      );
      const operation: DescribedOperation = {
        key,
        method,
        path,
        tags,
        summary,
        name: summary ?? `${method} ${path}`,
        operationId,
        description: text(raw.description),
        deprecated: raw.deprecated === true,
        raw,
        pathItem: item,
      };
      operations.push(operation);
      for (const tag of new Set(tags.map(sameName))) {
        const list = byTag.get(tag) ?? [];
        list.push(operation);
        byTag.set(tag, list);
      }
    }
  }
  const info = isJson(document.info) ? document.info : {};
  return { openapi, title: text(info.title), operations, byTag, document };
}

/** A key that reads well in a URL: "PlanRestreamController_get" stays, "GET /method/plan_restream" becomes "get-method-plan_restream". */
function uniqueKey(source: string, taken: Set<string>, suffixes: Map<string, number>): string {
  const base = trimDashes(source.replace(/[^A-Za-z0-9._~-]+/g, '-')).slice(0, 120) || 'operation';
  const lower = /^[A-Z]+ \//.test(source) ? base.toLowerCase() : base;
  let key = lower;
  // Counting on from the last suffix a base got, so a thousand colliding slugs cost a thousand steps, not a million.
  let n = suffixes.get(lower) ?? 2;
  for (; taken.has(key); n += 1) key = `${lower}-${n}`;
  suffixes.set(lower, n);
  taken.add(key);
  return key;
}

/**
 * Without leading and trailing dashes. Not `replace(/^-+|-+$/g, '')`: for a key of dashes between two letters, the
 * regex tries `-+$` from every dash and scans to the next letter each time: quadratic in the run of dashes.
 */
function trimDashes(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text[start] === '-') start += 1;
  while (end > start && text[end - 1] === '-') end -= 1;
  return text.slice(start, end);
}

/** The operations a description tags with a group's name. */
export function operationsOfTag(description: ServiceDescription, tag: string): readonly DescribedOperation[] {
  return description.byTag.get(sameName(tag)) ?? [];
}

export function findOperation(description: ServiceDescription, key: string): DescribedOperation | undefined {
  return description.operations.find((operation) => operation.key === key);
}

/**
 * The refresh operation (4.1) and the Auth group's Logout belong to the session layer, which sends them itself: an
 * operation page shows them but cannot run them.
 */
export function isSessionOperation(operation: DescribedOperation): boolean {
  if (operation.method === 'POST' && operation.path === '/method/auth/refresh-access') return true;
  const inAuth = operation.tags.some((tag) => sameName(tag) === 'auth');
  return (
    inAuth && operation.summary !== undefined && ['update access token', 'logout'].includes(sameName(operation.summary))
  );
}
