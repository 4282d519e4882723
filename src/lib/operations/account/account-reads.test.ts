import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../../api/errors.ts';
import { type Binding, bindSpec, isBound } from '../../bindings/bind.ts';
import { type Json, type ServiceDescription, readDescription } from '../../service-description/description.ts';
import {
  type Paths,
  baseList,
  serviceDescription,
  group,
  json,
  operation,
  parameter,
  arrayOf,
  object,
  type Property,
  ref,
} from '../../../testing/description-builder.ts';
import { ACCOUNT_GROUP, accountPart } from './account-bindings.ts';
import { readIdentity, readIdentityName } from './identity-query.ts';
import { pagingOf } from '../../bindings/pages.ts';
import { type ProjectListing, projectListing as listingOf, readProjects } from './project-list-query.ts';

/** The account's list as the app binds it (accountPart), then read for listing. */
const projectListing = (description: ServiceDescription) =>
  listingOf(bindSpec(description, ACCOUNT_GROUP, accountPart.bindings.projects));

/** The identity read as the app binds it, or undefined when none binds. */
function identityRead(description: ServiceDescription): Binding | undefined {
  const read = bindSpec(description, ACCOUNT_GROUP, accountPart.bindings.identity);
  return isBound(read) ? read : undefined;
}

const query = (name: string, required = true) => parameter(name, { schema: { type: 'string' }, required });
const answer = (schema: Json) => ({ '200': { description: 'ok', content: json(schema) } });

/** A description of one or more operations: [group, summary, path, what the operation has besides]. */
function described(rows: readonly (readonly [string, string, string, Json])[], schemas: Json = {}) {
  const paths: Paths = {};
  for (const [group, summary, path, { parameters, ...rest }] of rows)
    paths[path] = {
      get: operation({
        group,
        summary,
        common: (parameters as unknown[] | undefined) ?? [query('v'), query('language')],
        extra: rest,
      }),
    };
  return readDescription(serviceDescription({ openapi: '3.1.0', paths, schemas }));
}

const LIST = ['UserProject', 'List of project for current user', '/method/user_project/list'] as const;
const listParameters = { parameters: [query('v'), query('language'), query('limit', false), query('offset', false)] };

// The contract API's style: a base list with `results: array` redeclared with the items, `name` for the name.
const contractStyle = described(
  [
    [
      ...LIST,
      {
        ...listParameters,
        responses: answer({
          allOf: [ref('BaseList'), { properties: { results: arrayOf(ref('Project')) } }],
        }),
      },
    ],
  ],
  {
    BaseList: baseList('number', { type: 'array' }),
    Project: object({ project_id: 'number', name: 'string', is_owner: 'boolean' }),
  },
);

// The framework's own style: the base list's results are strings; items `{project_id, title}`.
const nestStyle = described(
  [
    [
      ...LIST,
      {
        ...listParameters,
        responses: answer({
          allOf: [ref('ListResponse'), object({ results: arrayOf(ref('UserProjectItem')) })],
        }),
      },
    ],
  ],
  {
    ListResponse: object({ total: 'number', results: arrayOf('string') }),
    UserProjectItem: object({ project_id: { type: 'number', example: 1 }, title: 'string' }),
  },
);

const listing = (description: ReturnType<typeof described>) => projectListing(description) as ProjectListing;

