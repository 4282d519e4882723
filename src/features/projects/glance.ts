import { InvalidResponseError } from '../../lib/api/errors.ts';
import { type Language, locales } from '../../lib/i18n/languages.ts';
import type { LiveStatus } from '../../lib/operations/broadcast/live-answers.ts';
import type { PlanRestream } from '../../lib/operations/plan-restream/plan-slot.ts';
import { summarize } from './project-summary.ts';

// What Home says of each project at a glance, as plain data: whether it is live (the Stream page's live status read,
// lib/operations/broadcast/live-reads.ts), where its restream plan stands (the documented plan read, 4.2), and the order that
// puts the projects needing someone first.

export type LiveState =
  | {
      kind: 'live' | 'paused';
      /** When it started, in ms; undefined when the service sent no instant. */ since?: number;
    }
  | { kind: 'offline' };

/**
 * The live status as the service says it of the project: `status` live or paused with when it started, or inactive.
 * Any other status is not read as either, nor a status that names no project (the older read's, which may be another
 * project's): the row then claims nothing.
 */
export function liveAtAGlance(status: LiveStatus): LiveState {
  if (status.projectId === undefined) throw new InvalidResponseError('project_id', 'not a project’s status');
  const state = status.state?.value;
  if (state === 'inactive') return { kind: 'offline' };
  if (state !== 'live' && state !== 'paused') throw new InvalidResponseError('status', 'not a live status');
  const since = status.startedAt === undefined ? NaN : Date.parse(status.startedAt);
  return Number.isNaN(since) ? { kind: state } : { kind: state, since };
}

const WEEK = 7 * 86_400_000;

export type PlanState =
  /** No current plan in the answer. */
  | { kind: 'none' }
  /** A current plan without a readable end. */
  | { kind: 'current' }
  | { kind: 'ends' | 'ends-soon' | 'ended'; at: string; nextScheduled: boolean };

/** Where the restream plan stands: it ends, ends within 7 days, or has ended. */
export function planState(plan: PlanRestream, now: number): PlanState {
  const summary = summarize(plan, now);
  if (!summary.hasCurrent) return { kind: 'none' };
  if (summary.endsAt === undefined) return { kind: 'current' };
  const left = Date.parse(summary.endsAt) - now;
  const kind = left <= 0 ? 'ended' : left <= WEEK ? 'ends-soon' : 'ends';
  return { kind, at: summary.endsAt, nextScheduled: summary.nextScheduled };
}

/** What the order reads of a row: what is known of it so far. */
export interface GlanceFacts {
  live: LiveState | undefined;
  plan: PlanState | undefined;
}

/** 0: live (or paused) now; 1: its plan has ended or ends within 7 days; 2: the rest, and what is not known yet. */
export function attentionOf({ live, plan }: GlanceFacts): 0 | 1 | 2 {
  if (live && live.kind !== 'offline') return 0;
  if (plan && (plan.kind === 'ended' || plan.kind === 'ends-soon')) return 1;
  return 2;
}

/**
 * Live projects first, then those whose plan needs someone (the soonest end first), then the rest in the service's
 * order. A row is placed by what is known of it so far, so one whose reads are slow keeps its place until they land.
 */
export function byAttention<T extends GlanceFacts>(rows: readonly T[]): T[] {
  const endOf = (row: T) => (row.plan && 'at' in row.plan ? Date.parse(row.plan.at) : Infinity);
  return rows
    .map((row, index) => ({ row, index, rank: attentionOf(row) }))
    .sort((a, b) => a.rank - b.rank || (a.rank === 1 ? endOf(a.row) - endOf(b.row) : 0) || a.index - b.index)
    .map(({ row }) => row);
}

const unitFormats = new Map<string, Intl.NumberFormat>();
const unit = (lang: Language, name: 'hour' | 'minute', value: number) => {
  const key = `${lang}:${name}`;
  const format =
    unitFormats.get(key) ?? new Intl.NumberFormat(locales[lang], { style: 'unit', unit: name, unitDisplay: 'short' });
  unitFormats.set(key, format);
  return format.format(value);
};

/** How long a stream has been live, in hours and minutes, in the interface language: "1 hr 5 min", "12 min". */
export function formatLiveFor(milliseconds: number, lang: Language): string {
  const minutes = Math.max(0, Math.floor(milliseconds / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours === 0 ? unit(lang, 'minute', rest) : `${unit(lang, 'hour', hours)} ${unit(lang, 'minute', rest)}`;
}
