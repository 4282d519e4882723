// A description carrying every clash and misstated summary the real kind publishes (../shared/real-kind-newer.md
// §2.24), made from any OpenAPI document: each operation that shares a summary with another is added beside it (at
// the real kind's path under the document's `/method` base) and tagged with every group the summary could be looked
// up in, and each operation the real kind misdescribes carries its lying summary where its group's document name
// would find it. A page bound against it must bind what it binds against the document alone.

type Json = Record<string, unknown>;

const COMMON = [
  { name: 'v', in: 'query', required: true, schema: { type: 'string', enum: ['1', '2', '3'] } },
  { name: 'language', in: 'query', required: true, schema: { type: 'string', enum: ['ru', 'en', 'cn'] } },
];
const PROJECT = { name: 'project_id', in: 'query', required: true, schema: { type: 'integer' } };
const ANSWER = { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } } };

/** An operation the real kind publishes with its clashing or misstated summary, by method and path. */
type Published = { method: string; path: string; summary?: string; tags: readonly string[]; parameters?: Json[] };

const PLAN_GROUPS = ['PlanRestream', 'PlanTranscoding', 'PlanStorage', 'Plan webinar'];

/** The operations added (or retagged, where the document has them), each where its summary clashes. */
export const CLASHES: readonly Published[] = [
  // "Get url for start oauth" ×3: each findable in both groups that have the name.
  { method: 'get', path: '/auth/redirect-url', summary: 'Get url for start oauth', tags: ['Auth', 'Platforms'] },
  { method: 'get', path: '/platforms/connect', summary: 'Get url for start oauth', tags: ['Platforms', 'Auth'] },
  {
    method: 'get',
    path: '/platforms/connect/vk-community',
    summary: 'Get url for start oauth',
    tags: ['Platforms', 'Auth'],
    parameters: [PROJECT],
  },
  // "Get category from the platform": the search, and an account's sign-out.
  { method: 'get', path: '/platforms/category', summary: 'Get category from the platform', tags: ['Platforms'] },
  { method: 'post', path: '/platforms/logout', summary: 'Get category from the platform', tags: ['Platforms'] },
  // "Internal request of auth": a platform's callbacks, beside the sign-in's.
  {
    method: 'get',
    path: '/platforms/{provider}/callback',
    summary: 'Internal request of auth',
    tags: ['Auth', 'Platforms'],
    parameters: [{ name: 'provider', in: 'path', required: true, schema: { type: 'string' } }],
  },
  {
    method: 'get',
    path: '/platforms/vk/callback-community',
    summary: 'Internal request of auth',
    tags: ['Auth', 'Platforms'],
  },
  // "Get status platform": the second refreshes a token.
  { method: 'get', path: '/channel_settings/getStatus', summary: 'Get status platform', tags: ['Channel settings'] },
  {
    method: 'get',
    path: '/channel_settings/update-token',
    summary: 'Get status platform',
    tags: ['Channel settings'],
  },
  // "State of rtmp servers".
  { method: 'get', path: '/rtmp_server/state', summary: 'State of rtmp servers', tags: ['RtmpServer'] },
  { method: 'get', path: '/rtmp_server/up', summary: 'State of rtmp servers', tags: ['RtmpServer'] },
  // "View live info".
  { method: 'get', path: '/live/restreams', summary: 'View live info', tags: ['Live', 'Broadcast'] },
  {
    method: 'get',
    path: '/broadcast/restreams',
    summary: 'View live info',
    tags: ['Live', 'Broadcast'],
    parameters: [PROJECT],
  },
  // "Transaction list for frontend": two lists, each findable in both groups.
  {
    method: 'get',
    path: '/money_flow/list',
    summary: 'Transaction list for frontend',
    tags: ['MoneyFlow', 'Transactions'],
  },
  {
    method: 'get',
    path: '/transactions/list',
    summary: 'Transaction list for frontend',
    tags: ['MoneyFlow', 'Transactions'],
    parameters: [PROJECT],
  },
  // "Get list of blog pages": the second lists tags.
  { method: 'get', path: '/blog/page/list', summary: 'Get list of blog pages', tags: ['BlogPage', 'BlogPageTag'] },
  { method: 'get', path: '/blog/tag/list', summary: 'Get list of blog pages', tags: ['BlogPage', 'BlogPageTag'] },
  // "Get tariff for project" ×4 and "Remove after tariff" ×3, each findable in every plan group.
  ...['plan_restream', 'plan_transcoding', 'plan_storage', 'plan_webinar'].flatMap((kind) => [
    { method: 'get', path: `/${kind}`, summary: 'Get tariff for project', tags: PLAN_GROUPS, parameters: [PROJECT] },
    ...(kind === 'plan_storage'
      ? []
      : [
          {
            method: 'delete',
            path: `/${kind}`,
            summary: 'Remove after tariff',
            tags: PLAN_GROUPS,
            parameters: [PROJECT],
          },
        ]),
  ]),
  // No summary at all.
  { method: 'get', path: '/payment', tags: ['Payment'] },
  // "Get live status": a channel's switch (a write) and the project's live status, each findable in both groups.
  { method: 'post', path: '/channel/set-status', summary: 'Get live status', tags: ['Channel', 'Project'] },
  { method: 'get', path: '/project/live-status', summary: 'Get live status', tags: ['Project', 'Channel'] },
  // State-changing GETs with a reading summary.
  { method: 'get', path: '/channel/set-delay', summary: 'Set delay - test point', tags: ['Channel'] },
  {
    method: 'get',
    path: '/channel_settings/chat/telegram/disconnect',
    summary: 'Telegram: Disconnect chat',
    tags: ['Channel settings'],
  },
];

/**
 * The document with every clash: an operation it has at a clash's place (under its base) is retagged and given the
 * clash's summary, every other is added with the least the real kind takes (`v`, `language`, and what it names).
 */
export function withEveryClash(document: Json, base = '/method'): Json {
  const copy = structuredClone(document) as Json & { paths: Record<string, Record<string, Json>> };
  for (const clash of CLASHES) {
    const path = `${base}${clash.path}`;
    const item = (copy.paths[path] ??= {});
    const existing = item[clash.method];
    const summary = clash.summary === undefined ? {} : { summary: clash.summary };
    item[clash.method] = existing
      ? { ...existing, ...summary, tags: [...clash.tags] }
      : {
          ...summary,
          tags: [...clash.tags],
          operationId: `${clash.method}${clash.path.replace(/[^A-Za-z0-9]+/g, '_')}`,
          parameters: [...COMMON, ...(clash.parameters ?? [])],
          responses: ANSWER,
        };
    if (clash.summary === undefined) delete (item[clash.method] as Json).summary;
  }
  return copy;
}
