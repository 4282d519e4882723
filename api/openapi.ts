// The contract API describes itself: an OpenAPI 3.1 description of every operation it implements. The two the
// interface document describes in full (4.1, 4.2) are written from it and from what this implementation really
// answers; the demo deployment's others (api/openapi/identity.ts, api/openapi/plans.ts, api/openapi/studio.ts,
// api/openapi/channel-options.ts, api/openapi/chat.ts, api/openapi/broadcasts.ts, api/openapi/notify.ts,
// api/openapi/money.ts, api/openapi/team.ts, api/openapi/videos.ts, api/openapi/setup.ts) from their implementation. Served at /__contract/openapi.json, outside /method/ (that namespace is the service's); the config.json
// the contract API serves points the dashboard at it. api/openapi.test.ts validates it with an OpenAPI validator and
// checks it against real answers.
import { LANGUAGES } from './messages.ts';
import { BROADCAST_PATHS, BROADCAST_SCHEMAS, BROADCAST_TAGS } from './openapi/broadcasts.ts';
import { CHANNEL_OPTION_PATHS, CHANNEL_OPTION_SCHEMAS } from './openapi/channel-options.ts';
import { CHAT_PATHS, CHAT_SCHEMAS, CHAT_TAGS } from './openapi/chat.ts';
import { IDENTITY_PATHS, IDENTITY_SCHEMAS, IDENTITY_TAGS } from './openapi/identity.ts';
import { MONEY_PATHS, MONEY_SCHEMAS, MONEY_TAGS } from './openapi/money.ts';
import { NOTIFY_PATHS, NOTIFY_SCHEMAS, NOTIFY_TAGS } from './openapi/notify.ts';
import { PLAN_PATHS, PLAN_SCHEMAS, PLAN_TAGS } from './openapi/plans.ts';
import { SHARED_SCHEMAS, mergedPaths } from './openapi/parts.ts';
import { SETUP_PATHS, SETUP_SCHEMAS, SETUP_TAGS } from './openapi/setup.ts';
import { SIGN_IN_PATHS, SIGN_IN_SCHEMAS } from './openapi/sign-in.ts';
import { STUDIO_PATHS, STUDIO_SCHEMAS, STUDIO_TAGS } from './openapi/studio.ts';
import { TEAM_PATHS, TEAM_SCHEMAS, TEAM_TAGS } from './openapi/team.ts';
import { VIDEO_PATHS, VIDEO_SCHEMAS, VIDEO_TAGS } from './openapi/videos.ts';
import { APPS, FINGERPRINT_MAX, VERSIONS } from './refresh-access.ts';

export const DESCRIPTION_PATH = '/__contract/openapi.json';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ 'application/json': { schema } });

