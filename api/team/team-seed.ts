// The team of the demo's projects as seeded: who else is a member and at which access level, which destinations are
// shared with other projects, the invitations still pending, and what was done before the service started. The
// real kind's access levels are numbers it does not explain (`access_type` 0, 1, 2): the demo gives its owners 2, as
// "List of project for current user" always has, and lets only that level change a team (team-state.ts). The people
// who are not accounts are ours; accounts' names are the accounts' own (api/accounts.ts).

export const ACCESS_TYPES = [0, 1, 2] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];
/** The level a project's owner has, and the only one the demo lets change the project's team or share its channels. */
export const OWNER_ACCESS: AccessType = 2;

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
];

/** The owner of a project no account owns (Guest studio, which the demo account sees as a guest). */
export const OTHER_OWNERS: ReadonlyMap<number, number> = new Map([[16, 6]]);

export type Member = { userId: number; accessType: AccessType };

/** Members besides each project's owner (who has OWNER_ACCESS), by project. */
export const SEED_MEMBERS: ReadonlyMap<number, readonly Member[]> = new Map([
  [
    42,
    [
      { userId: 4, accessType: 1 },
      { userId: 5, accessType: 0 },
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

export type Share = { id: number; channelId: number; projectId: number; usageType: AccessType };

/** Two of project 42's destinations used by another project: YouTube by Guest studio, VK by Концертный зал. */
export const SEED_SHARES: readonly Share[] = [
  { id: 2001, channelId: 101, projectId: 16, usageType: 1 },
  { id: 2002, channelId: 103, projectId: 22, usageType: 0 },
];
export const FIRST_SHARE_ID = 2003;

export type Invite = {
  id: number;
  channelId: number;
  fromProjectId: number;
  fromUserId: number;
  /** Addressed to a project (by its ID); null for an invitation by e-mail. */
  toProjectId: number | null;
  email: string | null;
  accessType: AccessType;
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
 * its ID, and Weekend stream's Twitch to Speedrun practice (7), so the demo account has one to answer too.
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
  ];
}
export const FIRST_INVITE_ID = 504;

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
