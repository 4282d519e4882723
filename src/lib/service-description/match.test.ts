import { describe, expect, it } from 'vitest';
import { type Json, type ServiceDescription, readDescription } from './description.ts';
import { type GroupMatch, type DocumentLine, matchGroup, namedOperation, readingsOf } from './match.ts';
import { serviceDescription } from '../../testing/description-builder.ts';

/** A description from [method path, summary, tags] rows; the key is the operationId when given. */
function describeService(
  rows: readonly (readonly [string, string | undefined, readonly string[], string?])[],
): ServiceDescription {
  const paths: Record<string, Json> = {};
  for (const [line, summary, tags, operationId] of rows) {
    const [method, path] = line.split(' ') as [string, string];
    const operation: Json = { tags };
    if (summary !== undefined) operation.summary = summary;
    if (operationId !== undefined) operation.operationId = operationId;
    paths[path] = { ...(paths[path] ?? {}), [method.toLowerCase()]: operation };
  }
  return readDescription(serviceDescription({ paths }));
}

const lines = (...names: string[]): DocumentLine[] => names.map((name) => ({ name }));

/** Line name → for each name it reads: "name → path, path". */
function summary(match: GroupMatch<DocumentLine>): Record<string, string[]> {
  return Object.fromEntries(
    match.lines.map(({ line, names }) => [
      line.name,
      names.map(
        ({ name, operations }) =>
          `${name} → ${operations.map((operation) => `${operation.method} ${operation.path}`).join(', ')}`,
      ),
    ]),
  );
}

describe('readingsOf', () => {
  it('reads a line without slashes as itself', () => {
    expect(readingsOf('Get user profile')).toEqual([['Get user profile']]);
  });

  it('expands "Get/Set user notify settings" plainest first', () => {
    const readings = readingsOf('Get/Set user notify settings');
    expect(readings[0]).toEqual(['Get user notify settings', 'Set user notify settings']);
    expect(readings).toContainEqual(['Get', 'Set user notify settings']);
  });

  it('expands three alternatives', () => {
    expect(readingsOf('Get/Accept/Decline invitation for channel')[0]).toEqual([
      'Get invitation for channel',
      'Accept invitation for channel',
      'Decline invitation for channel',
    ]);
  });

  it('keeps words before the first alternative', () => {
    expect(readingsOf('Telegram: Get/Set settings')[0]).toEqual(['Telegram: Get settings', 'Telegram: Set settings']);
  });

  it('offers every extent of the last alternative for "Set name / rtmp url for …"', () => {
    const readings = readingsOf('Set name / rtmp url for a custom channel (global settings)');
    // Plainest: one word on each side of the slash.
    expect(readings[0]).toEqual([
      'Set name url for a custom channel (global settings)',
      'Set rtmp url for a custom channel (global settings)',
    ]);
    expect(readings).toContainEqual([
      'Set name for a custom channel (global settings)',
      'Set rtmp url for a custom channel (global settings)',
    ]);
    // "Set name" may be the first alternative as a whole.
    expect(readings).toContainEqual([
      'Set name url for a custom channel (global settings)',
      'rtmp url for a custom channel (global settings)',
    ]);
    // Two words before the slash, at most six after it.
    expect(readings).toHaveLength(12);
    for (const reading of readings) expect(reading).toHaveLength(2);
  });
});

