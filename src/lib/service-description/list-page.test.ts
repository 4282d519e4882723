import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../api/errors.ts';
import { listShape, nextOffset, readListPage } from './list-page.ts';
import { SchemaResolver } from './schema.ts';
import { baseList, describedWith, ref, arrayOf, object } from '../../testing/description-builder.ts';

const item = object({ project_id: 'number', title: 'string' });

describe('listShape', () => {
  it('reads the framework idiom: a base list whose results are strings, redeclared with the items', () => {
    const document = describedWith({
      BaseList: baseList(),
      Item: item,
    });
    const schema = new SchemaResolver(document).resolve({
      allOf: [ref('BaseList'), { properties: { results: arrayOf(ref('Item')) } }],
    });
    const shape = listShape(schema);
    expect(shape?.property).toBe('results');
    expect(shape?.itemSchema?.properties.map(({ name }) => name)).toEqual(['project_id', 'title']);
  });

  it('reads a plain array, and an object whose one array has another name', () => {
    const resolver = new SchemaResolver({});
    expect(listShape(resolver.resolve(arrayOf(item)))?.property).toBeUndefined();
    expect(listShape(resolver.resolve(object({ projects: arrayOf(item) })))?.property).toBe('projects');
    expect(listShape(resolver.resolve(object({ a: { type: 'array' }, b: { type: 'array' } })))).toBeUndefined();
    expect(listShape(undefined)).toBeUndefined();
  });
});

describe('readListPage', () => {
  it('reads a page with its figures', () => {
    expect(
      readListPage(
        { total: 12, limit: 10, offset: 0, results: [{ project_id: 1 }] },
        { property: 'results', itemSchema: undefined },
      ),
    ).toEqual({ items: [{ project_id: 1 }], total: 12, limit: 10, offset: 0 });
  });

  it('reads the count of a list paged by page number, `totalItems`', () => {
    const page = { results: [{ id: '1' }], totalItems: 45, totalPages: 5, currentPage: 1, nextPage: 2 };
    expect(readListPage(page, undefined).total).toBe(45);
    expect(() => readListPage({ ...page, totalItems: -1 }, undefined)).toThrow(InvalidResponseError);
  });

  it('reads a plain array, and finds the usual array without a shape', () => {
    expect(readListPage([1, 2], undefined).items).toEqual([1, 2]);
    expect(readListPage({ items: [3] }, undefined)).toEqual({
      items: [3],
      total: undefined,
      limit: undefined,
      offset: undefined,
    });
  });

  it('refuses a figure that is not a count, naming it, so no wrong number is shown', () => {
    for (const total of ['12', -1, 1.5, null]) {
      const read = () => readListPage({ total, results: [] }, undefined);
      expect(read).toThrow(InvalidResponseError);
      expect(read).toThrow(/total/);
    }
  });

  it('refuses an answer that holds no list', () => {
    expect(() => readListPage({ results: 'none' }, { property: 'results', itemSchema: undefined })).toThrow(
      InvalidResponseError,
    );
    expect(() => readListPage('x', undefined)).toThrow(InvalidResponseError);
    expect(() => readListPage({ total: 1 }, undefined)).toThrow(InvalidResponseError);
  });
});

describe('nextOffset', () => {
  const page = (items: number, figures: { total?: number; limit?: number; offset?: number } = {}) => ({
    items: Array.from({ length: items }),
    total: figures.total,
    limit: figures.limit,
    offset: figures.offset,
  });

  it('goes on until the total is reached', () => {
    expect(nextOffset(page(10, { total: 12, limit: 10, offset: 0 }), 0)).toBe(10);
    expect(nextOffset(page(2, { total: 12, limit: 10, offset: 10 }), 10)).toBeUndefined();
  });

  it('without a total, goes on while pages are full', () => {
    expect(nextOffset(page(10, { limit: 10 }), 0)).toBe(10);
    expect(nextOffset(page(9, { limit: 10 }), 0)).toBeUndefined();
    expect(nextOffset(page(10), 0)).toBeUndefined();
  });

  it('stops on an empty page, and on a service that ignores the offset', () => {
    expect(nextOffset(page(0, { total: 50 }), 10)).toBeUndefined();
    expect(nextOffset(page(10, { total: 50, offset: 0 }), 10)).toBeUndefined();
  });
});
