import { definePart } from '../../lib/bindings/manifest.ts';
import { notificationList, unreadCountRead } from '../../lib/operations/notifications/notify-reads.ts';

// The notifications' operations, by the interface document's names (known-aliases.ts knows the real kind's wording:
// "Get my status unread message for user" for "Get unread status", …). The bell in the header sends the count and
// the list by itself, so those bind only as reads; marking read and running an action are what the reader asks for.

export const bellPart = definePart({
  group: 'NotifyHistory',
  bindings: {
    count: unreadCountRead.binding,
    list: notificationList.binding,
    // Opening one marks it read: only an operation whose body takes the IDs is bound.
    markRead: { name: 'Set one as read', sends: { notify_history_ids: 'array' } },
    markAllRead: { name: 'Set all as read', fills: [] },
    runAction: { name: 'Run action in notify item', fills: ['notify_history_id', 'action_name', 'group_id'] },
  },
});

export type BellRole = keyof typeof bellPart.bindings;
