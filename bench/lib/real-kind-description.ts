// A description in the real kind's own shapes, for benchmarks that need a large one: every operation of the sheet
// (../shared/real-kind-shapes.md, read into api/testing/real-kind-table.json and real-kind-schemas.json by
// scripts/real-kind-table.ts) written as OpenAPI 3.0 the way a NestJS service's Swagger module writes it: one tag per
// group, the sheet's summaries and operationIds, its parameters, bodies and answers, its named schemas under
// components. Nothing the sheet does not say is added but the wrapping OpenAPI needs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contractDescription } from '../../api/openapi.ts';
import type { RealKindOperation } from '../../scripts/real-kind-table.ts';
import {
  type Json,
  type Paths,
  body,
  serviceDescription,
  json,
  object,
  operation,
  parameter,
} from '../../src/testing/description-builder.ts';
import { ROOT } from './build.ts';

type TableRow = RealKindOperation;

/** The sheet's schema with its `$ref`s pointing into components. */
function schema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(schema);
  if (typeof value !== 'object' || value === null) return value;
  const out: Json = {};
  for (const [key, inner] of Object.entries(value as Json))
    out[key] = key === '$ref' && typeof inner === 'string' ? `#/components/schemas/${inner}` : schema(inner);
  if (out.type === 'none') return {};
  return out;
}

const primitive = (type: string) =>
  ['string', 'number', 'boolean', 'integer'].includes(type) ? { type } : { type: 'object' };

export function realKindDescription(): Json {
  const read = (file: string) => JSON.parse(readFileSync(path.join(ROOT, 'api/testing', file), 'utf8')) as unknown;
  const table = read('real-kind-table.json') as TableRow[];
  const { answers, schemas } = read('real-kind-schemas.json') as {
    answers: Record<string, Record<string, unknown>>;
    schemas: Record<string, unknown>;
  };
  const paths: Paths = {};
  for (const row of table) {
    const responses: Json = {};
    for (const [status, answer] of Object.entries(answers[`${row.method} ${row.path}`] ?? {}))
      responses[status] = { description: '', content: json(schema(answer)) };
    (paths[row.path] ??= {})[row.method.toLowerCase()] = operation({
      group: row.group,
      summary: row.summary,
      operationId: row.operationId,
      // The sheet's own parameters: `v` and `language` among them where it lists them.
      common: [],
      parameters: row.parameters.map((one) =>
        parameter(one.name, { in: one.in as 'query', required: one.required, schema: primitive(one.type) }),
      ),
      requestBody:
        row.body?.kind === 'object'
          ? body(
              object(
                Object.fromEntries(Object.entries(row.body.properties).map(([name, type]) => [name, primitive(type)])),
              ),
            )
          : undefined,
      responses,
      extra: { security: [{ bearer: [] }] },
    });
  }
  return serviceDescription({
    openapi: '3.0.0',
    info: { title: 'Relay', description: '', version: '1.0', contact: {} },
    extra: { tags: [], servers: [] },
    components: { securitySchemes: { bearer: { scheme: 'bearer', bearerFormat: 'JWT', type: 'http' } } },
    schemas: Object.fromEntries(Object.entries(schemas).map(([name, value]) => [name, schema(value)])),
    paths,
  });
}

/**
 * The contract API's description with every operation and named schema of the sheet it does not describe added, so
 * that the pages bind and read as against the contract API while the document is a real deployment's size and kind.
 */
export function largeRealKindDescription(): Json {
  const sheet = realKindDescription() as { paths: Record<string, Json>; components: { schemas: Json } };
  const ours = structuredClone(contractDescription()) as { paths: Record<string, Json>; components?: Json };
  for (const [where, item] of Object.entries(sheet.paths))
    for (const [method, operation] of Object.entries(item)) (ours.paths[where] ??= {})[method] ??= operation;
  const components = (ours.components ??= {}) as { schemas?: Json };
  components.schemas = { ...sheet.components.schemas, ...components.schemas };
  return ours;
}
