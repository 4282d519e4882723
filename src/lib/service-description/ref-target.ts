// Local `$ref`s of a description ("#/components/schemas/Item"), followed by schema.ts, contradiction.ts and
// validate.ts alike. A reference to another file is never followed: it would be a request to another host.

import { type Json, isJson } from './description.ts';

/** A JSON pointer part as written: percent-escapes (as URIs carry them), then `~1` and `~0`. */
export function decodePointerPart(part: string): string {
  let decoded = part;
  try {
    decoded = decodeURIComponent(part);
  } catch {
    // A stray "%" (not a valid escape): read the part as written rather than fail the whole page.
  }
  return decoded.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** What a local reference names, or undefined (another file, a missing target). */
export function refTarget(document: Json, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = document;
  for (const part of ref.slice(1).split('/').filter(Boolean).map(decodePointerPart)) {
    if (Array.isArray(node)) node = node[Number(part)];
    else if (isJson(node) && Object.hasOwn(node, part)) node = node[part];
    else return undefined;
  }
  return node;
}

/** A value with its `$ref`s followed (a reference to a reference too, a few hops at most); undefined when one cannot be. */
export function followRefs(document: Json, value: unknown): unknown {
  let current = value;
  for (let hops = 0; isJson(current) && typeof current.$ref === 'string'; hops += 1) {
    if (hops >= 20) return undefined;
    current = refTarget(document, current.$ref);
  }
  return current;
}
