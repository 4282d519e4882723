// The description of pull links (api/setup/pull-key-routes.ts): a project's links others pull its stream from, and
// the pull servers they are served from (../shared/real-kind-newer.md §2.12).
import { PULL_SERVERS, TRANSPORTS } from '../setup/setup-seed.ts';
import {
  PROJECT_QUERY,
  type Schema,
  documentTags,
  integer,
  number,
  object,
  operation,
  query,
  secret,
  ref,
  resultsOf,
  string,
} from './parts.ts';

export const PULL_LINK_TAGS = documentTags(['Stream pull keys', 'Pull servers']);

const TRANSPORT: Schema = { type: 'string', enum: [...TRANSPORTS], description: 'Transport' };
const STATUS: Schema = {
  type: 'string',
  enum: ['active', 'inactive', 'error'],
  description: 'Pull status: active while the stream is live, error while its server is down',
};
const KEY_QUERY = query('key', secret({ type: 'string', minLength: 1, maxLength: 64 }), 'The link’s key (its uuid)');
const ERRORS = '`unknown_project`, `owner_only`, `unknown_pull_key`';

export const PULL_LINK_PATHS: Record<string, Record<string, unknown>> = {
  '/method/stream-pull-keys': {
    get: operation({
      group: 'Stream pull keys',
      summary: 'List keys',
      operationId: 'listPullKeys',
      description:
        'The project’s pull links, each with the address others pull the stream from (a secret, as a stream key).',
      parameters: [PROJECT_QUERY],
      answer: ref('PullKeyListResponse'),
      answerDescription: 'The links.',
      errors: '`unknown_project`, `owner_only`',
    }),
    post: operation({
      group: 'Stream pull keys',
      summary: 'Create key',
      operationId: 'createPullKey',
      description:
        'Makes a pull link, served from the first pull server’s city. The project’s restream plan says how many it may have (`pull_link_limit`).',
      body: 'CreatePullKeyRequest',
      answer: ref('CreatePullKeyResponse'),
      answerDescription: 'The link was made.',
      created: true,
      errors:
        '`invalid_content_type`, `invalid_json`, `unknown_project`, `owner_only`, `pull_links_not_in_plan`, `pull_link_limit`',
    }),
    put: operation({
      group: 'Stream pull keys',
      summary: 'Update key',
      operationId: 'updatePullKey',
      description: 'Serves a pull link from another city of the pull servers; its address changes with it.',
      body: 'UpdatePullKeyRequest',
      answer: ref('SuccessResponse'),
      answerDescription: 'The link was changed.',
      errors: `\`invalid_content_type\`, \`invalid_json\`, ${ERRORS}`,
    }),
    delete: operation({
      group: 'Stream pull keys',
      summary: 'Delete key',
      operationId: 'deletePullKey',
      description: 'Deletes a pull link: its address stops working.',
      parameters: [PROJECT_QUERY, KEY_QUERY],
      answer: ref('SuccessResponse'),
      answerDescription: 'The link was deleted.',
      errors: ERRORS,
    }),
  },
  '/method/stream-pull-keys/check': {
    get: operation({
      group: 'Stream pull keys',
      summary: 'Check key',
      operationId: 'checkPullKey',
      description: 'Whether a pull link is pulled from now.',
      parameters: [PROJECT_QUERY, KEY_QUERY],
      answer: ref('CheckPullKeyResponse'),
      answerDescription: 'The link’s state.',
      errors: ERRORS,
    }),
  },
  '/method/pull-servers/list': {
    get: {
      ...operation({
        group: 'Pull servers',
        summary: 'Get pull servers',
        operationId: 'listPullServers',
        description: 'The cities pull links are served from (a link’s region), with an address per transport.',
        answer: ref('PullServerListResponse'),
        answerDescription: 'The pull servers.',
        signedIn: false,
      }),
      // No parameters at all, as the real kind's: not even `v` and `language`.
      parameters: [],
    },
  },
};

export const PULL_LINK_SCHEMAS: Record<string, Schema> = {
  PullKeyItemResponse: object({
    id: number('Primary key'),
    uuid: secret(string('Uuid key (the key of Check key, Update key and Delete key)')),
    transport: TRANSPORT,
    name: string('Name'),
    shareUrl: secret(string('Share url: the address the stream is pulled from, a secret')),
    status: STATUS,
  }),
  PullKeyListResponse: resultsOf('PullKeyItemResponse'),
  CreatePullKeyRequest: object(
    {
      project_id: integer('Project ID'),
      transport: TRANSPORT,
      name: { type: 'string', maxLength: 255, description: 'Name' },
    },
    ['name'],
  ),
  CreatePullKeyResponse: object({ id: number('Key ID') }),
  UpdatePullKeyRequest: object({
    project_id: integer('Project ID'),
    key: secret({ type: 'string', minLength: 1, maxLength: 64, description: 'The link’s key (its uuid)' }),
    region: {
      type: 'string',
      enum: PULL_SERVERS.map((server) => server.city),
      description: 'Region for link: a city of Get pull servers',
    },
  }),
  CheckPullKeyResponse: object({ transport: TRANSPORT, status: STATUS, key: string('Key') }),
  PullServerTransports: object({
    rtmp: string('Rtmp url; {{key}} stands for a link’s key'),
    srt: string('Srt url; {{key}} stands for a link’s key'),
    hls: string('Hls url; {{key}} stands for a link’s key'),
  }),
  PullServerCountry: object({
    name: string('Country name'),
    code: string('Country code'),
    id: number('Country number (ISO 3166)'),
  }),
  PullServerListItem: object({
    city: string('City'),
    pingHost: string('Ping host'),
    url: { allOf: [ref('PullServerTransports')], description: 'Transports' },
    country: { allOf: [ref('PullServerCountry')], description: 'Country' },
  }),
  PullServerListResponse: resultsOf('PullServerListItem'),
};
