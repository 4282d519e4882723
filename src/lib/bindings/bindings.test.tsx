import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../api/errors.ts';
import { fetchServiceDescription } from '../service-description/description-query.ts';
import { type Json, type ServiceDescription, readDescription } from '../service-description/description.ts';
import { apiUrl, control, freshSignedInClient } from '../../testing/session-harness.ts';
import { type Binding, type BindOptions, bind, bindAll, bindSpec, isBound, specGroups } from './bind.ts';
import { UnsendableError, callBinding, fieldsByName } from './call.ts';
import * as bindingKeys from './keys.ts';
import { defineRead, readQuery } from './read.ts';
import { itemChange, useBoundMutation } from './write.ts';
import { serviceDescription } from '../../testing/description-builder.ts';

// The binding layer against the contract API over HTTP: its own description, bound by the document's names.

let description: ServiceDescription;

beforeAll(async () => {
  description = await fetchServiceDescription(`${apiUrl}/__contract/openapi.json`);
});

beforeEach(() => freshSignedInClient());

const bound = (group: string, name: string, options?: BindOptions): Binding => {
  const binding = bind(description, group, name, options);
  if (!isBound(binding)) throw new Error(`${group} / ${name}: ${binding.reason}`);
  return binding;
};

/** The contract API's description with one operation changed (as a deployment might describe it). */
function edited(path: string, edit: (item: Record<string, Json>) => void): ServiceDescription {
  const document = structuredClone(description.document);
  edit((document.paths as Record<string, Record<string, Json>>)[path]!);
  return readDescription(document);
}

const withMethod = (path: string, from: string, to: string) =>
  edited(path, (item) => {
    item[to] = item[from]!;
    delete item[from];
  });

/** The path of a bound operation, as the contract API's request log and faults name it. */
const pathOf = (name: [string, string]) => bound(...name).operation.path;

