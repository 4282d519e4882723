// What the request log (the control surface's, for tests) keeps of a request that carries a secret of a stream's
// setup: the field, so a test sees it was sent, and never its value — a pull link's key (which its share URL
// carries, and the real kind takes in the query) and a destination's stream key.
const SECRET = '[secret]';

/** The fields each path's requests carry a secret in, query or body alike. */
function secretsOf(path: string): readonly string[] {
  if (path === '/method/stream-pull-keys' || path === '/method/stream-pull-keys/check') return ['key'];
  if (path.startsWith('/method/channel/add/')) return ['stream_key'];
  return [];
}

const masked = (fields: readonly string[], values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, fields.includes(name) ? SECRET : value]));

export function loggedRequest(
  path: string,
  query: Record<string, string>,
  body: unknown,
): { query: Record<string, string>; body: unknown } {
  const fields = secretsOf(path);
  if (fields.length === 0) return { query, body };
  const isRecord = typeof body === 'object' && body !== null && !Array.isArray(body);
  return {
    query: masked(fields, query) as Record<string, string>,
    body: isRecord ? masked(fields, body as Record<string, unknown>) : body,
  };
}
