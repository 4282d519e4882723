import { QueryClient, QueryClientProvider, focusManager, hashKey, useQuery } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESCRIPTION_PATH } from '../../../api/openapi.ts';
import { setRuntimeConfig } from '../../config/runtime-config.ts';
import { apiUrl, control, freshSignedInClient } from '../../testing/session-harness.ts';
import { type Binding, type Bound, bindAll, isBound } from '../bindings/bind.ts';
import { projectValues } from '../bindings/call.ts';
import { usePrefsStore } from '../prefs/prefs-store.ts';
import { fetchServiceDescription } from '../service-description/description-query.ts';
import type { FakeClient } from './fake-push-client.ts';
import { LIVE_INTERVAL_MS, PUSHED_INTERVAL_MS, polled } from './polling-policy.ts';
import { type PushChannel, type PushHandler, type PushRequest, type PushState, usePush } from './use-push.ts';

// The realtime layer's one hook, with a stand-in for the `centrifuge` client (the test plays the server's part) and
// the demo deployment's described token operations: one connection and one subscription per channel for every part
// of the page, tokens asked where each channel says (and shared, and refused for good without retrying), and what a
// publication does to the reads in a visible tab and in a hidden one.

const made = vi.hoisted(() => ({ clients: [] as unknown[] }));

vi.mock('centrifuge', async () => {
  const { FakeClient: Fake } = await import('./fake-push-client.ts');
  class FakeCentrifuge extends Fake {
    constructor(url: string, options: { getToken: () => Promise<string> }) {
      super(url, options.getToken);
      made.clients.push(this);
    }
  }
  return { Centrifuge: FakeCentrifuge, UnauthorizedError: class UnauthorizedError extends Error {} };
});

const ENDPOINT = 'ws://127.0.0.1:9/connection/websocket';
/** The demo's live broadcast of project 42. */
const BROADCAST = 9001;
const STATUS_KEY = ['test', 'status'] as const;

let operations: Record<string, Bound>;

function bound(binding: Bound | undefined): Binding {
  if (!isBound(binding)) throw new Error('not bound');
  return binding;
}

beforeEach(async () => {
  await freshSignedInClient();
  setRuntimeConfig({ apiBaseUrl: apiUrl, realtimeUrl: ENDPOINT });
  const description = await fetchServiceDescription(`${apiUrl}${DESCRIPTION_PATH}`);
  // The demo deployment's token operations, by the names real descriptions of this kind give them.
  operations = bindAll(description, 'Centrifuge', {
    connectionToken: { name: 'Auth centrifuge', fetch: true },
    broadcastToken: { name: 'Auth token for broadcast', fetch: true },
  });
  made.clients.length = 0;
});

afterEach(() => {
  focusManager.setFocused(undefined);
  setRuntimeConfig({ apiBaseUrl: apiUrl, realtimeUrl: '' });
});

const connection = () => ({ operation: bound(operations.connectionToken), values: projectValues(42) });
const broadcastToken = () => ({
  operation: bound(operations.broadcastToken),
  values: projectValues(42, { broadcast_id: String(BROADCAST) }),
});
const channel = (name: string, reads: PushChannel['reads'] = [STATUS_KEY]): PushChannel => ({
  name,
  token: broadcastToken(),
  reads,
});

interface Parts {
  first: PushRequest | undefined;
  second?: PushRequest | undefined;
  onSecond?: PushHandler;
}

/** Two parts of one page, each with its own push, beside a read of the status the test counts. */
function renderParts(initial: Parts) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const reads = { count: 0 };
  const hook = renderHook(
    ({ first, second, onSecond }: Parts) => {
      useQuery({ queryKey: STATUS_KEY, queryFn: () => ++reads.count });
      return { first: usePush(first), second: usePush(second, onSecond) };
    },
    { wrapper, initialProps: initial },
  );
  return { ...hook, client, reads };
}

/** The connection once the page has made it, connected. */
async function connected() {
  await vi.waitFor(() => expect(made.clients).toHaveLength(1));
  const client = made.clients[0] as FakeClient;
  act(() => client.emit('connected'));
  return client;
}