describe('bind', () => {
  it('binds a document name to the described operation, with its inputs, answer schema and whether it reads', () => {
    const me = bound('Auth', 'Get basic data for auth user', { read: true, fills: [] });
    expect(me).toMatchObject({ kind: 'bound', group: 'Auth', name: 'Get basic data for auth user', reads: true });
    expect(me.operation.method).toBe('GET');
    const buy = bound('PlanTranscoding', 'Buy transcoder tariff');
    expect(buy.reads).toBe(false);
    expect(buy.inputs.map(({ name }) => name)).not.toContain('project_id');
    expect(buy.inputs.length).toBeGreaterThan(0);
  });

  it('refuses, for a read the dashboard sends by itself, an operation that is not a read by the console’s rule', () => {
    const deleting = withMethod(pathOf(['Auth', 'Get basic data for auth user']), 'get', 'delete');
    expect(bind(deleting, 'Auth', 'Get basic data for auth user', { read: true })).toEqual({
      kind: 'unbound',
      group: 'Auth',
      name: 'Get basic data for auth user',
      reason: 'not-a-read',
      method: 'DELETE',
    });
    // Bound as what it is when nobody asked for a read: the console may still offer it, asking first.
    expect(bind(deleting, 'Auth', 'Get basic data for auth user')).toMatchObject({ kind: 'bound', reads: false });
    // The next name that reads is taken instead.
    expect(
      bindSpec(deleting, 'Auth', {
        name: ['Get basic data for auth user', { group: 'User', name: 'Get user profile' }],
        read: true,
      }),
    ).toMatchObject({ kind: 'bound', group: 'User', name: 'Get user profile' });
  });

  it('binds a token the page fetches by itself only on a GET, whatever its name says', () => {
    const name = ['Centrifuge', 'Auth centrifuge'] as [string, string];
    // "Auth …" is no read verb: as a read it is refused, as a fetch it is bound.
    expect(bind(description, ...name, { read: true })).toMatchObject({ kind: 'unbound', reason: 'not-a-read' });
    expect(bind(description, ...name, { fetch: true })).toMatchObject({ kind: 'bound', operation: { method: 'GET' } });
    const deleting = withMethod(pathOf(name), 'get', 'delete');
    expect(bind(deleting, ...name, { fetch: true })).toMatchObject({ reason: 'not-a-read', method: 'DELETE' });
  });

  it('never takes an operation for the one a summary misstates it as: the operation is found by method and path', () => {
    // The real kind publishes an account's sign-out under the category search's summary: the contract API does too.
    // The name is the search's alone; the sign-out, which the document does not name, is found where it is.
    const name = ['Platforms', 'Get category from the platform'] as [string, string];
    const search = { kind: 'bound', operation: { method: 'GET', path: '/method/platforms/category' } };
    expect(bind(description, ...name)).toMatchObject(search);
    expect(bind(description, ...name, { read: true, fills: ['type', 'q'] })).toMatchObject({ ...search, reads: true });
    expect(bind(description, ...name, { write: true })).toMatchObject({ kind: 'unbound', reason: 'other-shape' });
    expect(bind(description, 'Platforms', 'POST /platforms/logout', { write: true })).toMatchObject({
      kind: 'bound',
      reads: false,
      operation: { method: 'POST', path: '/method/platforms/logout' },
    });
    // One operation of the name that reads is no change to send when the user asks.
    expect(bind(description, 'Platforms', 'Supported platforms', { write: true })).toMatchObject({
      kind: 'unbound',
      reason: 'other-shape',
    });
  });

  it('says what is missing: a name not described, a value the caller does not fill, a shape the page refuses', () => {
    expect(bind(description, 'Auth', 'No such operation')).toMatchObject({ kind: 'unbound', reason: 'not-described' });
    expect(bind(description, 'PlanTranscoding', 'Get tariff for project', { fills: [] })).toMatchObject({
      kind: 'unbound',
      reason: 'needs',
      field: 'project_id',
    });
    expect(isBound(bind(description, 'PlanTranscoding', 'Get tariff for project', { fills: ['project_id'] }))).toBe(
      true,
    );
    expect(
      bind(description, 'PlanTranscoding', 'Get tariff for project', { sends: { project_id: 'any' } }),
    ).toMatchObject({ kind: 'unbound', reason: 'other-shape' });
    // Of several names, the reason of the first that says more than "not described".
    expect(
      bindSpec(description, 'Auth', { name: ['No such operation', 'Logout', 'Nor this one'], read: true }),
    ).toMatchObject({ name: 'Logout', reason: 'not-a-read' });
  });

  it('finds an operation by the real kind’s wording of the document’s name, and by its operationId when it has no summary', () => {
    const plan = pathOf(['PlanTranscoding', 'Get tariff for project']);
    const path = pathOf(['Auth', 'Get basic data for auth user']);
    const aliased = readDescription(
      serviceDescription({
        info: { title: 'real kind', version: '1' },
        paths: {
          '/method/notify_history/get_status': {
            get: { tags: ['NotifyHistory'], summary: 'Get my status unread message for user', responses: {} },
          },
          '/method/payment': { get: { tags: ['Payment'], operationId: 'Payment_getStatusV1', responses: {} } },
          [plan]: { get: { tags: ['PlanTranscoding'], summary: 'Get tariff for project', responses: {} } },
          [path]: {
            get: { tags: ['Payment'], operationId: 'Payment_getStatusV1', summary: 'Something', responses: {} },
          },
        },
      }),
    );
    expect(bind(aliased, 'NotifyHistory', 'Get unread status')).toMatchObject({ kind: 'bound' });
    const status = bind(aliased, 'Payment', 'get payment status');
    expect(isBound(status) && status.operation.path).toBe('/method/payment');
    // The document's own wording is tried first, and nothing fuzzier than the known aliases.
    expect(bind(aliased, 'NotifyHistory', 'Get unread')).toMatchObject({ reason: 'not-described' });
  });

  it('names the groups a page binds, before and after binding', () => {
    const bindings = {
      me: { name: 'Get basic data for auth user', read: true },
      profile: { group: 'User', name: 'Get user profile' },
    };
    expect(specGroups('Auth', bindings)).toEqual(['Auth', 'User']);
    expect(Object.values(bindAll(description, 'Auth', bindings)).map((one) => one.group)).toEqual(['Auth', 'User']);
  });
});

