import { useMemo } from 'react';
import { useMessages } from '../../i18n/message-table.ts';
import { type LevelWords, levelWords } from './access-level-messages.ts';
import {
  type LevelTable,
  MEMBER_CAPABILITIES,
  type MemberCapability,
  SHARE_CAPABILITIES,
  type ShareCapability,
  useAccessLevels,
} from './access-levels.ts';

// An access level in words, by what it lets a person (a member's level) or a project (a destination share's level) do
// on this dashboard: a name and one line under it, the same on the Team page, in an invitation and on Home. The names
// are made from what the configuration says a level allows (access-levels.ts), never from its number. Without the
// configuration, the one level the dashboard knows is the owner's — the level the account has in its personal
// projects, which allows everything; another level is one this dashboard offers no changes to (own-access.ts), and is
// named so. Where a level has no words here, the caller may use the description's, if it names it.

export interface LevelName {
  name: string;
  /** What it allows, and what not, in one line. */
  line: string;
}

/** A level's name and line, or undefined where nothing is known of it. */
export type LevelNamer = (level: number | undefined) => LevelName | undefined;

function memberName(allows: ReadonlySet<MemberCapability>, w: LevelWords['member']): string {
  if (MEMBER_CAPABILITIES.every((one) => allows.has(one))) return w.full;
  if (allows.has('team')) return w.team;
  if (allows.has('money')) return w.money;
  if (allows.has('setup') && allows.has('stream')) return w.runs;
  if (allows.has('setup')) return w.setup;
  if (allows.has('stream')) return w.stream;
  if (allows.has('chat')) return w.chat;
  return allows.has('view') ? w.view : w.none;
}

function shareName(allows: ReadonlySet<ShareCapability>, w: LevelWords['share']): string {
  if (allows.has('share') && allows.has('settings')) return w.manage;
  if (allows.has('share')) return w.share;
  if (allows.has('settings')) return w.settings;
  if (allows.has('stream')) return w.stream;
  return allows.has('view') ? w.view : w.none;
}

// The most a level allows first, as the names go.
const inOrder = <C extends string>(all: readonly C[]) => [...all].reverse();

function lineOf<C extends string>(
  allows: ReadonlySet<C>,
  all: readonly C[],
  things: Readonly<Record<C, string>>,
  words: LevelWords,
): string {
  // Seeing is every level's: the line says what a level adds to it.
  const order = inOrder(all).filter((one) => one !== 'view');
  return words.line(
    order.filter((one) => allows.has(one)).map((one) => things[one]),
    order.filter((one) => !allows.has(one)).map((one) => things[one]),
  );
}

/** A member's level in words, by the configuration's table, else the owner's levels (`owners`) or another's. */
export function memberLevelName(
  table: LevelTable<MemberCapability> | undefined,
  owners: ReadonlySet<number>,
  level: number | undefined,
  words: LevelWords,
): LevelName | undefined {
  if (level === undefined) return undefined;
  const allows = table?.get(level);
  if (allows)
    return {
      name: memberName(allows, words.member),
      line: lineOf(allows, MEMBER_CAPABILITIES, words.member.things, words),
    };
  if (owners.has(level)) return { name: words.member.full, line: words.member.fullLine };
  return owners.size > 0 ? { name: words.member.other, line: words.member.otherLine } : undefined;
}

/** A destination share's level in words, by the configuration's table; undefined without it. */
export function shareLevelName(
  table: LevelTable<ShareCapability> | undefined,
  level: number | undefined,
  words: LevelWords,
): LevelName | undefined {
  const allows = level === undefined ? undefined : table?.get(level);
  return allows
    ? { name: shareName(allows, words.share), line: lineOf(allows, SHARE_CAPABILITIES, words.share.things, words) }
    : undefined;
}

/** Members' levels in words, in the page's language; `owners` the levels of the account's personal projects. */
export function useMemberLevelNames(owners: ReadonlySet<number>): LevelNamer {
  const { members } = useAccessLevels();
  const words = useMessages(levelWords);
  return useMemo(() => (level) => memberLevelName(members, owners, level, words), [members, owners, words]);
}

/** Destination shares' levels in words, in the page's language. */
export function useShareLevelNames(): LevelNamer {
  const { destinations } = useAccessLevels();
  const words = useMessages(levelWords);
  return useMemo(() => (level) => shareLevelName(destinations, level, words), [destinations, words]);
}
