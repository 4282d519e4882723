// The secret rule (secret.ts) applied to whole values: an answer, a JSON body. Everything under a secret name is
// secret — a list of keys, an object of credentials, at any depth — and so is a property whose schema says
// `format: password` or `writeOnly`, and any text that is a secret by what it is (an address carrying its key). Both walks keep their own stack, so a value nested thousands deep (which
// JSON.parse accepts) cannot exhaust the call stack.

import type { Schema } from './schema.ts';
import { isSecretField, isSecretValue } from './secret.ts';

const propertiesByName = new WeakMap<Schema, Map<string, Schema>>();

/** The schema a property of an object is read by: its own, one of a `oneOf`'s, or `additionalProperties`. */
export function propertySchema(schema: Schema | undefined, name: string): Schema | undefined {
  if (!schema) return undefined;
  let byName = propertiesByName.get(schema);
  if (!byName) {
    byName = new Map();
    for (const variant of [schema, ...schema.variants])
      for (const property of variant.properties)
        if (!byName.has(property.name)) byName.set(property.name, property.schema);
    propertiesByName.set(schema, byName);
  }
  return (
    byName.get(name) ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined)
  );
}

type Container = Record<string, unknown> | unknown[];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A copy of the value with every string and number under a secret replaced by `mask` (true and false, null and the
 * shape of lists and objects stay: they tell nothing of the secret), and how many were replaced.
 */
export function maskSecrets(
  value: unknown,
  schema: Schema | undefined,
  mask: string,
): { value: unknown; masked: number } {
  let masked = 0;
  const copy = copyReplacing(value, schema, () => {
    masked += 1;
    return mask;
  });
  return { value: copy, masked };
}

/** The strings and numbers under a secret in a value, as text: what must not be shown back (in an error, say). */
export function secretValues(value: unknown, schema: Schema | undefined): string[] {
  const found: string[] = [];
  copyReplacing(value, schema, (secret) => {
    found.push(String(secret));
    return secret;
  });
  return found;
}

function copyReplacing(
  value: unknown,
  schema: Schema | undefined,
  replace: (secret: string | number) => unknown,
): unknown {
  const holder: Container = [undefined];
  const stack: { value: unknown; schema: Schema | undefined; secret: boolean; into: Container; at: string | number }[] =
    [{ value, schema, secret: false, into: holder, at: 0 }];
  const put = (into: Container, at: string | number, item: unknown) => {
    (into as Record<string | number, unknown>)[at] = item;
  };
  while (stack.length) {
    const { value: node, schema: nodeSchema, secret, into, at } = stack.pop()!;
    if (Array.isArray(node)) {
      const copy: unknown[] = new Array<unknown>(node.length);
      put(into, at, copy);
      node.forEach((item, index) =>
        stack.push({ value: item, schema: nodeSchema?.items, secret, into: copy, at: index }),
      );
    } else if (isObject(node)) {
      // Every key placed first, so the copy keeps the answer's order whatever order the stack fills it in.
      const copy = Object.fromEntries(Object.keys(node).map((key) => [key, null]));
      put(into, at, copy);
      for (const [key, item] of Object.entries(node)) {
        const itemSchema = propertySchema(nodeSchema, key);
        stack.push({
          value: item,
          schema: itemSchema,
          secret: secret || isSecretField(key, itemSchema),
          into: copy,
          at: key,
        });
      }
    } else if ((secret && typeof node === 'number') || ((secret || isSecretValue(node)) && typeof node === 'string'))
      put(into, at, replace(node));
    else put(into, at, node);
  }
  return holder[0];
}

/**
 * Whether a value holds anything secret: a property the rule calls secret (by name or schema), or a text that is one
 * by what it is, at any depth.
 */
export function namesSecret(value: unknown, schema: Schema | undefined): boolean {
  const stack: { value: unknown; schema: Schema | undefined }[] = [{ value, schema }];
  while (stack.length) {
    const { value: node, schema: nodeSchema } = stack.pop()!;
    if (isSecretValue(node)) return true;
    if (Array.isArray(node)) for (const item of node) stack.push({ value: item, schema: nodeSchema?.items });
    else if (isObject(node)) {
      for (const [key, item] of Object.entries(node)) {
        const itemSchema = propertySchema(nodeSchema, key);
        if (isSecretField(key, itemSchema)) return true;
        stack.push({ value: item, schema: itemSchema });
      }
    }
  }
  return false;
}
