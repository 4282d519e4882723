import { describe, expect, it } from 'vitest';
import { type Json, readDescription } from '../service-description/description.ts';
import { namedOperation } from '../service-description/match.ts';
import { operationDetails } from '../service-description/operation-details.ts';
import { buildLogoutRequest, isRefreshTokenField } from './logout-request.ts';
import {
  body,
  object,
  ref,
  serviceDescription,
  versionAndLanguage,
  parameter,
} from '../../testing/description-builder.ts';

const VALUES = { refreshToken: 'r-123', fingerprint: 'fp', v: '1', language: 'ru' };

/** Builds the Logout of a description whose only operation is Auth's Logout, as `operation` describes it. */
function logoutOf(operation: Json, path = '/method/auth/logout') {
  const document = readDescription(
    serviceDescription({
      openapi: '3.1.0',
      paths: { [path]: { post: { tags: ['Auth'], summary: 'Logout', ...operation } } },
      schemas: { LogoutDto: object({ refresh: { type: 'string' } }, ['refresh']) },
    }),
  );
  const found = namedOperation(document, 'Auth', 'Logout')!;
  return buildLogoutRequest(found, operationDetails(document.document, found), VALUES);
}

const jsonBody = (schema: Json) => ({ requestBody: body(schema) });

describe('buildLogoutRequest', () => {
  it('sends the contract API’s shape: v and language in the query, the token as `refresh` (through a $ref)', () => {
    expect(
      logoutOf({
        parameters: versionAndLanguage({ described: false, defaultLanguage: false }),
        ...jsonBody(ref('LogoutDto')),
      }),
    ).toEqual({
      method: 'POST',
      path: '/method/auth/logout',
      query: [
        ['v', '1'],
        ['language', 'ru'],
      ],
      json: { refresh: 'r-123' },
    });
  });

  it('puts the token in whichever property holds it, and fills the fields the refresh call fills', () => {
    for (const name of ['refresh_token', 'refreshToken', 'Refresh-Token']) {
      expect(logoutOf(jsonBody(object({ [name]: 'string' }, [name])))).toMatchObject({
        query: [],
        json: { [name]: 'r-123' },
      });
    }
    const full = logoutOf(
      jsonBody(object({ v: 'integer', language: 'string', app: 'string', fingerprint: 'string', refresh: 'string' })),
    );
    expect(full).toMatchObject({ json: { v: 1, language: 'ru', app: 'site', fingerprint: 'fp', refresh: 'r-123' } });
  });

  it('leaves out optional fields it does not know, and sends no body when none is described', () => {
    expect(logoutOf(jsonBody(object({ refresh: 'string', all_devices: 'boolean' })))).toMatchObject({
      json: { refresh: 'r-123' },
    });
    expect(logoutOf({})).toEqual({ method: 'POST', path: '/method/auth/logout', query: [], json: undefined });
  });

  it('is not sent when it asks for something the dashboard cannot know, or for the token in a URL', () => {
    expect(logoutOf(jsonBody(object({ refresh: 'string', device_id: 'string' }, ['refresh', 'device_id'])))).toEqual({
      unusable: 'body:device_id',
    });
    expect(logoutOf({ parameters: [parameter('refresh_token', { schema: { type: 'string' } })] })).toEqual({
      unusable: 'query:refresh_token',
    });
    expect(logoutOf({}, '/method/auth/logout/{session}')).toEqual({ unusable: 'path:/method/auth/logout/{session}' });
    expect(logoutOf(jsonBody({ type: 'object' }))).toEqual({ unusable: 'body' });
    expect(logoutOf({ requestBody: { content: { 'application/xml': { schema: { type: 'object' } } } } })).toEqual({
      unusable: 'body:application/xml',
    });
  });
});

describe('isRefreshTokenField', () => {
  it('knows the spellings of a refresh token, and nothing about it', () => {
    expect(['refresh', 'refresh_token', 'refreshToken', 'RefreshToken'].map(isRefreshTokenField)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['refresh_token_id', 'token', 'access_token', 'refreshed'].map(isRefreshTokenField)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
