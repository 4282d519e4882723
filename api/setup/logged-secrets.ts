// What the request log (the control surface's, for tests) keeps of a request that carries a key: the field, so a test
// sees it was sent, and never its value. A key is what the contract API's own description marks as one a client must
// not show (`format: password` or `writeOnly`: a stream key, a pull link's or the chat's key, a custom destination's
// address), in the query or the JSON body, and — whatever its field — a value that is a key by what it is, an address
// carrying its credentials (the dashboard's one rule, `isSecretValue`). The session's tokens are not keys of a
// stream: the tests that watch a sign-in rotate read them here.
import { isSecretValue } from '../../src/lib/service-description/secret.ts';

const SECRET = '[secret]';

type Schema = Record<string, unknown>;
type Described = {
  paths: Record<string, Record<string, { parameters?: Schema[]; requestBody?: { content?: Record<string, Schema> } }>>;
  components?: { schemas?: Record<string, Schema> };
};

/** The fields a request of each method and path carries a key in, as the description marks them. */
export type LoggedSecrets = ReadonlyMap<string, ReadonlySet<string>>;

const isMarked = (schema: unknown) => {
  const { format, writeOnly } = (schema ?? {}) as Schema;
  return format === 'password' || writeOnly === true;
};

export function loggedSecrets(description: Record<string, unknown>): LoggedSecrets {
  const { paths, components } = description as Described;
  const byRef = (schema: unknown): Schema => {
    const ref = (schema as { $ref?: unknown } | undefined)?.$ref;
    return ((typeof ref === 'string' ? components?.schemas?.[ref.split('/').pop()!] : schema) ?? {}) as Schema;
  };
  const found = new Map<string, Set<string>>();
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const fields = new Set<string>();
      for (const parameter of operation.parameters ?? [])
        if (isMarked(parameter.schema)) fields.add(String(parameter.name));
      const body = byRef(operation.requestBody?.content?.['application/json']?.schema);
      for (const [name, schema] of Object.entries((body.properties ?? {}) as Schema))
        if (isMarked(schema) || isMarked(byRef(schema))) fields.add(name);
      if (fields.size) found.set(`${method.toUpperCase()} ${path}`, fields);
    }
  }
  return found;
}

/**
 * A copy with each marked field's value, and each text that is a key by what it is (at any depth), masked. Its own
 * stack: a body nested thousands deep (which JSON.parse accepts) cannot exhaust the call stack.
 */
function masked(value: unknown, marked: ReadonlySet<string>): unknown {
  const holder: unknown[] = [undefined];
  const stack: { value: unknown; into: Record<string | number, unknown>; at: string | number; top: boolean }[] = [
    { value, into: holder as unknown as Record<number, unknown>, at: 0, top: true },
  ];
  while (stack.length) {
    const { value: node, into, at, top } = stack.pop()!;
    if (typeof node === 'string') into[at] = isSecretValue(node) ? SECRET : node;
    else if (Array.isArray(node)) {
      const copy: unknown[] = new Array<unknown>(node.length);
      into[at] = copy;
      node.forEach((item, index) =>
        stack.push({ value: item, into: copy as unknown as Record<number, unknown>, at: index, top: false }),
      );
    } else if (typeof node === 'object' && node !== null) {
      const copy: Record<string, unknown> = {};
      into[at] = copy;
      for (const [name, item] of Object.entries(node)) {
        if (top && marked.has(name)) copy[name] = SECRET;
        else stack.push({ value: item, into: copy, at: name, top: false });
      }
    } else into[at] = node;
  }
  return holder[0];
}

export function loggedRequest(
  secrets: LoggedSecrets,
  method: string,
  path: string,
  query: Record<string, string>,
  body: unknown,
): { query: Record<string, string>; body: unknown } {
  const marked = secrets.get(`${method} ${path}`) ?? new Set<string>();
  return {
    query: masked(query, marked) as Record<string, string>,
    body: masked(body, marked),
  };
}
