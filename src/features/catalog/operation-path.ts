import { type NavGroup, groupPath } from './catalog-index.ts';

/**
 * A key that would be a "." or ".." segment — which the URL reads as "here" or "up", percent-encoded or not — gets a
 * `~` before it; a key that already is tildes and dots gets one more, so every key reads back as itself.
 */
const DOTS = /^~*\.\.?$/;
const ESCAPED_DOTS = /^~+\.\.?$/;

/** The path segment of an operation's key (before percent-encoding). */
export function keySegment(key: string): string {
  return DOTS.test(key) ? `~${key}` : key;
}

/** The key a decoded path segment names: `keySegment` undone. */
export function segmentKey(segment: string): string {
  return ESCAPED_DOTS.test(segment) ? segment.slice(1) : segment;
}

/**
 * URL path of the page of an operation a service description adds to a group: under the group's page, by the
 * operation's key. catalog-path.ts reads it back (catalog-path.test.ts checks the two agree).
 */
export function operationPath(group: Pick<NavGroup, 'name' | 'scope'>, key: string, projectId?: number): string {
  return `${groupPath(group, projectId)}/operations/${encodeURIComponent(keySegment(key))}`;
}

/**
 * URL path of a group's list of operations, as its generated page shows them: where a designed page (which holds the
 * group's own path) sends power users to every operation of its group.
 */
export function groupOperationsPath(group: Pick<NavGroup, 'name' | 'scope'>, projectId?: number): string {
  return `${groupPath(group, projectId)}/operations`;
}