describe('callBinding', () => {
  it('sends the described request with the values by name, the project wherever it is taken, and gives the JSON', async () => {
    const read = bound('PlanTranscoding', 'Get tariff for project');
    const plan = await callBinding(read, { project_id: '42' }, { language: 'en' });
    expect(plan).toHaveProperty('current');
    const [entry] = await control.requests(read.operation.path);
    expect(entry?.method).toBe('GET');
    expect(entry?.query).toMatchObject({ project_id: '42' });
  });

  it('fills a required query value the caller does not give with its described default, and only then', async () => {
    // "List rtmp servers" requires `interval` (1, 3, 6, 12 or 24; default 1), as the real kind's does.
    const servers = bound('RtmpServer', 'List rtmp servers');
    await callBinding(servers, { project_id: '42' }, { language: 'en' });
    await callBinding(servers, { project_id: '42', interval: '6' }, { language: 'en' });
    const sent = (await control.requests(servers.operation.path)).map((entry) => entry.query.interval);
    expect(sent).toEqual(['1', '6']);
  });

  it('sends nothing when the description asks for a value it was not given', async () => {
    const buy = bound('PlanTranscoding', 'Buy transcoder tariff');
    await expect(callBinding(buy, { project_id: '42' }, { language: 'en' })).rejects.toBeInstanceOf(UnsendableError);
    expect(await control.requests(buy.operation.path)).toEqual([]);
  });

  it('makes an answer that is not JSON an InvalidResponseError about the body', async () => {
    const me = bound('Auth', 'Get basic data for auth user');
    await control.fault({
      operation: me.operation.path.replace('/method/', '') as never,
      status: 200,
      body: '<html>',
      contentType: 'text/html',
      times: 1,
    });
    const error = await callBinding(me, {}, { language: 'en' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ field: '(body)', detail: 'not JSON' });
  });

  it('takes a described name only as the values’ own property, whatever the name', () => {
    const odd = edited(pathOf(['PlanTranscoding', 'Get tariff for project']), (item) => {
      const get = item.get as { parameters?: Json[] };
      get.parameters = [
        ...(get.parameters ?? []),
        ...['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__'].map((name) => ({
          name,
          in: 'query',
          schema: { type: 'string' },
        })),
      ];
    });
    const read = bind(odd, 'PlanTranscoding', 'Get tariff for project');
    if (!isBound(read)) throw new Error('not bound');
    expect(fieldsByName(read.details, { project_id: '42' })).toEqual({ 'query.project_id': '42' });
    expect(
      fieldsByName(read.details, JSON.parse('{"toString":"x","__proto__":"y"}') as Record<string, string>),
    ).toEqual({ 'query.toString': 'x', 'query.__proto__': 'y' });
  });
});

