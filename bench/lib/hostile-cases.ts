// The hostile inputs of `npm run bench:hostile`, shared by its parent (bench/hostile.ts) and its child process
// (hostile-node.ts): text the service or a link controls, at sizes meant to hurt.
import { serviceDescription, json, operation, object, ref } from '../../src/testing/description-builder.ts';

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
  return serviceDescription({
    info: { title: 'hostile', version: '1' },
    paths: {
      [`/x/${'{'.repeat(count)}`]: { get: { operationId: 'braces', responses: { 200: { description: 'ok' } } } },
    },
  });
}

/** A body schema of `count` `allOf` members, each an object with one required property of its own (≈ 670 KB). */
export function allOfSchema(count: number): Record<string, unknown> {
  const members = Array.from({ length: count }, (_, i) =>
    object(
      {
        [`field_${i}`]: { type: 'string', maxLength: 64, description: `Field number ${i} of the hostile body schema.` },
      },
      [`field_${i}`],
    ),
  );
  return { type: 'object', allOf: members };
}

export const REF_LEVELS = [4, 5];
export const REF_WIDTH = 20;
export const PATTERN_MIN_LENGTHS = [26, 28];
export const KEYED_RECORDS = 20_000;

/**
 * A description with one POST whose body is `levels` levels of objects by `$ref`, each of `width` properties that all
 * refer to the next level (≈ 4 KB for 5 × 20; width^levels values as a tree).
 */
export function nestedRefsDescription(levels: number, width: number): Record<string, unknown> {
  const schemas: Record<string, unknown> = {};
  for (let level = 0; level < levels; level += 1) {
    const next = level + 1 < levels ? { $ref: `#/components/schemas/L${level + 1}` } : { type: 'string' };
    schemas[`L${level}`] = {
      type: 'object',
      properties: Object.fromEntries(Array.from({ length: width }, (_, index) => [`p${index}`, next])),
    };
  }
  return bodyDescription(ref('L0'), schemas);
}

/** "Buy restream tariff" with a body of one string of `minLength` and a pattern that backtracks without end. */
export function backtrackingPatternDescription(minLength: number): Record<string, unknown> {
  return bodyDescription(object({ code: { type: 'string', minLength, pattern: '^([A-Za-z0-9]+)+-$' } }, ['code']));
}

function bodyDescription(schema: unknown, schemas: Record<string, unknown> = {}): Record<string, unknown> {
  return serviceDescription({
    info: { title: 'hostile', version: '1' },
    paths: {
      '/method/plan_restream': {
        post: operation({
          group: 'PlanRestream',
          summary: 'Buy restream tariff',
          common: false,
          requestBody: { content: json(schema) },
          responses: { 200: { description: 'ok' } },
        }),
      },
    },
    schemas,
  });
}

/** An answer of `count` records, each with one key of its own: `[{k0: 1}, {k1: 1}, …]`. */
export function keyedRecords(count: number): Record<string, number>[] {
  return Array.from({ length: count }, (_, index) => ({ [`k${index}`]: 1 }));
}

export const DISPOSITION_SEMICOLONS = [100_000, 400_000];

/** A Content-Disposition of `count` ";" before a single "=", and a name after it. */
export function semicolonsDisposition(count: number): string {
  return `attachment${';'.repeat(count)}x=1; filename="report.csv"`;
}

/** Realtime channels one live info answer names, each `{channel, token}` under a key of its own. */
export const CHANNEL_MEMBERS = 60_000;

/** A live info answer naming `count` realtime channels (a flood: the page subscribes to a few at most). */
export function channelFlood(count: number): Record<string, unknown> {
  const flood: Record<string, unknown> = { results: [] };
  for (let index = 0; index < count; index += 1) flood[`c${index}`] = { channel: `$c:${index}`, token: 't' };
  return flood;
}

/** Destinations of one project, for the Stream page's list (drawn in Chromium). */
export const DESTINATIONS = 10_000;

/** Unauthenticated sign-in starts a script sends the contract API (each kept until used or expired, unless capped). */
export const SIGN_IN_STARTS = 18_000;

/** Empty commands `{}` a socket sends the contract API, at most (in frames of 10,000). */
export const SOCKET_LINES = 2_000_000;

/** Chat sends a script makes, each with an `id` of CHAT_ID_CHARACTERS (the sender's ID is kept with its message). */
export const CHAT_SENDS = 200;
export const CHAT_ID_CHARACTERS = 1_000_000;

/** Demo tokens one address asks for. */
export const MINTS = 20_000;

/**
 * Addresses a mint flood comes from (127.1.0.0/16, each a loopback address of its own), each signing in
 * MINT_FLOOD_EACH times with a provider and as many with the demo token: more sign-ins than the service keeps.
 */
export const MINT_FLOOD_ADDRESSES = 1_100;
export const MINT_FLOOD_EACH = 12;

/** The values of a parameter's enum in a description (a choice a form draws). */
export const ENUM_VALUES = 200_001;

/** Tags one YouTube destination is sent (each "lofi": about 420 KB of JSON). */
export const YOUTUBE_TAGS = 60_000;

/** Destinations of one project on the Team page (drawn in Chromium). */
export const TEAM_DESTINATIONS = 300;
