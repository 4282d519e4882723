import { QueryClient } from '@tanstack/react-query';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../api/errors.ts';
import { fetchServiceDescription } from '../service-description/description-query.ts';
import { type Json, type ServiceDescription, readDescription } from '../service-description/description.ts';
import { apiUrl, control, freshSignedInClient } from '../../testing/session-harness.ts';
import { type Binding, bind, bindFirst, isBindingProblem } from './bind.ts';
import { UnsendableError, callBinding } from './call.ts';
import * as bindingKeys from './keys.ts';
import { bindingQuery } from './query.ts';

// The binding layer against the contract API over HTTP: its own description, bound by the document's names.

let description: ServiceDescription;

beforeAll(async () => {
  description = await fetchServiceDescription(`${apiUrl}/__contract/openapi.json`);
});

beforeEach(() => freshSignedInClient());

const bound = (group: string, name: string, options?: Parameters<typeof bind>[3]): Binding => {
  const binding = bind(description, group, name, options);
  if (isBindingProblem(binding)) throw new Error(`${group} / ${name}: ${binding.kind}`);
  return binding;
};

/** The contract API's description with one operation's method changed (as a deployment might describe it). */
function withMethod(path: string, from: string, to: string): ServiceDescription {
  const document = structuredClone(description.document);
  const item = (document.paths as Record<string, Json>)[path]!;
  item[to] = item[from];
  delete item[from];
  return readDescription(document);
}

describe('bind', () => {
  it('binds a document name to the described operation, with its inputs, answer schema and whether it reads', () => {
    const me = bound('Auth', 'Get basic data for auth user', { read: true, fills: [] });
    expect(me).toMatchObject({ group: 'Auth', name: 'Get basic data for auth user', reads: true });
    expect(me.operation).toMatchObject({ method: 'GET', path: '/method/auth/me' });
    expect(me.answer?.properties.map(({ name }) => name)).toContain('name');
    const buy = bound('PlanTranscoding', 'Buy transcoder tariff');
    expect(buy.reads).toBe(false);
    expect(buy.inputs.map(({ name }) => name)).not.toContain('project_id');
    expect(buy.inputs.length).toBeGreaterThan(0);
  });

  it('refuses, for a read the dashboard sends by itself, an operation that is not a read by the console’s rule', () => {
    const deleting = withMethod('/method/auth/me', 'get', 'delete');
    expect(bind(deleting, 'Auth', 'Get basic data for auth user', { read: true })).toEqual({
      kind: 'not-a-read',
      method: 'DELETE',
    });
    // Bound as what it is when nobody asked for a read: the console may still offer it, asking first.
    expect(bind(deleting, 'Auth', 'Get basic data for auth user')).toMatchObject({ reads: false });
    // The next name that reads is taken instead.
    expect(
      bindFirst(
        deleting,
        [
          ['Auth', 'Get basic data for auth user'],
          ['User', 'Get user profile'],
        ],
        { read: true },
      ),
    ).toMatchObject({ group: 'User', name: 'Get user profile' });
  });

  it('says what is missing: a name not described, or a value the caller does not fill', () => {
    expect(bind(description, 'Auth', 'No such operation')).toEqual({ kind: 'not-described' });
    expect(bind(description, 'PlanTranscoding', 'Get tariff for project', { fills: [] })).toEqual({
      kind: 'needs',
      field: 'project_id',
    });
    expect(
      isBindingProblem(bind(description, 'PlanTranscoding', 'Get tariff for project', { fills: ['project_id'] })),
    ).toBe(false);
  });
});

describe('callBinding', () => {
  it('sends the described request with the values by name and gives the answer’s JSON', async () => {
    const plan = await callBinding(
      bound('PlanTranscoding', 'Get tariff for project'),
      {},
      {
        language: 'en',
        projectId: 42,
      },
    );
    expect(plan).toHaveProperty('current');
    const [entry] = await control.requests('/method/plan_transcoding');
    expect(entry?.method).toBe('GET');
    expect(entry?.query).toMatchObject({ project_id: '42' });
  });

  it('sends nothing when the description asks for a value it was not given', async () => {
    const buy = bound('PlanTranscoding', 'Buy transcoder tariff');
    await expect(callBinding(buy, {}, { language: 'en', projectId: 42 })).rejects.toBeInstanceOf(UnsendableError);
    expect(await control.requests('/method/plan_transcoding/buy')).toEqual([]);
  });

  it('makes an answer that is not JSON an InvalidResponseError about the body', async () => {
    await control.fault({ operation: 'auth/me', status: 200, body: '<html>', contentType: 'text/html', times: 1 });
    const error = await callBinding(bound('Auth', 'Get basic data for auth user'), {}, { language: 'en' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ field: '(body)', detail: 'not JSON' });
  });
});

describe('bindingQuery', () => {
  it('reads under its group’s key, so a write in the group makes it stale', async () => {
    const me = bound('Auth', 'Get basic data for auth user', { read: true });
    const options = bindingQuery(me, {}, 'en', (body) => (body as { name: string }).name);
    expect(options.queryKey.slice(0, 3)).toEqual([...bindingKeys.operation('Auth', me.operation.key)]);
    const client = new QueryClient();
    expect(await client.fetchQuery(options)).toBe('Demo Streamer');
    await client.invalidateQueries({ queryKey: bindingKeys.group('Auth'), refetchType: 'none' });
    expect(client.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
  });
});