export function contractDescription(): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Streaming relay — contract API',
      version: '1',
      description:
        'The two operations the interface document describes in full (4.1 and 4.2), as this contract implementation serves them, ' +
        'and a demo deployment of operations the document names but does not describe, at the paths and (where api/real-kind.test.ts does not list them) in the shapes of a real deployment of this kind. ' +
        'Error bodies are not shown in the document; the shape below is the one this implementation sends.',
    },
    tags: [
      { name: 'Auth', description: 'Document section 4.3.' },
      { name: 'PlanRestream', description: 'Document section 1.' },
      ...PLAN_TAGS,
      ...IDENTITY_TAGS,
      ...STUDIO_TAGS,
      ...CHAT_TAGS,
      ...BROADCAST_TAGS,
      ...NOTIFY_TAGS,
      ...MONEY_TAGS,
      ...TEAM_TAGS,
      ...VIDEO_TAGS,
      ...SETUP_TAGS,
    ],
    // The documented two, then the demo's: the real kind's buy and removal share the documented read's path.
    paths: mergedPaths(
      {
        '/method/auth/refresh-access': {
          post: {
            tags: ['Auth'],
            summary: 'Update access token',
            operationId: 'refreshAccess',
            description:
              'Exchanges a refresh token for a new token pair (document 4.1). The refresh token sent stops working: using it again answers 400.',
            parameters: [
              {
                name: 'User-Agent',
                in: 'header',
                required: true,
                schema: { type: 'string' },
                description: 'Required by the document (4.1).',
              },
            ],
            requestBody: { required: true, content: json(ref('RefreshRequest')) },
            responses: {
              '200': { description: 'A new token pair (document 2.1).', content: json(ref('TokenPair')) },
              '400': {
                description:
                  'By `error.code`: `invalid_grant`, the refresh token is unknown, expired, revoked or already used (the session is over); ' +
                  '`fingerprint_mismatch`, the token belongs to another fingerprint and is not consumed (still good on its own device); ' +
                  '`invalid_content_type`, `invalid_json`, `invalid_request` (with `field`), the request is malformed and the token was not looked at.',
                content: json(ref('Error')),
              },
            },
          },
        },
        '/method/plan_restream': {
          get: {
            tags: ['PlanRestream'],
            summary: 'Get tariff for project',
            operationId: 'getPlanRestream',
            description:
              'The restream tariff of a project: the plan before, the current one and the next one (document 4.2). ' +
              'The document shows neither the types of the query parameters nor whether a slot may be absent or null; this implementation defaults `v` and `language` when absent and leaves out or nulls slots.',
            security: [{ oauth: [] }],
            parameters: [
              {
                name: 'v',
                in: 'query',
                required: false,
                schema: { type: 'string', enum: [...VERSIONS] },
                description: 'Interface version (document 9).',
              },
              {
                name: 'language',
                in: 'query',
                required: false,
                schema: { type: 'string', enum: [...LANGUAGES] },
                description: 'Language of error messages.',
              },
              {
                name: 'project_id',
                in: 'query',
                required: true,
                schema: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
                description: 'The project whose tariff is read.',
              },
            ],
            responses: {
              '200': { description: 'The three plan slots (document 2.2).', content: json(ref('PlanRestream')) },
              '400': {
                description:
                  'project_id is missing, not a positive integer or not a known project; or v or language is not an allowed value.',
                content: json(ref('Error')),
              },
              '401': {
                description: 'No access token, or one that is malformed, invalid or expired.',
                content: json(ref('Error')),
              },
            },
          },
        },
      },
      IDENTITY_PATHS,
      SIGN_IN_PATHS,
      PLAN_PATHS,
      STUDIO_PATHS,
      CHANNEL_OPTION_PATHS,
      CHAT_PATHS,
      BROADCAST_PATHS,
      NOTIFY_PATHS,
      MONEY_PATHS,
      TEAM_PATHS,
      VIDEO_PATHS,
      SETUP_PATHS,
    ),
    components: {
      securitySchemes: {
        oauth: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The word `oauth`, a space and the access token (document 5).',
        },
      },
      schemas: {
        ...SHARED_SCHEMAS,
        ...IDENTITY_SCHEMAS,
        ...SIGN_IN_SCHEMAS,
        ...PLAN_SCHEMAS,
        ...STUDIO_SCHEMAS,
        ...CHANNEL_OPTION_SCHEMAS,
        ...CHAT_SCHEMAS,
        ...BROADCAST_SCHEMAS,
        ...NOTIFY_SCHEMAS,
        ...MONEY_SCHEMAS,
        ...TEAM_SCHEMAS,
        ...VIDEO_SCHEMAS,
        ...SETUP_SCHEMAS,
        RefreshRequest: {
          type: 'object',
          required: ['v', 'language', 'app', 'refresh'],
          properties: {
            v: { type: 'string', enum: [...VERSIONS], description: 'Interface version' },
            language: { type: 'string', enum: [...LANGUAGES], default: 'en', description: 'Language of messages' },
            app: { type: 'string', enum: [...APPS], default: 'site', description: 'The client kind (document 5).' },
            refresh: { type: 'string', minLength: 1, description: 'The refresh token.' },
            fingerprint: {
              type: 'string',
              default: '',
              maxLength: FINGERPRINT_MAX,
              description: 'Any text; a refresh token is bound to the first one it is used with.',
            },
          },
        },
        TokenPair: {
          type: 'object',
          required: ['accessToken', 'refreshToken'],
          properties: {
            accessToken: { type: 'string', description: 'Access token' },
            refreshToken: { type: 'string', description: 'Refresh token' },
          },
        },
        PlanSlot: {
          type: 'object',
          description:
            'Units of channel_max, bitrate_max and custom_video, and the meaning of 0, are not shown in the document.',
          properties: {
            id: { type: 'integer', description: 'Plan identifier' },
            channel_max: { type: 'integer', description: 'Maximum channels' },
            bitrate_max: { type: 'integer', description: 'Maximum bitrate' },
            support_custom_channel: { type: 'boolean', description: 'Whether custom channels are supported' },
            custom_video: { type: 'integer', description: 'Custom video value' },
            date_end: { type: 'string', format: 'date-time', description: 'End date of the plan (UTC, Z suffix)' },
          },
        },
        // The document's slot with the fields the newer description's plan item adds (PlanRestreamItem): sent by the
        // demo account's projects, left out by the edge-case account's, whose slots keep the document's shape.
        PlanRestreamItem: {
          allOf: [
            ref('PlanSlot'),
            {
              type: 'object',
              properties: {
                prolongation: {
                  type: 'boolean',
                  description:
                    'Prolongation status: whether the plan renews when it ends (Set restream tariff auto prolongation)',
                },
                title: { type: 'string', description: 'Plan title' },
                type: {
                  type: 'string',
                  enum: ['free', 'trial', 'paid_fix', 'paid_flex', 'custom'],
                  description: 'Plan type',
                },
                period: { type: 'string', enum: ['month', 'year'], description: 'Period' },
              },
            },
          ],
        },
        PlanRestream: {
          type: 'object',
          properties: {
            before: {
              description: 'The plan before the current one',
              oneOf: [ref('PlanRestreamItem'), { type: 'null' }],
            },
            current: { description: 'The current plan', oneOf: [ref('PlanRestreamItem'), { type: 'null' }] },
            next: { description: 'The plan scheduled next', oneOf: [ref('PlanRestreamItem'), { type: 'null' }] },
          },
        },
        // The real kind's ErrorResponse, glossed as it glosses it.
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              allOf: [ref('ErrorData')],
              description: 'Object with description of error',
            },
          },
        },
        ErrorData: {
          type: 'object',
          required: ['name', 'msg', 'options', 'data'],
          properties: {
            name: { type: 'string', description: 'Error name' },
            msg: { type: 'string', description: 'Error message' },
            validator_error: {
              type: 'array',
              items: ref('ValidationErrorDto'),
              description: 'Validator error array',
            },
            options: { type: 'object', default: {}, description: 'Options' },
            data: { type: 'object', default: {}, description: 'Custom object for error' },
          },
        },
        ValidationErrorDto: {
          type: 'object',
          required: ['property'],
          properties: {
            property: { type: 'string', description: 'The field at fault' },
            constraints: {
              type: 'object',
              additionalProperties: { type: 'string' },
              description: 'What is wrong with it, in the request’s language, by rule',
            },
          },
        },
      },
    },
  };
}
