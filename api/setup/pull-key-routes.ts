// Stream pull keys and Pull servers: named links others pull a project's stream from by RTMP, SRT or HLS, served from
// a city of the pull servers' — at the newer description's paths and in its shapes (../shared/real-kind-newer.md
// §2.12). A link's share URL carries its key, a secret like the stream key: only the project's owner reads it, and no
// error repeats it. How many links a project has is its restream plan's `pull_link_limit`.
import type { DemoOperation } from '../demo-paths.ts';
import { type DemoRoute, SUCCESS } from '../demo-route.ts';
import type { DemoState } from '../demo-state.ts';
import { RESTREAM, catalogPlan } from '../plans/tariff-kinds.ts';
import { read, write } from '../studio/studio-routes.ts';
import { RequestError, bodyId, bodyOneOf, jsonBody, queryId, queryString } from '../validation.ts';
import { optionalText, requiredText } from './setup-checks.ts';
import { setupMessages } from './setup-messages.ts';
import { PULL_SERVERS, type PullKey, TRANSPORTS } from './setup-seed.ts';

/** The real kind's bound of a link's name (the older description writes it). */
const NAME_MAX = 255;
const KEY_MAX = 64;
const REGIONS = PULL_SERVERS.map((server) => server.city);

const refusal = (code: string, field: string, text: ReturnType<typeof setupMessages.unknownPullKey>) =>
  new RequestError({ status: 400, code, field, text });

/** How many pull links the project's current restream plan allows. */
function pullLinkLimit(state: DemoState, projectId: number): number {
  const current = state.projects.get(projectId)?.plan.current as { id?: unknown } | null | undefined;
  const plan = typeof current?.id === 'number' ? catalogPlan(RESTREAM, current.id) : undefined;
  const limit = plan === undefined ? 0 : RESTREAM.listItem(plan, 0).pull_link_limit;
  return typeof limit === 'number' ? limit : 0;
}

function keyOf(state: DemoState, projectId: number, uuid: string): PullKey {
  const found = state.setup.pullKeysOf(projectId).find((key) => key.uuid === uuid);
  if (!found) throw refusal('unknown_pull_key', 'key', setupMessages.unknownPullKey('key'));
  return found;
}

/** The link a query names (`project_id`, `key`): the account must own its project. */
function askedKey({ query, state }: { query: URLSearchParams; state: DemoState }): PullKey {
  const projectId = queryId(query, 'project_id');
  const key = queryString(query, 'key');
  return keyOf(state, projectId, [...key].length > KEY_MAX ? '' : key);
}

export const PULL_KEY_ROUTES: Partial<Record<DemoOperation, DemoRoute>> = {
  'stream-pull-keys': read(({ query, state }) => {
    const projectId = queryId(query, 'project_id');
    return {
      results: state.setup.pullKeysOf(projectId).map((key) => ({
        id: key.id,
        uuid: key.uuid,
        transport: key.transport,
        name: key.name,
        shareUrl: state.setup.shareUrlOf(key),
        status: state.setup.pullStatus(key),
      })),
    };
  }),
  'POST stream-pull-keys': write((body, { state }) => {
    const projectId = bodyId(body, 'project_id');
    const transport = bodyOneOf(body, 'transport', TRANSPORTS);
    const name = optionalText(body, 'name', NAME_MAX)?.trim() ?? '';
    const limit = pullLinkLimit(state, projectId);
    if (limit === 0) throw refusal('pull_links_not_in_plan', 'project_id', setupMessages.noPullLinks(projectId));
    if (state.setup.pullKeysOf(projectId).length >= limit) {
      throw refusal('pull_link_limit', 'project_id', setupMessages.pullLinkCount(limit));
    }
    return { id: state.setup.addPullKey(projectId, transport, name).id };
  }, 201),
  // The real kind's change of a link is its region alone: a link is not renamed.
  'PUT stream-pull-keys': {
    method: 'PUT',
    signedIn: true,
    run: (request) => {
      const body = jsonBody(request.contentType, request.body);
      const projectId = bodyId(body, 'project_id');
      const uuid = requiredText(body, 'key', KEY_MAX);
      const region = bodyOneOf(body, 'region', REGIONS);
      keyOf(request.state, projectId, uuid).region = region;
      return SUCCESS;
    },
  },
  'DELETE stream-pull-keys': {
    method: 'DELETE',
    signedIn: true,
    run: (request) => {
      const key = askedKey(request);
      request.state.setup.pullKeys.delete(key.id);
      return SUCCESS;
    },
  },
  'stream-pull-keys/check': read((request) => {
    const key = askedKey(request);
    return { transport: key.transport, status: request.state.setup.pullStatus(key), key: key.uuid };
  }),
  // Public, with no parameters at all, as the real kind's.
  'pull-servers/list': {
    method: 'GET',
    signedIn: false,
    common: false,
    run: () => ({
      results: PULL_SERVERS.map(({ city, pingHost, url, country }) => ({ city, pingHost, url, country })),
    }),
  },
};
