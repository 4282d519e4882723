import { describe, expect, it } from 'vitest';
import type { NotificationItem } from '../../../lib/operations/notifications/notification-reader.ts';
import { offersOf } from '../invitations-to-you.tsx';

// The invitations to the account's projects, as their notifications tell them: the project invited and, in Accept's
// value, the destination; each once, and nothing from a notification that does not say both.

const notice = (projectId: number | undefined, value: string | undefined, text = 'Invited'): NotificationItem => ({
  id: `${projectId}-${value}`,
  projectId,
  date: undefined,
  title: '',
  text,
  read: true,
  category: 'important',
  actions: [
    { name: 'accept', label: 'Accept', href: undefined, groupId: 'g', primary: true, value },
    { name: 'decline', label: 'Decline', href: undefined, groupId: 'g', primary: false, value },
  ],
});

describe('invitations to the account’s projects', () => {
  it('are the project and destination each notification names, once each, the newest’s words', () => {
    expect(
      offersOf([notice(42, '211', 'newest'), notice(42, '211', 'older'), notice(7, '222'), notice(7, undefined)]),
    ).toEqual([
      { projectId: 42, channelId: '211', text: 'newest' },
      { projectId: 7, channelId: '222', text: 'Invited' },
    ]);
    expect(offersOf([notice(undefined, '211'), notice(42, '/projects/42')])).toEqual([]);
  });
});
