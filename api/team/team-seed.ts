// The team of the demo's projects as seeded: who else is a member and at which access level, which destinations are
// shared with other projects, the invitations still pending, and what was done before the service started. What each
// level allows is access-levels.ts's; owners have OWNER_LEVEL, as "List of project for current user" always answered
// them. The people who are not accounts are ours; accounts' names are the accounts' own (api/accounts.ts).
import type { MemberLevel, ShareLevel } from './access-levels.ts';

/** The real kind's ProjectHistory actions, as its `action` enum lists them. */
export const HISTORY_ACTIONS = [
  'project_channel_invite_add',
  'project_channel_invite_del',
  'project_channel_invite_accept',
  'project_channel_invite_decline',
  'user_project_invite_add',
  'user_project_invite_del',
  'user_project_invite_accept',
  'user_project_invite_decline',
  'user_project_add',
  'user_project_del',
  'user_project_change',
  'project_channel_add',
  'project_channel_del',
  'project_channel_change',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export type Person = { userId: number; name: string; fename: string };

/** Members of the demo's projects who never sign in to it. */
export const PEOPLE: readonly Person[] = [
  { userId: 4, name: 'Ольга', fename: 'Смирнова' },
  { userId: 5, name: 'Wei', fename: 'Zhang' },
  { userId: 6, name: 'Игорь', fename: 'Лебедев' },
  { userId: 7, name: 'Lucas', fename: 'Martin' },
];

/** The owner of a project no account owns (Guest studio, which the demo account sees as a guest). */
export const OTHER_OWNERS: ReadonlyMap<number, number> = new Map([[16, 6]]);

export type Member = { userId: number; accessType: MemberLevel };

/** Members besides each project's owner (who has OWNER_LEVEL), by project: 42 has one at each other level. */
export const SEED_MEMBERS: ReadonlyMap<number, readonly Member[]> = new Map([
  [
    42,
    [
      { userId: 4, accessType: 1 },
      { userId: 5, accessType: 0 },
      { userId: 7, accessType: 3 },
    ],
  ],
  [
    16,
    [
      { userId: 1, accessType: 1 },
      { userId: 5, accessType: 0 },
    ],
  ],
]);

export type Share = { id: number; channelId: number; projectId: number; level: ShareLevel };

/**
 * Two of project 42's destinations used by another project (YouTube by Guest studio, VK by Концертный зал), and one of
 * Концертный зал's that 42 manages (its VK, at the level that shares it on).
 */
export const SEED_SHARES: readonly Share[] = [
  { id: 2001, channelId: 101, projectId: 16, level: 1 },
  { id: 2002, channelId: 103, projectId: 22, level: 0 },
  { id: 2003, channelId: 221, projectId: 42, level: 2 },
];
export const FIRST_SHARE_ID = 2004;

export type Invite = {
  id: number;
  channelId: number;
  fromProjectId: number;
  fromUserId: number;
  /** Addressed to a project (by its ID); null for an invitation by e-mail. */
  toProjectId: number | null;
  email: string | null;
  accessType: ShareLevel;
  /** When it was made, ms since the epoch. */
  at: number;
  /** The secret link's key. */
  secret: string;
  /** True once declined; null while nobody answered. */
  reject: boolean | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Times are kept to the second, as they are sent: a filter by a time read from an answer finds that entry. */
export const wholeSecond = (ms: number) => Math.floor(ms / 1000) * 1000;

/**
 * The pending invitations: 42's YouTube to an address with no account yet, 42's Twitch to Мария's Подкаст (21) by
 * its ID, Weekend stream's Twitch to Speedrun practice (7); and two of Мария's to the demo account, by its projects'
 * IDs — Подкаст's YouTube to Main channel (42), to accept, and Концертный зал's Twitch to Speedrun practice (7), to
 * decline.
 */
export function seedInvites(now: number): Invite[] {
  const invite = (id: number, channelId: number, from: number, days: number, more: Partial<Invite>): Invite => ({
    id,
    channelId,
    fromProjectId: from,
    fromUserId: 1,
    toProjectId: null,
    email: null,
    accessType: 1,
    at: wholeSecond(now) - days * DAY_MS,
    secret: '',
    reject: null,
    ...more,
  });
  return [
    invite(501, 101, 42, 5, { email: 'lena@relay.example', secret: '8c1f0a2e6b4d4e7f9a3c5b1d2e0f7a6c' }),
    invite(502, 102, 42, 3, { toProjectId: 21, accessType: 0, secret: '3e9b7d1c5a2f4b8e6d0c9a1f7e3b5d2a' }),
    invite(503, 171, 17, 2, { toProjectId: 7, secret: 'b5d2a7e3c1f94e0a8b6d3c2f1e9a7b4d' }),
    invite(504, 211, 21, INVITED_DAYS_AGO[504]!, {
      fromUserId: 2,
      toProjectId: 42,
      secret: 'd41c7e2a9b5f4c3e8a6d1b0f2e7c9a5b',
    }),
    invite(505, 222, 22, INVITED_DAYS_AGO[505]!, {
      fromUserId: 2,
      toProjectId: 7,
      accessType: 0,
      secret: '7a3e9c1d5b2f4e8a0c6d9b3f1e5a7c2d',
    }),
  ];
}
export const FIRST_INVITE_ID = 506;

/** When Мария's invitations to the demo account were made, in days: their notifications say the same (notify-seed.ts). */
export const INVITED_DAYS_AGO: Readonly<Record<number, number>> = { 504: 9, 505: 8 };

export type HistoryEntry = {
  id: number;
  action: HistoryAction;
  projectId: number;
  /** Who did it. */
  userId: number;
  groupId: number;
  at: number;
};

/** What was done before the service started, oldest first (ids in that order). */
export function seedHistory(now: number): HistoryEntry[] {
  const second = wholeSecond(now);
  const rows: [projectId: number, daysAgo: number, action: HistoryAction, userId: number][] = [
    [42, 40, 'user_project_invite_add', 1],
    [42, 39, 'user_project_invite_accept', 4],
    [42, 39, 'user_project_add', 4],
    [42, 30, 'user_project_invite_add', 1],
    [42, 29, 'user_project_invite_accept', 5],
    [42, 29, 'user_project_add', 5],
    [42, 21, 'user_project_change', 1],
    [42, 14, 'project_channel_invite_add', 1],
    [42, 13, 'project_channel_invite_accept', 6],
    [16, 13, 'project_channel_add', 6],
    [42, 10, 'project_channel_invite_add', 1],
    [42, 9, 'project_channel_invite_accept', 2],
    [22, 9, 'project_channel_add', 2],
    [42, 6, 'project_channel_change', 1],
    [22, 11, 'project_channel_invite_add', 2],
    [22, 10, 'project_channel_invite_accept', 1],
    [42, 10, 'project_channel_add', 1],
    [21, 9, 'project_channel_invite_add', 2],
    [22, 8, 'project_channel_invite_add', 2],
    [42, 35, 'user_project_invite_add', 1],
    [42, 34, 'user_project_invite_accept', 7],
    [42, 34, 'user_project_add', 7],
    [42, 5, 'project_channel_invite_add', 1],
    [42, 3, 'project_channel_invite_add', 1],
    [17, 2, 'project_channel_invite_add', 1],
    [16, 50, 'user_project_invite_add', 6],
    [16, 49, 'user_project_invite_accept', 1],
    [16, 49, 'user_project_add', 1],
  ];
  return rows
    .sort((a, b) => b[1] - a[1])
    .map(([projectId, days, action, userId], index) => ({
      id: index + 1,
      action,
      projectId,
      userId,
      groupId: 0,
      // Spread within the day, so entries of one day keep their order.
      at: second - days * DAY_MS + index * 60_000,
    }));
}

/**
 * The scopes a sign-in to the demo is granted ("Get current user project"): every one the newer description names
 * (its list has 43; the rest, and the members of `project-invite:*`, it does not name).
 */
export const SIGN_IN_SCOPES = [
  'billing:read',
  'billing:write',
  'channel:read',
  'channel:write',
  'channel-access:write',
  'media-files:read',
  'notification:read',
  'platform:read',
  'platform:write',
  'project:read',
  'project-access:delete',
  'project-access:leave',
  'project-access:write',
  'stream-keys:read',
  'stream-keys:write',
  'transcoding:read',
  'video:read',
  'video:write',
  'webinar:read',
  'webinar:write',
] as const;
