// The team of a project, as the real kind names and shapes it: its members and their access (UserProject, with the
// newer description's leave and delete, and "Get current user project"), which projects may use each of its channels
// (ProjectChannel) and the project's history of actions (ProjectHistory). Every write is a POST with its fields in
// the query, as the real kind's are; each field is read before anything is looked up, so a request missing one is
// told which. The router has checked the project each names (api/project-access.ts: a member's view for a read, a
// level that changes the team for a write but leaving); team-state.ts then checks its finer rules.
import type { DemoOperation } from '../demo-paths.ts';
import { type DemoRoute, SUCCESS, pageOf } from '../demo-route.ts';
import { messages } from '../messages.ts';
import { VERSIONS } from '../refresh-access.ts';
import { invalid, oneOfStrings, paging, queryDateTime, queryId, requireCommonQuery } from '../validation.ts';
import { channelAccessAnswer, historyAnswer, memberAnswer } from './team-answers.ts';
import { memberLevelIn, read, shareLevelIn, write } from './team-route-kit.ts';
import { HISTORY_ACTIONS, SIGN_IN_SCOPES } from './team-seed.ts';

/** The real kind's page of history: 20 unless asked, at most MAX_LIMIT. */
const HISTORY_PAGE = 20;

/** An optional whole number of any size from 0, as the real kind's `group_id`. */
function optionalNumber(query: URLSearchParams, field: string): number | undefined {
  const raw = query.get(field);
  if (raw === null) return undefined;
  if (!/^(0|[1-9][0-9]*)$/.test(raw) || !Number.isSafeInteger(Number(raw)))
    throw invalid(field, messages.integerRange(field, 0, Number.MAX_SAFE_INTEGER));
  return Number(raw);
}

const removeMember = write(({ query, state }, account) => {
  const projectId = queryId(query, 'project_id');
  const userId = queryId(query, 'user_id');
  state.team.removeMember(account, projectId, userId);
  return SUCCESS;
});

export const TEAM_ROUTES: Partial<Record<DemoOperation, DemoRoute>> = {
  'project/user/list': read(({ query, state }, account) => {
    const projectId = queryId(query, 'project_id');
    return {
      results: state.team.members(projectId).map((member) => memberAnswer(state.team, account, projectId, member)),
    };
  }),
  'project/user/change_access': write(({ query, state }, account) => {
    const projectId = queryId(query, 'project_id');
    const userId = queryId(query, 'user_id');
    const level = memberLevelIn(query);
    state.team.changeAccess(account, projectId, userId, level);
    return SUCCESS;
  }),
  'project/user/delete': removeMember,
  // The older description's removal, deprecated by the newer for leave and delete: still served, the same removal.
  'project/user/del': removeMember,
  // Any member's, whatever their level (listed so in api/project-access.ts): a guest leaving a project shared with it
  // (the demo account's 16, where it may change little else) is a legitimate write of a non-owner. The one check,
  // team-state.ts's: the last member who may change the team stays.
  'project/user/leave': write(({ query, state }, account) => {
    state.team.leave(account, queryId(query, 'project_id'));
    return SUCCESS;
  }),
  // The token's scopes: a sign-in to the demo is granted every one the newer description names. The newer
  // description takes `v` and `language` here without requiring them: checked only when sent.
  'project/me': {
    ...read(({ query }) => {
      requireCommonQuery(
        new URLSearchParams({ v: query.get('v') ?? VERSIONS[0], language: query.get('language') ?? 'en' }),
      );
      return { scopes: [...SIGN_IN_SCOPES] };
    }),
    common: false,
  },
  // A project that owns the channel, or one it is shared with, reads who may use it.
  'channel/access/list': read(({ query, state }) => {
    const projectId = queryId(query, 'project_id');
    const channelId = queryId(query, 'channel_id');
    state.team.heldBy(projectId, channelId);
    return channelAccessAnswer(state.team, channelId);
  }),
  'channel/access/del': write(({ query, state }, account) => {
    const projectId = queryId(query, 'project_id');
    const channelId = queryId(query, 'channel_id');
    const target = queryId(query, 'target_project_id');
    state.team.removeShare(account, projectId, channelId, target);
    return SUCCESS;
  }),
  'channel/access/change': write(({ query, state }, account) => {
    const projectId = queryId(query, 'project_id');
    const channelId = queryId(query, 'channel_id');
    const target = queryId(query, 'to_project_id');
    const level = shareLevelIn(query);
    state.team.changeShare(account, projectId, channelId, target, level);
    return SUCCESS;
  }),
  'channel/access/transfer_owner': write(({ query, state }, account) => {
    const projectId = queryId(query, 'project_id');
    const channelId = queryId(query, 'channel_id');
    const target = queryId(query, 'to_project_id');
    state.team.transferOwner(account, projectId, channelId, target);
    return SUCCESS;
  }),
  'project_history/list': read(({ query, state }) => {
    const page = paging(query, HISTORY_PAGE);
    const projectId = queryId(query, 'project_id');
    const action = query.get('action');
    const entries = state.team.historyOf(projectId, {
      ...(action === null ? {} : { action: oneOfStrings(action, 'action', HISTORY_ACTIONS) }),
      from: queryDateTime(query, 'date_from'),
      to: queryDateTime(query, 'date_to'),
      groupId: optionalNumber(query, 'group_id'),
    });
    return pageOf(entries.map(historyAnswer), page);
  }),
};
