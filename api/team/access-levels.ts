// What each access level lets a person or a project do in the demo: the one table every check of a level reads, and
// what config.json tells the dashboard (`accessLevels`, api/app-config.ts), so the app never guesses a level's meaning.
// The real kind gives its levels only as numbers (a member's `access_type` 0–3, a destination share's 0–2) and says
// nothing of what they allow; these meanings are the demo's. A level allows what its list names and nothing else:
// levels are compared by what they allow, not by their numbers (3 allows less than 2).

/** What a member may do in a project: see it, remove chat messages, run the stream, set it up, plans and money, the team. */
export const MEMBER_CAPABILITIES = ['view', 'chat', 'stream', 'setup', 'money', 'team'] as const;
export type MemberCapability = (typeof MEMBER_CAPABILITIES)[number];

export const MEMBER_LEVELS = [0, 1, 2, 3] as const;
export type MemberLevel = (typeof MEMBER_LEVELS)[number];

/** The level a project's owner has: it allows everything. */
export const OWNER_LEVEL: MemberLevel = 2;

export const MEMBER_ALLOWS: Readonly<Record<MemberLevel, readonly MemberCapability[]>> = {
  0: ['view'],
  // A moderator: removes chat messages, sees the rest.
  1: ['view', 'chat'],
  2: ['view', 'chat', 'stream', 'setup', 'money', 'team'],
  // Runs and sets up the stream (destinations, quality, pull links, titles, the stream guard, pause and stop) and
  // the chat; not the team, plans or money.
  3: ['view', 'chat', 'stream', 'setup'],
};

/** What a project may do with a destination shared with it: see it, stream to it, change its settings, share it. */
export const SHARE_CAPABILITIES = ['view', 'stream', 'settings', 'share'] as const;
export type ShareCapability = (typeof SHARE_CAPABILITIES)[number];

export const SHARE_LEVELS = [0, 1, 2] as const;
export type ShareLevel = (typeof SHARE_LEVELS)[number];

/** The share level that manages a destination: the one its owner project has, and keeps when it hands it over. */
export const MANAGE_LEVEL: ShareLevel = 2;

export const SHARE_ALLOWS: Readonly<Record<ShareLevel, readonly ShareCapability[]>> = {
  0: ['view'],
  1: ['view', 'stream'],
  2: ['view', 'stream', 'settings', 'share'],
};

/**
 * A project's hold on a destination: the owner's (everything a share gives, and handing the destination over), or a
 * share's level.
 */
export type ChannelHold = 'owner' | ShareLevel;
type HoldCapability = ShareCapability | 'hand over';
const allowedBy = (hold: ChannelHold): readonly HoldCapability[] =>
  hold === 'owner' ? [...SHARE_ALLOWS[MANAGE_LEVEL], 'hand over'] : SHARE_ALLOWS[hold];

/** Whether a member at `level` (undefined: not a member) may do this. */
export const memberMay = (level: MemberLevel | undefined, capability: MemberCapability): boolean =>
  level !== undefined && MEMBER_ALLOWS[level].includes(capability);

/** Whether a project holding a destination so (undefined: not at all) may do this with it. */
export const holdMay = (hold: ChannelHold | undefined, capability: HoldCapability): boolean =>
  hold !== undefined && allowedBy(hold).includes(capability);

/** Whether a member level allows nothing `own` does not: nobody gives, or takes away, more than they have. */
export const memberWithin = (level: MemberLevel, own: MemberLevel): boolean =>
  MEMBER_ALLOWS[level].every((capability) => MEMBER_ALLOWS[own].includes(capability));

/** The same for a project's hold on a destination. */
export const holdWithin = (hold: ChannelHold, own: ChannelHold): boolean =>
  allowedBy(hold).every((capability) => allowedBy(own).includes(capability));

/** The table as config.json gives it: for each level (its number as text), what it allows. */
export function accessLevelsSetting(): {
  members: Record<string, readonly MemberCapability[]>;
  destinations: Record<string, readonly ShareCapability[]>;
} {
  return {
    members: Object.fromEntries(MEMBER_LEVELS.map((level) => [String(level), MEMBER_ALLOWS[level]])),
    destinations: Object.fromEntries(SHARE_LEVELS.map((level) => [String(level), SHARE_ALLOWS[level]])),
  };
}
