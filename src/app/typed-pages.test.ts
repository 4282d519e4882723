import { describe, expect, it } from 'vitest';
import { catalogIndex, groupPath } from '../features/catalog/catalog-index.ts';
import { typedPages } from './typed-pages.ts';

describe('typed pages', () => {
  it('each replaces a catalog group at that group’s own path', () => {
    for (const page of typedPages) {
      const group = catalogIndex.find((candidate) => candidate.name === page.group);
      expect(group, page.group).toBeDefined();
      expect(`/${page.route}`).toBe(groupPath(group!));
    }
  });
});
