// The hostile inputs of `npm run bench:hostile`, shared by its parent (bench/hostile.ts) and its child process
// (hostile-node.ts): text the service or a link controls, at sizes meant to hurt.

export const ERROR_BODY_SIZES = [10_000, 40_000, 200_000, 1_000_000];
export const SLASHES = [80_000, 1_000_000];
export const BRACES = 100_000;
export const ALL_OF_MEMBERS = 4000;

/** An error body whose message is `size` characters of "eyJeyJ…" (token-shaped, no dots). */
export function tokenishErrorBody(size: number): string {
  return JSON.stringify({ error: { message: 'eyJ'.repeat(Math.ceil(size / 3)) } });
}

/** A page path of `count` slashes and then a character, inside a project. */
export function slashesPath(count: number): string {
  return `/projects/42${'/'.repeat(count)}x`;
}

/** A description with one operation whose path is `count` "{" and no "}". */
export function bracesDescription(count: number): Record<string, unknown> {
  return {
    openapi: '3.0.3',
    info: { title: 'hostile', version: '1' },
    paths: {
      [`/x/${'{'.repeat(count)}`]: { get: { operationId: 'braces', responses: { 200: { description: 'ok' } } } },
    },
  };
}

/** A body schema of `count` `allOf` members, each an object with one required property of its own (≈ 670 KB). */
export function allOfSchema(count: number): Record<string, unknown> {
  const members = Array.from({ length: count }, (_, i) => ({
    type: 'object',
    required: [`field_${i}`],
    properties: {
      [`field_${i}`]: { type: 'string', maxLength: 64, description: `Field number ${i} of the hostile body schema.` },
    },
  }));
  return { type: 'object', allOf: members };
}
