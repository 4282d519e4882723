import { projectValues } from '../../bindings/call.ts';
import { byItems, defineList } from '../../bindings/pages.ts';
import { byAnswer, defineRead } from '../../bindings/read.ts';
import { type NotificationItem, readNotification, readScreenNotice, readUnreadCount } from './notification-reader.ts';
import { readNotifySettings } from './notify-settings.ts';
import { sharedUnreadCount } from './shared-count.ts';

// The notifications' reads, by the interface document's names (known-aliases.ts knows the real kind's wording), each
// defined once: the bell's count and list, a project's settings and the service's notice while it is live.

/** "Get unread status", for a sign-in: its count, shared by the sign-in's tabs (shared-count.ts). */
export const unreadCountRead = defineRead<number, string>({
  name: 'unread count',
  binding: { name: { group: 'NotifyHistory', name: 'Get unread status' }, read: true, fills: [] },
  values: () => ({}),
  parse: byAnswer(readUnreadCount),
  signIn: (signInId: string) => signInId,
  through: (ask, signal, signInId) => sharedUnreadCount(signInId, ask, signal),
});

/**
 * "Get list of my notifications", a page at a time, in the reader's language; of one kind where asked (`name`, the
 * real kind's filter: the invitations to the account's projects are `request_access_channel`).
 */
export const notificationList = defineList<NotificationItem, string | undefined>({
  name: 'notifications',
  binding: {
    name: { group: 'NotifyHistory', name: 'Get list of my notifications' },
    read: true,
    fills: ['limit', 'offset'],
  },
  values: (kind): Record<string, string> => (kind === undefined ? {} : { name: kind }),
  items: (body, binding, language) =>
    byItems((item, itemSchema) => readNotification(item, language, itemSchema))(body, binding, language),
});

/** "Get user notify settings": which channel carries which category, for a project. */
export const notifySettingsRead = defineRead({
  name: 'notify settings',
  binding: { name: { group: 'NotifyUser', name: 'Get user notify settings' }, read: true, fills: ['project_id'] },
  values: (projectId: number) => projectValues(projectId),
  parse: (body) => readNotifySettings(body),
});

/** "Get user screen notify": the service's notice for a project while it is live, in the reader's language. */
export const screenNoticeRead = defineRead({
  name: 'screen notice',
  binding: { name: { group: 'NotifyUser', name: 'Get user screen notify' }, read: true, fills: ['project_id'] },
  values: (projectId: number) => projectValues(projectId),
  parse: (body, _binding, language) => readScreenNotice(body, language),
});