describe('projectListing and readProjects', () => {
  it('reads the contract API’s pages: names and IDs, paged by offset', () => {
    const found = listing(contractStyle);
    expect(pagingOf(found.read).by).toBe('offset');
    const body = {
      total: 12,
      limit: 10,
      offset: 0,
      results: [
        { project_id: 42, name: 'Main channel', is_owner: true },
        { project_id: 7, name: 'No history', is_owner: true },
      ],
    };
    expect(readProjects(body, found)).toEqual([
      { id: 42, name: 'Main channel' },
      { id: 7, name: 'No history' },
    ]);
  });

  it('names projects by `title` in the framework’s style, and shows an item without one by its ID alone', () => {
    const projects = readProjects(
      { total: 2, results: [{ project_id: 5, title: 'Studio' }, { project_id: 6 }] },
      listing(nestStyle),
    );
    expect(projects).toEqual([
      { id: 5, name: 'Studio' },
      { id: 6, name: undefined },
    ]);
  });

  it('refuses the whole answer when an item’s project_id is not a whole number, naming the place', () => {
    for (const project_id of ['42', 4.2, -1, null, undefined]) {
      const read = () =>
        readProjects({ results: [{ project_id: 1 }, { project_id, name: 'x' }] }, listing(contractStyle));
      expect(read).toThrow(InvalidResponseError);
      expect(read).toThrow('results[1].project_id');
    }
  });

  it('reads a plain array answer as one page', () => {
    const plain = described([
      [
        ...LIST,
        {
          responses: answer(arrayOf(object({ project_id: 'integer', name: 'string' }))),
        },
      ],
    ]);
    expect(readProjects([{ project_id: 3, name: 'A' }], listing(plain))).toEqual([{ id: 3, name: 'A' }]);
  });

  it('reads a join row’s nested project: its name, its picture and its kind where the description names the kinds', () => {
    const joinRows = (type: Json) =>
      described(
        [
          [
            ...LIST,
            {
              responses: answer(object({ results: arrayOf(ref('UserProjectShortDto')) })),
            },
          ],
        ],
        {
          ProjectDto: object({
            project_id: 'number',
            name: 'string',
            fename: 'string',
            photo_50: 'string',
            type,
            access_type: { type: 'number', enum: [1, 2], 'x-enum-varnames': ['owner', 'member'] },
          }),
          UserProjectShortDto: object({
            project_id: 'number',
            access_type: 'number',
            project: { allOf: [ref('ProjectDto')] },
          }),
        },
      );
    const body = {
      results: [
        {
          project_id: 42,
          access_type: 1,
          project: { name: 'Анна', fename: 'Петрова', photo_50: 'https://cdn.example/a.png', type: 0, access_type: 1 },
        },
        { project_id: 7, access_type: 1, project: { name: 'Ночной', fename: 'эфир', type: 1, access_type: 2 } },
      ],
    };
    const named = { type: 'number', enum: [0, 1], 'x-enum-varnames': ['personal', 'team'] };
    expect(readProjects(body, listing(joinRows(named)))).toEqual([
      {
        id: 42,
        name: 'Анна Петрова',
        picture: 'https://cdn.example/a.png',
        kind: 'personal',
        userId: undefined,
        level: 1,
        personal: true,
      },
      { id: 7, name: 'Ночной эфир', picture: undefined, kind: 'team', userId: undefined, level: 1, personal: false },
    ]);
    // `type` a bare number, as the real kind describes it: no kind is shown, and access_type is no project's kind.
    expect(readProjects(body, listing(joinRows({ type: 'number' }))).map(({ kind }) => kind)).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('does not list with an operation that is not a read, and says which method it is', () => {
    const posting = readDescription(
      serviceDescription({
        openapi: '3.1.0',
        paths: {
          '/method/user_project/list': { post: operation({ group: 'UserProject', summary: LIST[1], common: false }) },
        },
      }),
    );
    expect(projectListing(posting)).toMatchObject({ kind: 'unbound', reason: 'not-a-read', method: 'POST' });
  });

  it('says why it cannot list: not described, a value it cannot fill, items without project_id', () => {
    expect(projectListing(described([]))).toMatchObject({ reason: 'not-described' });
    expect(
      projectListing(described([[...LIST, { parameters: [query('v'), query('language'), query('company_id')] }]])),
    ).toMatchObject({ reason: 'needs', field: 'company_id' });
    expect(
      projectListing(described([[...LIST, { responses: answer(arrayOf(object({ id: 'number' }))) }]])),
    ).toMatchObject({ reason: 'needs', field: 'project_id' });
  });
});

describe('identityRead and readIdentityName', () => {
  const auth = ['Auth', 'Get basic data for auth user', '/method/auth/me'] as const;
  const profile = ['User', 'Get user profile', '/method/user/profile'] as const;

  it('asks User’s profile first (the one a real deployment gives an answer schema), Auth’s when User has none', () => {
    expect(
      identityRead(
        described([
          [...auth, {}],
          [...profile, {}],
        ]),
      )?.operation.path,
    ).toBe('/method/user/profile');
    expect(identityRead(described([[...auth, {}]]))?.operation.path).toBe('/method/auth/me');
    expect(identityRead(described([]))).toBeUndefined();
  });

  it('never takes an operation that is not a read: a DELETE "Get user profile" gives way to Auth’s read', () => {
    const deleting = readDescription(
      serviceDescription({
        openapi: '3.1.0',
        paths: {
          ...group('Auth', { 'get /method/auth/me': { summary: 'Get basic data for auth user', common: false } }),
          ...group('User', { 'delete /method/user/profile': { summary: 'Get user profile', common: false } }),
        },
      }),
    );
    expect(identityRead(deleting)?.operation.path).toBe('/method/auth/me');
    const onlyDelete = readDescription(
      serviceDescription({
        openapi: '3.1.0',
        paths: group('User', { 'delete /method/user/profile': { summary: 'Get user profile', common: false } }),
      }),
    );
    expect(identityRead(onlyDelete)).toBeUndefined();
  });

  it('names the account by name, else username, else email — as the answer schema declares them', () => {
    const me = (properties: Record<string, Property>) =>
      identityRead(described([[...auth, { responses: answer(object(properties)) }]]))!;
    const contract = me({ user_id: 'number', name: 'string', email: 'string' });
    expect(readIdentityName({ user_id: 1, name: 'Demo Streamer', email: 'demo@example.com' }, contract)).toBe(
      'Demo Streamer',
    );
    const nest = me({ id: 'number', username: 'string', email: 'string' });
    expect(readIdentityName({ id: 0, username: 'second', email: 's@example.com' }, nest)).toBe('second');
    const mailOnly = me({ id: 'number', email: 'string' });
    expect(readIdentityName({ id: 2, email: 'x@example.com' }, mailOnly)).toBe('x@example.com');
  });

  it('names the account by a given and a family name together, as the real kind’s profile gives them', () => {
    const read = identityRead(
      described([
        [
          ...profile,
          {
            responses: answer(
              object({ id: 'number', firstName: 'string', lastName: 'string', photo: 'string', refId: 'string' }),
            ),
          },
        ],
      ]),
    )!;
    expect(readIdentityName({ id: 0, firstName: 'Demo', lastName: 'Streamer', photo: '', refId: 'r1' }, read)).toBe(
      'Demo Streamer',
    );
    // A family name left empty: the given name alone.
    expect(readIdentityName({ id: 0, firstName: 'Demo', lastName: '', photo: '', refId: 'r1' }, read)).toBe('Demo');
    // Its picture, where the profile gives one; an empty one is none.
    expect(
      readIdentity(
        { id: 0, firstName: 'Ann', lastName: 'Lee', photo: ' https://cdn.example/a.png ', refId: 'r' },
        read,
      ),
    ).toEqual({ name: 'Ann Lee', picture: 'https://cdn.example/a.png' });
    expect(readIdentity({ id: 0, firstName: 'Ann', lastName: '', photo: '', refId: 'r' }, read)).toEqual({
      name: 'Ann',
      picture: undefined,
    });
  });

  it('reads an answer with no schema as it came, the one object nested in it included', () => {
    const read = identityRead(described([[...auth, {}]]))!;
    expect(readIdentityName({ user: { first_name: 'Ann', last_name: 'Lee' } }, read)).toBe('Ann Lee');
    expect(readIdentityName({ id: 3, username: 'ann' }, read)).toBe('ann');
  });

  it('shows no name rather than a made-up one', () => {
    const read = identityRead(described([[...auth, {}]]))!;
    expect(() => readIdentityName({ user: { id: 4 } }, read)).toThrow(InvalidResponseError);
    expect(() => readIdentityName({ id: 5 }, read)).toThrow(InvalidResponseError);
    expect(() => readIdentityName('Ann', read)).toThrow(InvalidResponseError);
  });
});