describe('readQuery', () => {
  const readFirstName = (body: unknown) => (body as { firstName: string }).firstName;
  const firstName = defineRead<string, unknown>({ name: 'first name', values: () => ({}), parse: readFirstName });

  it('reads under its group’s key, its definition named in the tail, so a write in the group makes it stale', async () => {
    const me = bound('Auth', 'Get basic data for auth user', { read: true });
    const options = readQuery(firstName, me, undefined, 'en');
    expect(options.queryKey).toEqual(['described', 'Auth', me.operation.key, 'en', { '(read)': 'first name' }]);
    const client = new QueryClient();
    expect(await client.fetchQuery(options)).toBe('Demo');
    await client.invalidateQueries({ queryKey: bindingKeys.group('Auth'), refetchType: 'none' });
    expect(client.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
  });

  it('keeps a sign-in’s answer apart in its key’s tail, sends nothing more, and is sent through what it names', async () => {
    const me = bound('Auth', 'Get basic data for auth user', { read: true });
    const through: string[] = [];
    const signedIn = defineRead<string, string>({
      name: 'first name',
      values: () => ({}),
      parse: readFirstName,
      signIn: (signInId) => signInId,
      through: (ask) => {
        through.push('asked');
        return ask();
      },
    });
    const options = readQuery(signedIn, me, 's-1', 'en');
    expect(options.queryKey).toEqual([
      'described',
      'Auth',
      me.operation.key,
      'en',
      { '(sign-in)': 's-1', '(read)': 'first name' },
    ]);
    expect(await new QueryClient().fetchQuery(options)).toBe('Demo');
    expect(through).toEqual(['asked']);
    const sent = await control.requests(me.operation.path);
    expect(sent).toHaveLength(1);
    expect(JSON.stringify(sent[0]!.query)).not.toContain('sign-in');
    // What it is sent through may answer without asking (another tab's answer): nothing reaches the service.
    const shared = defineRead<string, string>({
      name: 'first name',
      values: () => ({}),
      parse: readFirstName,
      signIn: (signInId) => signInId,
      through: () => Promise.resolve('Shared'),
    });
    expect(await new QueryClient().fetchQuery(readQuery(shared, me, 's-1', 'en'))).toBe('Shared');
    expect(await control.requests(me.operation.path)).toHaveLength(1);
  });

  it('keeps two definitions of one operation apart by their names: neither is handed what the other made', async () => {
    const me = bound('Auth', 'Get basic data for auth user', { read: true });
    const client = new QueryClient();
    const known = defineRead({
      name: 'known',
      values: () => ({}),
      parse: (body) => Object.keys(body as object).length > 0,
    });
    const beside = readQuery(known, me, undefined, 'en');
    expect(beside.queryKey).toEqual(['described', 'Auth', me.operation.key, 'en', { '(read)': 'known' }]);
    expect(await client.fetchQuery(beside)).toBe(true);
    // The first name's definition is not handed the other's `true`.
    expect(await client.fetchQuery(readQuery(firstName, me, undefined, 'en'))).toBe('Demo');
    const sent = await control.requests(me.operation.path);
    expect(JSON.stringify(sent.map((one) => one.query))).not.toContain('read');
    // A write in the group makes both stale.
    await client.invalidateQueries({ queryKey: bindingKeys.group('Auth'), refetchType: 'none' });
    expect(client.getQueryState(beside.queryKey)?.isInvalidated).toBe(true);
  });

  it('never runs for a name that is not bound, under the same shape of key', () => {
    const unbound = bind(description, 'Auth', 'No such operation');
    const asGiven = defineRead({
      name: 'as given',
      values: (projectId: number) => ({ project_id: String(projectId) }),
      parse: (body) => body,
    });
    const options = readQuery(asGiven, unbound, 7, 'ru');
    expect(options.queryKey).toEqual([
      'described',
      'Auth',
      'No such operation',
      'ru',
      { project_id: '7', '(read)': 'as given' },
    ]);
    expect(typeof options.queryFn).not.toBe('function');
  });
});

describe('useBoundMutation', () => {
  const wrapper = (client: QueryClient) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    };

  it('undoes a refused write’s own optimistic change only: another accepted meanwhile keeps its new value', async () => {
    const write = bound('Stream key', 'Update record');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    // The list's read, by its key.
    const listKey = ['described', 'Test', 'list', 'en', {}] as const;
    type Item = { id: string; on: boolean };
    client.setQueryData<Item[]>(listKey, [
      { id: 'a', on: false },
      { id: 'b', on: false },
    ]);
    // The first write is held until the second has been sent, then refused; the second is accepted.
    const operation = write.operation.path.replace('/method/', '') as never;
    await control.fault({ operation, status: 400, times: 1, gather: 2 });
    // Two writes of one item kind, each its own mutation (two switches on one page).
    const switchHook = () =>
      renderHook(
        () =>
          useBoundMutation(write, {
            values: ({ on }: { id: string; on: boolean }) => ({ project_id: '42', record: String(on) }),
            optimistic: itemChange<Item, { id: string; on: boolean }>(
              listKey,
              (item) => item.id,
              (vars) => vars.id,
              (item, vars) => ({ ...item, on: vars.on }),
            ),
          }),
        { wrapper: wrapper(client) },
      );
    const { result } = switchHook();
    const { result: other } = switchHook();
    act(() => result.current.mutate({ id: 'a', on: true }));
    act(() => other.current.mutate({ id: 'b', on: true }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    await waitFor(() => expect(other.current.isPending).toBe(false));
    expect(client.getQueryData(listKey)).toEqual([
      { id: 'a', on: false },
      { id: 'b', on: true },
    ]);
  });

  it('holds what each send carries from the press until the service answers it, and sends them one after another', async () => {
    const write = bound('Stream key', 'Update record');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const operation = write.operation.path.replace('/method/', '') as never;
    // The first send is answered late, and refused; the second is accepted.
    await control.fault({ operation, status: 400, latencyMs: 400, times: 1 });
    const { result } = renderHook(
      () => useBoundMutation(write, { values: (on: boolean) => ({ project_id: '42', record: String(on) }) }),
      { wrapper: wrapper(client) },
    );
    // In the same update as the press: nothing waits for the request to be made.
    act(() => result.current.run(true));
    expect(result.current.sending).toEqual([true]);
    act(() => result.current.run(false));
    expect(result.current.sending).toEqual([true, false]);
    // The second is not sent while the first is on its way: the service keeps the last press, whatever the timing.
    await waitFor(async () => expect(await control.requests(write.operation.path)).toHaveLength(1));
    expect(result.current.sending).toEqual([true, false]);
    await waitFor(() => expect(result.current.sending).toEqual([]));
    const sent = await control.requests(write.operation.path);
    // The described record is a boolean: sent as one, in the order pressed.
    expect(sent.map((entry) => (entry.body as { record?: unknown }).record)).toEqual([true, false]);
  });

  it('takes a write sent `once` a single time while it is on its way: the presses after it are ignored, not queued', async () => {
    const write = bound('Stream key', 'Update record');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const operation = write.operation.path.replace('/method/', '') as never;
    // Held until the faults are cleared: every press below happens while the first send is on its way.
    await control.fault({ operation, gather: 99, times: 1 });
    const { result } = renderHook(
      () =>
        useBoundMutation(write, { values: (on: boolean) => ({ project_id: '42', record: String(on) }), once: true }),
      { wrapper: wrapper(client) },
    );
    // A double-click and a repeated Enter: several presses in one task, before any re-render.
    act(() => {
      result.current.run(true);
      result.current.run(false);
      result.current.run(false);
    });
    expect(result.current.inFlight).toBe(true);
    act(() => result.current.run(false));
    expect(result.current.sending).toEqual([true]);
    await waitFor(async () => expect(await control.requests(write.operation.path)).toHaveLength(1));
    await control.clearFaults();
    await waitFor(() => expect(result.current.inFlight).toBe(false));
    expect(result.current.isSuccess).toBe(true);
    const sent = await control.requests(write.operation.path);
    expect(sent.map((entry) => (entry.body as { record?: unknown }).record)).toEqual([true]);
    // Answered, the next press is a new write.
    act(() => result.current.run(false));
    await waitFor(() => expect(result.current.inFlight).toBe(false));
    expect((await control.requests(write.operation.path)).length).toBe(2);
  });

  /** A write sent `once` whose first answer takes the page elsewhere (a payment's pay page), sent and answered. */
  async function answeredLeaving() {
    const write = bound('Stream key', 'Update record');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const { result } = renderHook(
      () =>
        useBoundMutation(write, {
          values: (on: boolean) => ({ project_id: '42', record: String(on) }),
          once: true,
          leaves: () => true,
        }),
      { wrapper: wrapper(client) },
    );
    act(() => result.current.run(true));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    return { write, result };
  }

  it('keeps a write sent `once` whose answer leaves the page held until the page is shown again from the back-forward cache', async () => {
    const { write, result } = await answeredLeaving();
    // Answered, but the page is on its way out: a press now is ignored, and the control still says so.
    expect(result.current.inFlight).toBe(true);
    act(() => result.current.run(false));
    expect((await control.requests(write.operation.path)).length).toBe(1);
    // A page shown again without the back-forward cache is a new page; one shown from it is this one, back.
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false })));
    expect(result.current.inFlight).toBe(true);
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    expect(result.current.inFlight).toBe(false);
    act(() => result.current.run(false));
    await waitFor(async () => expect(await control.requests(write.operation.path)).toHaveLength(2));
  });

  it('frees a write held for leaving when the browser says the navigation failed, and says so', async () => {
    // jsdom has no Navigation API: the page's `navigation`, as a browser that has it gives it.
    const navigation = new EventTarget();
    Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
    try {
      const { result } = await answeredLeaving();
      expect(result.current.inFlight).toBe(true);
      expect(result.current.leaveFailed).toBe(false);
      // The pay page never opened (stopped, or nothing to show): the hold ends, and the page is told why.
      act(() => void navigation.dispatchEvent(new Event('navigateerror')));
      expect(result.current.inFlight).toBe(false);
      expect(result.current.leaveFailed).toBe(true);
    } finally {
      Reflect.deleteProperty(window, 'navigation');
    }
  });

  it('asks first for a GET that changes something, and sends only once confirmed', async () => {
    const marking = bound('NotifyHistory', 'Set all as read').operation;
    const getting = withMethod(marking.path, marking.method.toLowerCase(), 'get');
    const mark = bind(getting, 'NotifyHistory', 'Set all as read');
    expect(mark).toMatchObject({ kind: 'bound', reads: false, operation: { method: 'GET' } });
    const client = new QueryClient();
    const { result } = renderHook(() => useBoundMutation(mark, { values: () => ({}) }), {
      wrapper: wrapper(client),
    });
    act(() => result.current.run());
    expect(result.current.asking).toBeDefined();
    expect(await control.requests(marking.path)).toEqual([]);
    act(() => result.current.cancel());
    expect(result.current.asking).toBeUndefined();
  });
});