const followed = (client: FakeClient) => client.subscriptions.map(({ channel: name }) => name);
const pushed = (state: PushState) => state.kind === 'on' && state.pushed;

describe('usePush', () => {
  it('asks the service for one broadcast token for the channels that share its operation and values, not one each', async () => {
    const channels = ['$live_stats:9001', '$live_url:9001'];
    renderParts({ first: { connection: connection(), channels: channels.map((name) => channel(name)) } });
    const client = await connected();
    expect(followed(client)).toEqual(channels);
    const tokens = await Promise.all(
      client.subscriptions.map((subscription) => subscription.getToken({ channel: subscription.channel })),
    );
    expect(tokens[0]).toBe(tokens[1]);
    expect(await control.requests(bound(operations.broadcastToken).operation.path)).toHaveLength(1);
  });

  it('follows a channel whose name holds a newline as that one channel, and a token an answer carries as given', async () => {
    const { rerender } = renderParts({ first: { connection: connection(), channels: [] } });
    const client = await connected();
    expect(followed(client)).toEqual([]);
    const name = '$live_stats:9001\nbroadcast';
    rerender({ first: { connection: connection(), channels: [{ name, token: { token: 't' }, reads: [] }] } });
    expect(followed(client)).toEqual([name]);
    expect(await client.sub(name).getToken({ channel: name })).toBe('t');
  });

  it('shares one connection, and one subscription per channel, among the parts of a page', async () => {
    const handled: unknown[] = [];
    const request = (names: string[]) => ({ connection: connection(), channels: names.map((name) => channel(name)) });
    const { rerender, result } = renderParts({
      first: request(['$project_channels:42', '$chat:9001']),
      second: request(['$chat:9001']),
      onSecond: (event) => ('data' in event ? handled.push(event.data) > 0 : false),
    });
    const client = await connected();
    expect(made.clients).toHaveLength(1);
    expect(followed(client)).toEqual(['$project_channels:42', '$chat:9001']);
    act(() => client.sub('$chat:9001').emit('publication', { data: { text: 'hello' } }));
    // Both parts are told: the second took it as it came.
    expect(handled).toEqual([{ text: 'hello' }]);
    // The second part leaves: the channel stays subscribed for the first.
    rerender({ first: request(['$project_channels:42', '$chat:9001']), second: undefined });
    expect(result.current.second).toEqual({ kind: 'off', otherApi: false });
    expect(client.sub('$chat:9001').unsubscribed).toBe(false);
    expect(client.disconnected).toBe(0);
  });

  it('is pushed once connected, subscribed and caught up: a (re)subscription reads the channel’s reads again', async () => {
    const { result, reads } = renderParts({ first: { connection: connection(), channels: [channel('$x:1')] } });
    const client = await connected();
    await vi.waitFor(() => expect(reads.count).toBe(1));
    expect(pushed(result.current.first)).toBe(false);
    act(() => client.sub('$x:1').emit('subscribed'));
    await vi.waitFor(() => expect(pushed(result.current.first)).toBe(true));
    expect(reads.count).toBe(2);
    // While pushed, the read polls only for safety.
    expect(polled(() => true)({ state: { status: 'success' } as never, queryHash: hashKey(STATUS_KEY) })).toBe(
      PUSHED_INTERVAL_MS,
    );
    act(() => client.emit('connecting'));
    expect(pushed(result.current.first)).toBe(false);
    expect(polled(() => true)({ state: { status: 'success' } as never, queryHash: hashKey(STATUS_KEY) })).not.toBe(
      PUSHED_INTERVAL_MS,
    );
  });

  it('reads again what a publication changed in a visible tab, and in a hidden one only marks it stale', async () => {
    const { client: queries, reads } = renderParts({
      first: { connection: connection(), channels: [channel('$x:2')] },
    });
    const client = await connected();
    await vi.waitFor(() => expect(reads.count).toBe(1));
    act(() => client.sub('$x:2').emit('publication', { data: {} }));
    await vi.waitFor(() => expect(reads.count).toBe(2));

    focusManager.setFocused(false);
    act(() => client.sub('$x:2').emit('publication', { data: {} }));
    await vi.waitFor(() => expect(queries.getQueryState(STATUS_KEY)?.isInvalidated).toBe(true));
    expect(reads.count).toBe(2);
    // Shown again, it is read.
    act(() => focusManager.setFocused(true));
    await vi.waitFor(() => expect(reads.count).toBe(3));
  });

  it('reads a flood of publications at once, then once a live polling interval, not once each', async () => {
    const { reads } = renderParts({ first: { connection: connection(), channels: [channel('$x:3')] } });
    const client = await connected();
    await vi.waitFor(() => expect(reads.count).toBe(1));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const publish = () => act(() => client.sub('$x:3').emit('publication', { data: {} }));
      publish();
      await vi.waitFor(() => expect(reads.count).toBe(2));
      // One a second for four seconds: nothing more is read within the window…
      for (let second = 1; second <= 4; second += 1) {
        await act(() => vi.advanceTimersByTimeAsync(1000));
        publish();
      }
      expect(reads.count).toBe(2);
      // …and once at its end, for them all.
      await act(() => vi.advanceTimersByTimeAsync(LIVE_INTERVAL_MS));
      expect(reads.count).toBe(3);
      await act(() => vi.advanceTimersByTimeAsync(2 * LIVE_INTERVAL_MS));
      expect(reads.count).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops the client on a token refused for good, lets it retry one the service may still give, and Reconnect opens it again', async () => {
    const centrifuge = await import('centrifuge');
    const { result } = renderParts({
      first: { connection: connection(), channels: [] },
      second: { connection: connection(), channels: [] },
    });
    const client = await connected();
    await control.fault({ operation: 'centrifuge', status: 403, times: 1 });
    await expect(client.getToken()).rejects.toBeInstanceOf(centrifuge.UnauthorizedError);
    await control.fault({ operation: 'centrifuge', status: 503, times: 1 });
    const transient = await client.getToken().catch((error: unknown) => error);
    expect(transient).toBeInstanceOf(Error);
    expect(transient).not.toBeInstanceOf(centrifuge.UnauthorizedError);
    expect(await client.getToken()).toBeTruthy();
    // Stopped for good, the connection both parts follow is opened again by either part's Reconnect.
    act(() => client.emit('disconnected'));
    const stopped = result.current.second;
    expect(stopped).toMatchObject({ kind: 'on', connection: 'disconnected' });
    act(() => (stopped as { reconnect: () => void }).reconnect());
    await vi.waitFor(() => expect(client.connected).toBe(2));
    expect(made.clients).toHaveLength(1);
    act(() => client.emit('connected'));
    expect(result.current.first).toMatchObject({ connection: 'connected' });
    expect(result.current.second).toMatchObject({ connection: 'connected' });
  });

  it('says why it does not push: no token operation, no endpoint, Settings pointing at another API', async () => {
    const { result, rerender } = renderParts({ first: { connection: undefined, channels: [] } });
    expect(result.current.first).toEqual({ kind: 'no-token-operation' });
    act(() => void setRuntimeConfig({ apiBaseUrl: apiUrl, realtimeUrl: '' }));
    rerender({ first: { connection: connection(), channels: [] } });
    expect(result.current.first).toEqual({ kind: 'off', otherApi: false });
    // config.json's endpoint is its own API's: with Settings pointing at another, that API's tokens never go to it.
    try {
      act(() => {
        setRuntimeConfig({ apiBaseUrl: 'http://127.0.0.2:9', realtimeUrl: ENDPOINT });
        usePrefsStore.setState({ apiBaseUrlOverride: apiUrl });
      });
      rerender({ first: { connection: connection(), channels: [] } });
      expect(result.current.first).toEqual({ kind: 'off', otherApi: true });
    } finally {
      usePrefsStore.setState({ apiBaseUrlOverride: '' });
    }
    expect(made.clients).toEqual([]);
  });
});