describe('matchGroup: exact names', () => {
  const description = describeService([
    ['GET /user', 'Get user profile', ['User']],
    ['POST /user', 'update   PROFILE', ['user']],
    ['GET /user/typo', 'Get usr profile', ['User']],
    ['GET /user/extra', 'Get user profile now', ['User']],
    ['DELETE /user', undefined, ['User']],
    ['GET /other', 'Get user profile', ['Other']],
    ['GET /untagged', 'Get user profile', []],
  ]);
  const match = matchGroup(description, 'User', lines('Get user profile', 'Update profile', 'Remove user'));

  it('matches lines to summaries ignoring case and repeated spaces, in the tag with the group’s name', () => {
    expect(summary(match)).toEqual({
      'Get user profile': ['Get user profile → GET /user'],
      'Update profile': ['Update profile → POST /user'],
      'Remove user': ['Remove user → '],
    });
  });

  it('matches nothing fuzzier: a typo or an extra word lands in alsoDescribed, as does an operation without summary', () => {
    expect(match.alsoDescribed.map((operation) => `${operation.method} ${operation.path}`)).toEqual([
      'DELETE /user',
      'GET /user/typo',
      'GET /user/extra',
    ]);
  });

  it('keeps the lines in order and hands back the line objects themselves', () => {
    const given = lines('Remove user', 'Get user profile');
    const result = matchGroup(description, 'User', given);
    expect(result.lines.map((line) => line.line)).toEqual(given);
    expect(result.lines[0]!.line).toBe(given[0]);
  });

  it('matches the group to its tag ignoring case and repeated spaces', () => {
    expect(summary(matchGroup(description, '  user ', lines('Get user profile')))).toEqual({
      'Get user profile': ['Get user profile → GET /user'],
    });
  });

  it('gives an empty match for a group no operation is tagged with', () => {
    const result = matchGroup(description, 'Nobody', lines('Get user profile'));
    expect(result.alsoDescribed).toEqual([]);
    expect(result.lines[0]!.names).toEqual([{ name: 'Get user profile', operations: [] }]);
  });
});

describe('matchGroup: lines with slashes', () => {
  it('matches each name of "Get/Set user notify settings"', () => {
    const description = describeService([
      ['GET /notify', 'Get user notify settings', ['User']],
      ['POST /notify', 'Set user notify settings', ['User']],
    ]);
    const match = matchGroup(description, 'User', lines('Get/Set user notify settings'));
    expect(summary(match)).toEqual({
      'Get/Set user notify settings': [
        'Get user notify settings → GET /notify',
        'Set user notify settings → POST /notify',
      ],
    });
    expect(match.alsoDescribed).toEqual([]);
  });

  it('matches the "rtmp url" line to the service’s two summaries', () => {
    const description = describeService([
      ['POST /custom/name', 'Set name for a custom channel (global settings)', ['Channels']],
      ['POST /custom/rtmp', 'Set rtmp url for a custom channel (global settings)', ['Channels']],
      ['GET /custom', 'Get custom channels', ['Channels']],
    ]);
    const match = matchGroup(
      description,
      'Channels',
      lines('Set name / rtmp url for a custom channel (global settings)'),
    );
    expect(summary(match)).toEqual({
      'Set name / rtmp url for a custom channel (global settings)': [
        'Set name for a custom channel (global settings) → POST /custom/name',
        'Set rtmp url for a custom channel (global settings) → POST /custom/rtmp',
      ],
    });
    expect(match.alsoDescribed.map((operation) => operation.path)).toEqual(['/custom']);
  });

  it('takes the reading the service confirms most, even when only one name is described', () => {
    const description = describeService([['POST /custom/rtmp', 'Set rtmp url for a custom channel', ['Channels']]]);
    const match = matchGroup(description, 'Channels', lines('Set name / rtmp url for a custom channel'));
    const names = match.lines[0]!.names;
    expect(names.map((name) => name.name)).toContain('Set rtmp url for a custom channel');
    expect(names.find((name) => name.name === 'Set rtmp url for a custom channel')!.operations).toHaveLength(1);
    expect(match.alsoDescribed).toEqual([]);
  });

  it('falls back to the plainest reading when none is described', () => {
    const description = describeService([['GET /x', 'Something else', ['User']]]);
    const match = matchGroup(description, 'User', lines('Get/Set user notify settings'));
    expect(match.lines[0]!.names).toEqual([
      { name: 'Get user notify settings', operations: [] },
      { name: 'Set user notify settings', operations: [] },
    ]);
    expect(match.alsoDescribed.map((operation) => operation.name)).toEqual(['Something else']);
  });
});

