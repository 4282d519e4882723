import { describe, expect, it } from 'vitest';
import { type Json, readDescription } from '../../../lib/service-description/description.ts';
import { operationDetails } from '../../../lib/service-description/operation-details.ts';
import {
  type DashboardValues,
  type FormValues,
  buildRequest,
} from '../../../lib/service-description/operation-request.ts';
import { blockingProblems, requestAnyway } from './send-anyway.ts';
import { serviceDescription, json, object, parameter } from '../../../testing/description-builder.ts';

const dashboard: DashboardValues = { v: '1', language: 'en', projectId: 42 };

function setup(path: string, method: string, operation: Json) {
  const document: Json = serviceDescription({ paths: { [path]: { [method]: operation } } });
  const described = readDescription(document).operations[0]!;
  const details = operationDetails(document, described);
  return (fields: Record<string, string>, json?: string) => {
    const form: FormValues = { fields, json };
    const built = buildRequest(described, details, form, {}, dashboard);
    return {
      built,
      blocking: blockingProblems(built.problems),
      anyway: () => requestAnyway(described, details, form, {}, dashboard, built.problems).call,
      shownAnyway: () => requestAnyway(described, details, form, {}, dashboard, built.problems).shown,
    };
  };
}

describe('send anyway', () => {
  const removeUser = setup('/method/user/{group}', 'delete', {
    parameters: [
      parameter('group', { in: 'path', schema: { type: 'string' } }),
      parameter('user_id', { schema: { type: 'integer' } }),
      { name: 'role', in: 'query', schema: { type: 'integer', enum: [1, 2] } },
      { name: 'since', in: 'query', schema: { type: 'string', format: 'date-time' } },
      parameter('note', { schema: { type: 'string' } }),
    ],
  });

  it('sends each warned value as entered, and leaves a missing required one out', () => {
    const { built, blocking, anyway } = removeUser({
      'path.group': 'main',
      'query.user_id': '12.5',
      'query.role': '7',
      'query.since': 'soon',
    });
    expect(Object.keys(built.problems).sort()).toEqual(['query.note', 'query.role', 'query.since', 'query.user_id']);
    expect(blocking).toEqual([]);
    const call = anyway();
    expect(call.path).toBe('/method/user/main');
    expect(call.query).toEqual([
      ['user_id', '12.5'],
      ['role', '7'],
      ['since', 'soon'],
    ]);
  });

  it('refuses what no request can carry: a missing path value, a dot segment', () => {
    expect(removeUser({ 'query.user_id': '1', 'query.note': 'x' }).blocking).toEqual(['path.group']);
    expect(removeUser({ 'path.group': '..', 'query.user_id': '1', 'query.note': 'x' }).blocking).toEqual([
      'path.group',
    ]);
  });

  it('refuses a body that is not JSON, and sends a flat body’s warned property as typed', () => {
    const editor = setup('/method/settings', 'post', {
      requestBody: {
        content: json(object({ a: { type: 'object' } })),
      },
    });
    expect(editor({}, '{"a": ').blocking).toEqual(['body']);
    const flat = setup('/method/access', 'post', {
      requestBody: {
        content: json(object({ user_id: 'integer', role: 'integer' }, ['user_id', 'role'])),
      },
    });
    const { built, blocking, anyway } = flat({ 'body.user_id': 'twelve' });
    expect(Object.keys(built.problems).sort()).toEqual(['body.role', 'body.user_id']);
    expect(blocking).toEqual([]);
    expect(anyway().body).toEqual({ json: { user_id: 'twelve' } });
  });

  it('keeps a warned `format: password` value masked in the preview and the confirmation', () => {
    const stream = setup('/method/stream/{slot}', 'get', {
      parameters: [
        parameter('slot', { in: 'path', schema: { type: 'integer', format: 'password' } }),
        { name: 'number', in: 'query', schema: { type: 'integer', format: 'password' } },
      ],
    });
    const { built, shownAnyway, anyway } = stream({ 'path.slot': 'live_short', 'query.number': '12ab' });
    expect(Object.keys(built.problems).sort()).toEqual(['path.slot', 'query.number']);
    const shown = shownAnyway();
    expect(JSON.stringify(shown)).not.toContain('live_short');
    expect(JSON.stringify(shown)).not.toContain('12ab');
    // Sent as typed all the same.
    expect(anyway().path).toBe('/method/stream/live_short');
  });
});
