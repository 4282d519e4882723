import { describe, expect, it, vi } from 'vitest';
import { catalogGroups } from './catalog-groups.ts';
import { parseProjectId } from '../../config/paths.ts';
import { catalogIndex, groupPath, sections } from './catalog-index.ts';

// A line a new designed page adds, at a path that is not its group's kebab-case ("channel"): the line alone places it.
vi.mock('../../config/route-map.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../config/route-map.ts')>();
  const line = { page: 'channels', scope: 'project', path: 'my-channels', group: 'Channel' } as const;
  return {
    ...original,
    routeMap: [...original.routeMap, line],
    placeOfGroup: (group: string) => (group === line.group ? line : original.placeOfGroup(group)),
  };
});

describe('catalog index', () => {
  it('agrees with the catalog: same groups, with the same scopes and sections', () => {
    const nav = (groups: readonly { name: string; scope: string; section: string }[]) =>
      groups.map(({ name, scope, section }) => ({ name, scope, section })).sort((a, b) => a.name.localeCompare(b.name));
    expect(nav(catalogIndex)).toEqual(nav(catalogGroups));
    expect(new Set(catalogIndex.map((g) => g.name)).size).toBe(catalogIndex.length);
  });

  it('puts every group in a listed section', () => {
    for (const group of catalogIndex) expect(sections).toContain(group.section);
  });

  it('builds paths from the index entries', () => {
    const path = (name: string) => {
      const group = catalogIndex.find((g) => g.name === name);
      if (!group) throw new Error(`no group ${name}`);
      return groupPath(group, 7);
    };
    expect(path('Stream key')).toBe('/projects/7/stream');
    expect(path('PlanRestream')).toBe('/projects/7/tariffs/restream');
    expect(path('Pay system')).toBe('/pay-system');
    // A designed page's line at any path: the group's page is there, and nothing else names the path.
    expect(path('Channel')).toBe('/projects/7/my-channels');
    expect(catalogIndex.find((group) => group.name === 'Channel')?.slug).toBe('my-channels');
  });

  it('accepts only positive whole project ids', () => {
    expect(parseProjectId('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '042', '4.2', '1e3', 'abc', '99999999999999999999']) {
      expect(parseProjectId(bad)).toBeNull();
    }
  });
});
