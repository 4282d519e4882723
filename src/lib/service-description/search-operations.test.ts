import { describe, expect, it } from 'vitest';
import { readDescription } from './description.ts';
import { searchOperations } from './search-operations.ts';
import { serviceDescription } from '../../testing/description-builder.ts';

// Tagged as written: one group, none, or two.
const op = (tags: string[], summary: string | undefined, operationId: string | undefined) => ({
  tags,
  ...(summary === undefined ? {} : { summary }),
  ...(operationId === undefined ? {} : { operationId }),
  responses: {},
});

const description = readDescription(
  serviceDescription({
    paths: {
      '/method/pull_keys': {
        get: op(['Stream pull keys'], 'List of pull keys', 'PullKeysController_list'),
        post: op(['Stream pull keys'], 'Create  pull key', 'PullKeysController_create'),
      },
      '/method/pull_keys/{id}/rotate': { post: op(['Stream pull keys'], 'Rotate key', 'PullKeysController_rotate') },
      '/method/user_project/export': { get: op(['UserProject'], undefined, 'UserProjectController_export') },
      '/method/untagged': { get: op([], 'Rotate everything', 'Untagged_rotate') },
      '/method/elsewhere': { get: op(['Internal', 'UserProject'], 'Rotate logs', 'Internal_rotate') },
    },
  }),
);

const groups: Record<string, string> = { 'stream pull keys': 'Stream pull keys', userproject: 'UserProject' };
const search = (query: string) =>
  searchOperations(description, query, (tag) => groups[tag.toLowerCase()]).map(
    ({ operation, group }) => `${group}: ${operation.method} ${operation.path}`,
  );

describe('searchOperations', () => {
  it('finds by a part of the path, the summary or the operationId, ignoring case and repeated spaces', () => {
    expect(search('/method/PULL_KEYS')).toEqual([
      'Stream pull keys: GET /method/pull_keys',
      'Stream pull keys: POST /method/pull_keys',
      'Stream pull keys: POST /method/pull_keys/{id}/rotate',
    ]);
    expect(search('  create   PULL key ')).toEqual(['Stream pull keys: POST /method/pull_keys']);
    expect(search('usERprojectcontroller_EXPORT')).toEqual(['UserProject: GET /method/user_project/export']);
  });

  it('gives each operation the first of its tags that names a group, and leaves out those no group tags', () => {
    expect(search('rotate')).toEqual([
      'Stream pull keys: POST /method/pull_keys/{id}/rotate',
      'UserProject: GET /method/elsewhere',
    ]);
  });

  it('finds nothing for an empty query', () => {
    expect(search('   ')).toEqual([]);
  });
});
