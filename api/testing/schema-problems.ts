// Where a contract API answer breaks the schema its operation describes for its status (JSON Schema 2020-12, as
// served at /__contract/openapi.json): the deepest places reported, so a test names what is wrong, not every parent.
import type { OutputUnit, Schema } from '@cfworker/json-schema';
import { Validator } from '@cfworker/json-schema';
import type { DemoReply } from './demo-client.ts';

type JsonSchema = Record<string, unknown>;
type Description = {
  paths: Record<
    string,
    Record<string, JsonSchema & { responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }> }>
  >;
  components: { schemas: Record<string, JsonSchema> };
};

export type SchemaProblems = (method: string, path: string, reply: Pick<DemoReply, 'status' | 'body'>) => string[];

/** The checker of the description a contract API at `baseUrl` serves. */
export async function schemaProblemsOf(baseUrl: string): Promise<SchemaProblems> {
  const description = (await (await fetch(`${baseUrl}/__contract/openapi.json`)).json()) as Description;
  return (method, path, reply) => {
    const schema =
      description.paths[path]?.[method]?.responses[String(reply.status)]?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`${method} ${path} describes no answer ${reply.status}`);
    const root = {
      ...structuredClone(schema),
      components: { schemas: structuredClone(description.components.schemas) },
    };
    const errors: OutputUnit[] = new Validator(root as Schema, '2020-12', false).validate(reply.body).errors;
    const places = [...new Set(errors.map((error) => error.instanceLocation))];
    return places.filter((place) => !places.some((other) => other.startsWith(`${place}/`))).sort();
  };
}
