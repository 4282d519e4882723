import { useMemo } from 'react';
import { useRuntimeConfig } from '../../../config/runtime-config.ts';

// What each access level allows, as the deployment's configuration says (config.json's `accessLevels`; README
// "Pointing it at a deployment"): the service gives its levels as numbers only. Each level is a set of things it
// allows; a level is compared by that set, never by its number. Words the dashboard does not know are dropped (it
// shows and decides nothing by them), and a setting that is not of this form is as if not given.

/** What a project's member may do: see it, remove chat messages, run the stream, set it up, plans and money, the team. */
export const MEMBER_CAPABILITIES = ['view', 'chat', 'stream', 'setup', 'money', 'team'] as const;
export type MemberCapability = (typeof MEMBER_CAPABILITIES)[number];

/** What a project may do with a destination shared with it: see it, stream to it, change its settings, share it on. */
export const SHARE_CAPABILITIES = ['view', 'stream', 'settings', 'share'] as const;
export type ShareCapability = (typeof SHARE_CAPABILITIES)[number];

export type LevelTable<C extends string> = ReadonlyMap<number, ReadonlySet<C>>;

export interface AccessLevels {
  members: LevelTable<MemberCapability> | undefined;
  destinations: LevelTable<ShareCapability> | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function tableOf<C extends string>(value: unknown, known: readonly C[]): LevelTable<C> | undefined {
  if (!isRecord(value)) return undefined;
  const table = new Map<number, ReadonlySet<C>>();
  for (const [key, allows] of Object.entries(value)) {
    if (!/^\d+$/.test(key) || !Array.isArray(allows)) return undefined;
    table.set(Number(key), new Set(known.filter((capability) => allows.includes(capability))));
  }
  return table.size > 0 ? table : undefined;
}

/** The configuration's `accessLevels` read: each part undefined where it is not given, or not of the form. */
export function accessLevelsOf(setting: unknown): AccessLevels {
  const record = isRecord(setting) ? setting : {};
  return {
    members: tableOf(record.members, MEMBER_CAPABILITIES),
    destinations: tableOf(record.destinations, SHARE_CAPABILITIES),
  };
}

/** The deployment's access levels, as its configuration gives them. */
export function useAccessLevels(): AccessLevels {
  const { accessLevels } = useRuntimeConfig();
  return useMemo(() => accessLevelsOf(accessLevels), [accessLevels]);
}

/**
 * Whether going from one level to another takes away something the first allowed; where the table does not say what
 * both allow, it may: the caller asks the more careful question.
 */
export function allowsLess<C extends string>(
  table: LevelTable<C> | undefined,
  from: number | undefined,
  to: number,
): boolean {
  if (from === to) return false;
  const before = from === undefined ? undefined : table?.get(from);
  const after = table?.get(to);
  return before === undefined || after === undefined || [...before].some((capability) => !after.has(capability));
}
