import { describe, expect, it } from 'vitest';
import { catalogIndex } from '../features/catalog/catalog-index.ts';
import { typedPageOf } from './typed-pages.ts';
import { viewPages, viewsBelow } from './view-pages.tsx';

describe('view pages', () => {
  it('each stands for a project group of the catalog that has no typed page of its own', () => {
    for (const page of viewPages) {
      const group = catalogIndex.find((candidate) => candidate.name === page.group);
      expect(group?.scope, page.group).toBe('project');
      expect(typedPageOf(page.group), page.group).toBeUndefined();
    }
  });

  it('a view below a page is below a typed page', () => {
    for (const group of Object.keys(viewsBelow)) expect(typedPageOf(group), group).toBeDefined();
  });
});
