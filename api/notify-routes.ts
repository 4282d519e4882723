// The NotifyHistory and NotifyUser groups, as the real kind names and shapes them (notify-history.ts and
// notify-user.ts keep the state): the signed-in account's notifications in the cabinet, read one by one or all at
// once and answered through their actions; where its notifications go; and the studio's screen notice. Run action
// and the screen's removal take their fields as query parameters, as the real kind's do.
import type { Account } from './accounts.ts';
import type { DemoOperation } from './demo-paths.ts';
import { type DemoRequest, type DemoRoute, SUCCESS, pageOf } from './demo-route.ts';
import { asLanguage, messages } from './messages.ts';
import type { NotifyFilter } from './notify-history.ts';
import {
  NOTIFY_CATEGORIES,
  NOTIFY_CHANNELS,
  NOTIFY_NAMES,
  NOTIFY_PAGE,
  READ_STATES,
  SETTING_STATES,
} from './notify-kinds.ts';
import { notifyMessages } from './notify-messages.ts';
import { NO_SCREEN_NOTICE, SCREEN_PROJECT_ID, screenNotice } from './notify-user.ts';
import { queryProject } from './project-access.ts';
import {
  bodyId,
  bodyOneOf,
  invalid,
  jsonBody,
  oneOfStrings,
  paging,
  queryDateTime,
  queryId,
  queryString,
} from './validation.ts';

/** The list's filters; a filter left out lets everything through. */
function filterOf(query: URLSearchParams): NotifyFilter {
  const given = (field: string) => query.get(field) !== null;
  const oneOf = <T extends string>(field: string, allowed: readonly T[]) =>
    given(field) ? oneOfStrings(query.get(field), field, allowed) : undefined;
  const read = oneOf('status_read', READ_STATES);
  return {
    projectId: given('project_id') ? queryId(query, 'project_id') : undefined,
    name: oneOf('name', NOTIFY_NAMES),
    channel: oneOf('channel', NOTIFY_CHANNELS),
    from: queryDateTime(query, 'date_from'),
    to: queryDateTime(query, 'date_to'),
    read: read === undefined ? undefined : read === 'read',
  };
}

function idList(body: Record<string, unknown>, field: string): string[] {
  const value = body[field];
  if (value === undefined) throw invalid(field, messages.missing(field));
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'string')) {
    throw invalid(field, notifyMessages.notIdList(field));
  }
  return value;
}

/** The real kind's SiteNotifyUserResponse for one project of the account. */
function settingsOf({ state }: DemoRequest, account: Account, projectId: number) {
  return {
    user_id: account.userId,
    channels: state.notifySettings.channels(),
    relation: { ...state.notifySettings.relationOf(account, projectId), project_id: projectId },
  };
}

/** The screen notice's broadcast: project 42's live one, while it is live. */
const screenBroadcast = ({ state }: DemoRequest, projectId: number) =>
  projectId === SCREEN_PROJECT_ID ? state.studio.liveOf(projectId)?.broadcastId : undefined;

export const NOTIFY_ROUTES: Partial<Record<DemoOperation, DemoRoute>> = {
  'notify_history/get_status': {
    method: 'GET',
    signedIn: true,
    run: ({ state }, account) => ({ count_unread: state.notifications.unreadCount(account) }),
  },
  'notify_history/list': {
    method: 'GET',
    signedIn: true,
    run: ({ query, state }, account) =>
      pageOf(state.notifications.list(account, filterOf(query)), paging(query, NOTIFY_PAGE)),
  },
  'notify_history/get': {
    method: 'GET',
    signedIn: true,
    run: ({ query, state }, account) => state.notifications.find(account, queryString(query, '_id'), '_id'),
  },
  'notify_history/read': {
    method: 'PUT',
    signedIn: true,
    run: ({ body, contentType, state }, account) => {
      const ids = idList(jsonBody(contentType, body), 'notify_history_ids');
      return { count: state.notifications.markRead(account, ids) };
    },
  },
  'notify_history/set_all_cabinet_read': {
    method: 'POST',
    signedIn: true,
    run: ({ state }, account) => {
      state.notifications.markAllRead(account);
      return SUCCESS;
    },
  },
  'notify_history/run_action': {
    method: 'POST',
    signedIn: true,
    run: ({ query, state }, account) => {
      // Every field is looked at before the notification, so the one left out is the one named.
      const id = queryString(query, 'notify_history_id');
      const actionName = queryString(query, 'action_name');
      const groupId = queryString(query, 'group_id');
      return state.notifications.run(account, id, actionName, groupId);
    },
  },
  'notify_user/setting': {
    method: 'GET',
    signedIn: true,
    run: (request, account) => settingsOf(request, account, queryProject(request)),
  },
  'POST notify_user/setting': {
    method: 'POST',
    signedIn: true,
    run: ({ body, contentType, state }, account) => {
      const fields = jsonBody(contentType, body);
      const projectId = bodyId(fields, 'project_id');
      const channel = bodyOneOf(fields, 'notify_channel', NOTIFY_CHANNELS);
      const category = bodyOneOf(fields, 'notify_category', NOTIFY_CATEGORIES);
      const status = bodyOneOf(fields, 'status', SETTING_STATES);
      state.notifySettings.set(account, projectId, channel, category, status === 'enable');
      return SUCCESS;
    },
  },
  'notify_user/screen': {
    method: 'GET',
    signedIn: true,
    run: (request, account) => {
      const projectId = queryProject(request);
      const broadcastId = screenBroadcast(request, projectId);
      if (broadcastId === undefined || request.state.notifySettings.isScreenRemoved(account, projectId, broadcastId))
        return NO_SCREEN_NOTICE;
      return screenNotice(asLanguage(request.query.get('language')), projectId);
    },
  },
  'POST notify_user/screen': {
    method: 'POST',
    signedIn: true,
    status: 201,
    run: (request, account) => {
      const projectId = queryProject(request);
      request.state.notifySettings.removeScreen(account, projectId, screenBroadcast(request, projectId));
      return SUCCESS;
    },
  },
  // The demo keeps no mobile tokens: there is nothing to delete, and the answer is the real kind's success.
  'notify_user/del_mobile_token': {
    method: 'POST',
    signedIn: true,
    run: ({ query }) => {
      queryString(query, 'token');
      return SUCCESS;
    },
  },
};
