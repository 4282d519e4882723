// The team of a project, as the real kind names and shapes it: its members and their access (UserProject), which
// projects may use each of its channels (ProjectChannel) and the project's history of actions (ProjectHistory).
// Every field is a query parameter, as the real kind's are; each is read before anything is looked up, so a request
// missing one is told which. team-state.ts keeps the teams and says what a level may do.
import type { DemoOperation } from '../demo-paths.ts';
import { type DemoRoute, SUCCESS, pageOf } from '../demo-route.ts';
import { messages } from '../messages.ts';
import { MAX_LIMIT, MAX_OFFSET, invalid, oneOfStrings, queryDateTime, queryId, queryInteger } from '../validation.ts';
import { channelAccessAnswer, historyAnswer, memberAnswer } from './team-answers.ts';
import { accessTypeIn, read, write } from './team-route-kit.ts';
import { HISTORY_ACTIONS } from './team-seed.ts';

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
    const accessType = accessTypeIn(query);
    state.team.changeAccess(account, projectId, userId, accessType);
    return SUCCESS;
  }),
  'project/user/del': write(({ query, state }, account) => {
    const projectId = queryId(query, 'project_id');
    const userId = queryId(query, 'user_id');
    state.team.removeMember(account, projectId, userId);
    return SUCCESS;
  }),
  // A project that owns the channel, or one it is shared with, reads who may use it.
  'channel/access/list': read(({ query, state }) => {
    const projectId = queryId(query, 'project_id');
    const channelId = queryId(query, 'channel_id');
    state.team.channelOf(projectId, channelId, { used: true });
    return channelAccessAnswer(state.team, channelId, state.team.shares(channelId));
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
    const accessType = accessTypeIn(query);
    state.team.changeShare(account, projectId, channelId, target, accessType);
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
    const paging = {
      limit: queryInteger(query, 'limit', HISTORY_PAGE, 1, MAX_LIMIT),
      offset: queryInteger(query, 'offset', 0, 0, MAX_OFFSET),
    };
    const projectId = queryId(query, 'project_id');
    const action = query.get('action');
    const entries = state.team.historyOf(projectId, {
      ...(action === null ? {} : { action: oneOfStrings(action, 'action', HISTORY_ACTIONS) }),
      from: queryDateTime(query, 'date_from'),
      to: queryDateTime(query, 'date_to'),
      groupId: optionalNumber(query, 'group_id'),
    });
    return pageOf(entries.map(historyAnswer), paging);
  }),
};