describe('matchGroup: several operations', () => {
  it('attaches two operations with the same summary to one line', () => {
    const description = describeService([
      ['GET /v1/tariff', 'Get tariff for project', ['PlanRestream']],
      ['GET /v2/tariff', 'Get tariff  for project', ['PlanRestream']],
    ]);
    const match = matchGroup(description, 'PlanRestream', lines('Get tariff for project'));
    expect(summary(match)).toEqual({
      'Get tariff for project': ['Get tariff for project → GET /v1/tariff, GET /v2/tariff'],
    });
    expect(match.alsoDescribed).toEqual([]);
  });

  it('shows an operation tagged with two groups in both', () => {
    const description = describeService([
      ['GET /tariff', 'Get tariff for project', ['PlanRestream', 'PlanTranscoding']],
      ['GET /only', 'Only transcoding', ['PlanTranscoding']],
    ]);
    const restream = matchGroup(description, 'PlanRestream', lines('Get tariff for project'));
    const transcoding = matchGroup(description, 'PlanTranscoding', lines('Get tariff for project'));
    expect(restream.lines[0]!.names[0]!.operations.map((operation) => operation.path)).toEqual(['/tariff']);
    expect(transcoding.lines[0]!.names[0]!.operations.map((operation) => operation.path)).toEqual(['/tariff']);
    expect(restream.alsoDescribed).toEqual([]);
    expect(transcoding.alsoDescribed.map((operation) => operation.path)).toEqual(['/only']);
  });

  it('puts untagged operations in no group', () => {
    const description = describeService([
      ['GET /loose', 'Get user profile', []],
      ['GET /tagged', 'Get user profile', ['User']],
    ]);
    const match = matchGroup(description, 'User', lines('Get user profile'));
    expect(match.lines[0]!.names[0]!.operations.map((operation) => operation.path)).toEqual(['/tagged']);
    expect(match.alsoDescribed).toEqual([]);
    expect(matchGroup(description, '', lines('Get user profile')).lines[0]!.names[0]!.operations).toEqual([]);
  });

  it('lists alsoDescribed in the description’s order, each once', () => {
    const description = describeService([
      ['GET /b', 'B', ['G']],
      ['GET /a', 'A', ['G']],
      ['GET /c', 'C', ['G', 'g']],
    ]);
    expect(matchGroup(description, 'G', lines('A')).alsoDescribed.map((operation) => operation.name)).toEqual([
      'B',
      'C',
    ]);
  });

  it('lets two lines name the same operation without listing it as also described', () => {
    const description = describeService([['GET /a', 'Get thing', ['G']]]);
    const match = matchGroup(description, 'G', lines('Get thing', 'get  THING'));
    expect(match.lines.map((line) => line.names[0]!.operations.length)).toEqual([1, 1]);
    expect(match.alsoDescribed).toEqual([]);
  });
});

describe('namedOperation', () => {
  const service = describeService([
    ['GET /method/plan_transcoding', 'Get tariff for project', ['PlanTranscoding']],
    ['GET /method/plan_restream', 'Get tariff for project', ['PlanRestream']],
    ['POST /method/logout', 'logout ', ['auth']],
    ['GET /a', 'Twice', ['G']],
    ['GET /b', 'Twice', ['G']],
  ]);

  it('finds the operation by group and document name, not by path', () => {
    expect(namedOperation(service, 'PlanTranscoding', 'Get tariff for project')?.path).toBe('/method/plan_transcoding');
    expect(namedOperation(service, 'PlanRestream', 'Get tariff for project')?.path).toBe('/method/plan_restream');
  });

  it('compares group and name as names are compared', () => {
    expect(namedOperation(service, 'Auth', 'Logout')?.method).toBe('POST');
  });

  it('returns nothing for a name not described or described twice in the group', () => {
    expect(namedOperation(service, 'PlanStorage', 'Get tariff for project')).toBeUndefined();
    expect(namedOperation(service, 'G', 'Twice')).toBeUndefined();
  });
});
