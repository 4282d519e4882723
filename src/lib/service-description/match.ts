// Which described operation is which document line: a group matches the tag with its name, and a line matches the
// operations of that tag whose summary is its name. Names are compared ignoring case and repeated spaces
// (`sameName`), nothing fuzzier; an operation the document words differently is not forced onto a line but listed
// as "also described". Where the real kind of deployment words a name otherwise, its wording is a known alias
// (known-aliases.ts), tried when the document's own finds nothing. Where the real kind gives one summary to several
// operations, or a summary that misstates one, the method and path it puts each at decide (known-aliases.ts's
// places): a name is never bound to an operation placed as another's because it carries the name's summary.

import { type DescribedOperation, type ServiceDescription, operationsOfTag, sameName } from './description.ts';
import { aliasesOf, isAt, mayBeNamed, placeNamed, placesOf } from './known-aliases.ts';

/** One document line of a group, as the catalog lists it. */
export interface DocumentLine {
  name: string;
}

export interface NamedMatch {
  /** One operation the line names ("Get user notify settings" of "Get/Set user notify settings"). */
  name: string;
  /** The described operations with that summary (usually one; none: not described). */
  operations: readonly DescribedOperation[];
}

export interface LineMatch<L extends DocumentLine> {
  line: L;
  names: readonly NamedMatch[];
}

export interface GroupMatch<L extends DocumentLine> {
  lines: readonly LineMatch<L>[];
  /** Operations tagged with the group that no line names, in the description's order. */
  alsoDescribed: readonly DescribedOperation[];
}

const MAX_WORDS = 6;

/**
 * The ways a line with slashes can be read, first the plainest. "Get/Set user notify settings" names "Get user
 * notify settings" and "Set user notify settings"; in "Set name / rtmp url for a custom channel" the last
 * alternative may be one word or more ("rtmp url"), so each extent is a reading of its own.
 */
export function readingsOf(line: string): string[][] {
  if (!line.includes('/')) return [[line]];
  const segments = line.split('/');
  const first = segments[0]!.trimEnd().split(' ');
  const last = segments.at(-1)!.trimStart().split(' ');
  const middle = segments.slice(1, -1).map((segment) => segment.trim());
  const readings: string[][] = [];
  for (let before = 1; before <= Math.min(first.length, MAX_WORDS); before += 1) {
    for (let after = 1; after <= Math.min(last.length, MAX_WORDS); after += 1) {
      const prefix = first.slice(0, first.length - before).join(' ');
      const suffix = last.slice(after).join(' ');
      const alternatives = [first.slice(-before).join(' '), ...middle, last.slice(0, after).join(' ')];
      readings.push(alternatives.map((alternative) => [prefix, alternative, suffix].filter(Boolean).join(' ')));
    }
  }
  return readings;
}

export function matchGroup<L extends DocumentLine>(
  description: ServiceDescription,
  groupName: string,
  lines: readonly L[],
): GroupMatch<L> {
  const tagged = operationsOfTag(description, groupName);
  const bySummary = summaryIndex(description, groupName);
  const named = new Set<DescribedOperation>();
  const matched = lines.map((line) => {
    const readings = readingsOf(line.name);
    const found = (name: string) => namedIn(description, groupName, name, bySummary);
    // The reading the service confirms most (all of its names, ideally); the plainest one when none is confirmed.
    let best = readings[0]!;
    let bestCount = best.filter((name) => found(name).length).length;
    for (const reading of readings.slice(1)) {
      const count = reading.filter((name) => found(name).length).length;
      if (count > bestCount) [best, bestCount] = [reading, count];
    }
    const names = best.map((name) => ({ name, operations: found(name) }));
    names.forEach((match) => match.operations.forEach((operation) => named.add(operation)));
    return { line, names };
  });
  return { lines: matched, alsoDescribed: tagged.filter((operation) => !named.has(operation)) };
}

/**
 * The one described operation a document name stands for: tagged with the group, summarised with the name. A typed
 * view binds to operations this way, never by path, because paths are the deployment's and names are the
 * document's. Two operations with the same group and name are not told apart by guessing: neither is returned.
 */
export function namedOperation(
  description: ServiceDescription,
  group: string,
  name: string,
): DescribedOperation | undefined {
  const found = namedOperations(description, group, name);
  return found.length === 1 ? found[0] : undefined;
}

/**
 * Every described operation a document name stands for (one, usually): for a caller that can tell several apart. A
 * name that is a place (`POST /platforms/logout`) stands for the operation there, whatever its summary says.
 */
export function namedOperations(
  description: ServiceDescription,
  group: string,
  name: string,
): readonly DescribedOperation[] {
  const place = placeNamed(name);
  if (place) return description.operations.filter((operation) => isAt(operation, place));
  return namedIn(description, group, name, summaryIndex(description, group));
}

/**
 * The operations a name of a group stands for: those its summary (or the real kind's wording of it) names, but any
 * the real kind places as another operation; of several, those at the name's own place when any is; and with none
 * named so, the operation at the name's own place, whatever its summary says (it misstates it, or words it anew).
 */
function namedIn(
  description: ServiceDescription,
  group: string,
  name: string,
  bySummary: ReadonlyMap<string, readonly DescribedOperation[]>,
): readonly DescribedOperation[] {
  const own = bySummary.get(sameName(name));
  const named = (own?.length ? own : aliased(description, group, name)).filter((operation) =>
    mayBeNamed(operation, group, name),
  );
  const places = placesOf(group, name);
  if (!places.length) return named;
  const atPlace = (operation: DescribedOperation) => places.some((place) => isAt(operation, place));
  const placed = named.filter(atPlace);
  if (named.length > 1 && placed.length) return placed;
  if (named.length) return named;
  return operationsOfTag(description, group).filter(atPlace);
}

/**
 * The operations of a group the real kind's wording of `name` stands for: the first alias that finds any. A real
 * deployment's description words most of its summaries this way, so a summary is looked up in the group's index, as
 * a document name is.
 */
function aliased(description: ServiceDescription, group: string, name: string): readonly DescribedOperation[] {
  for (const alias of aliasesOf(group, name)) {
    const found =
      typeof alias === 'string'
        ? (summaryIndex(description, group).get(sameName(alias)) ?? [])
        : operationsOfTag(description, group).filter(
            (operation) => operation.summary === undefined && operation.operationId === alias.operationId,
          );
    if (found.length) return found;
  }
  return [];
}

/**
 * A group's operations by their summary's name (sameName), in the description's order: read once per description
 * and group. A page binds dozens of names and draws them again with every figure that arrives; comparing each name
 * with every summary of its group each time was a good part of the Stream page's work on a phone's CPU.
 */
const summaries = new WeakMap<ServiceDescription, Map<string, ReadonlyMap<string, readonly DescribedOperation[]>>>();

function summaryIndex(
  description: ServiceDescription,
  group: string,
): ReadonlyMap<string, readonly DescribedOperation[]> {
  let groups = summaries.get(description);
  if (!groups) summaries.set(description, (groups = new Map()));
  const tag = sameName(group);
  let index = groups.get(tag);
  if (!index) {
    const byName = new Map<string, DescribedOperation[]>();
    for (const operation of operationsOfTag(description, group)) {
      if (operation.summary === undefined) continue;
      const key = sameName(operation.summary);
      byName.set(key, [...(byName.get(key) ?? []), operation]);
    }
    groups.set(tag, (index = byName));
  }
  return index;
}
