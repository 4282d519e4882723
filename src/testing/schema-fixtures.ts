// For tests of this folder: a description around some component schemas, and references to them.

import type { Json } from '../lib/service-description/description.ts';

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export function describedWith(schemas: Json, extra: Json = {}, openapi = '3.0.3'): Json {
  return { openapi, paths: {}, components: { schemas, ...extra } };
}
