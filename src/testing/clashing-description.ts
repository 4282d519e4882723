// A description carrying every clash and misstated summary the real kind publishes (../shared/real-kind-newer.md
// §2.24), made from any OpenAPI document: each operation that shares a summary with another is added beside it (at
// the real kind's path under the document's `/method` base) and tagged with every group the summary could be looked
// up in, and each operation the real kind misdescribes carries its lying summary where its group's document name
// would find it. A page bound against it must bind what it binds against the document alone.

import { type Json, json, parameter, versionAndLanguage } from './description-builder.ts';

const COMMON = versionAndLanguage({ described: false, defaultLanguage: false });
const PROJECT = parameter('project_id', { schema: { type: 'integer' } });
const PROVIDER = parameter('provider', { in: 'path', schema: { type: 'string' } });
const ANSWER = { '200': { description: 'OK', content: json({ type: 'object' }) } };

/** An operation the real kind publishes with its clashing or misstated summary, by method and path. */
type Published = { method: string; path: string; summary?: string; tags: readonly string[]; parameters?: Json[] };

/** An operation by method and path (`'get /auth/redirect-url'`), with its summary, its groups and its own parameters. */
function clash(line: string, summary: string | undefined, tags: readonly string[], parameters?: Json[]): Published {
  const [method, path] = line.split(' ') as [string, string];
  return { method, path, ...(summary === undefined ? {} : { summary }), tags, ...(parameters ? { parameters } : {}) };
}

const PLAN_GROUPS = ['PlanRestream', 'PlanTranscoding', 'PlanStorage', 'Plan webinar'];

/** The operations added (or retagged, where the document has them), each where its summary clashes. */
export const CLASHES: readonly Published[] = [
  // "Get url for start oauth" ×3: each findable in both groups that have the name.
  clash('get /auth/redirect-url', 'Get url for start oauth', ['Auth', 'Platforms']),
  clash('get /platforms/connect', 'Get url for start oauth', ['Platforms', 'Auth']),
  clash('get /platforms/connect/vk-community', 'Get url for start oauth', ['Platforms', 'Auth'], [PROJECT]),
  // "Get category from the platform": the search, and an account's sign-out.
  clash('get /platforms/category', 'Get category from the platform', ['Platforms']),
  clash('post /platforms/logout', 'Get category from the platform', ['Platforms']),
  // "Internal request of auth": a platform's callbacks, beside the sign-in's.
  clash('get /platforms/{provider}/callback', 'Internal request of auth', ['Auth', 'Platforms'], [PROVIDER]),
  clash('get /platforms/vk/callback-community', 'Internal request of auth', ['Auth', 'Platforms']),
  // "Get status platform": the second refreshes a token.
  clash('get /channel_settings/getStatus', 'Get status platform', ['Channel settings']),
  clash('get /channel_settings/update-token', 'Get status platform', ['Channel settings']),
  // "State of rtmp servers".
  clash('get /rtmp_server/state', 'State of rtmp servers', ['RtmpServer']),
  clash('get /rtmp_server/up', 'State of rtmp servers', ['RtmpServer']),
  // "View live info".
  clash('get /live/restreams', 'View live info', ['Live', 'Broadcast']),
  clash('get /broadcast/restreams', 'View live info', ['Live', 'Broadcast'], [PROJECT]),
  // "Transaction list for frontend": two lists, each findable in both groups.
  clash('get /money_flow/list', 'Transaction list for frontend', ['MoneyFlow', 'Transactions']),
  clash('get /transactions/list', 'Transaction list for frontend', ['MoneyFlow', 'Transactions'], [PROJECT]),
  // "Get list of blog pages": the second lists tags.
  clash('get /blog/page/list', 'Get list of blog pages', ['BlogPage', 'BlogPageTag']),
  clash('get /blog/tag/list', 'Get list of blog pages', ['BlogPage', 'BlogPageTag']),
  // "Get tariff for project" ×4 and "Remove after tariff" ×3, each findable in every plan group.
  ...['plan_restream', 'plan_transcoding', 'plan_storage', 'plan_webinar'].flatMap((kind) => [
    clash(`get /${kind}`, 'Get tariff for project', PLAN_GROUPS, [PROJECT]),
    ...(kind === 'plan_storage' ? [] : [clash(`delete /${kind}`, 'Remove after tariff', PLAN_GROUPS, [PROJECT])]),
  ]),
  // No summary at all.
  clash('get /payment', undefined, ['Payment']),
  // "Get live status": a channel's switch (a write) and the project's live status, each findable in both groups.
  clash('post /channel/set-status', 'Get live status', ['Channel', 'Project']),
  clash('get /project/live-status', 'Get live status', ['Project', 'Channel']),
  // State-changing GETs with a reading summary.
  clash('get /channel/set-delay', 'Set delay - test point', ['Channel']),
  clash('get /channel_settings/chat/telegram/disconnect', 'Telegram: Disconnect chat', ['Channel settings']),
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
