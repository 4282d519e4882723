import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DESCRIPTION_PATH } from '../../../../api/openapi.ts';
import { bindAll, isBound } from '../../../lib/bindings/bind.ts';
import { fetchServiceDescription } from '../../../lib/service-description/description-query.ts';
import { apiUrl, control, freshSignedInClient } from '../../../testing/session-harness.ts';
import { streamManifest } from '../stream-manifest.ts';
import type { LiveBound } from './live-bound.ts';
import { type LivePushInput, projectChannel, useLivePush } from './use-live-push.ts';

// The hook with a stand-in for the `centrifuge` client (the test plays the server's part) and the demo deployment's
// token operations: which channels it follows, and what it asks the service for their tokens.

const fake = vi.hoisted(() => {
  type Listener = () => void;
  type GetToken = (context: { channel: string }) => Promise<string>;
  class FakeSubscription {
    constructor(
      readonly channel: string,
      readonly getToken: GetToken,
    ) {}
    on() {}
    subscribe() {}
    unsubscribe() {}
  }
  class FakeCentrifuge {
    readonly listeners = new Map<string, Listener[]>();
    readonly subscriptions: FakeSubscription[] = [];
    constructor() {
      clients.push(this);
    }
    on(event: string, listener: Listener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    }
    emit(event: string) {
      this.listeners.get(event)?.forEach((listener) => listener());
    }
    newSubscription(channel: string, options: { getToken: GetToken }) {
      const subscription = new FakeSubscription(channel, options.getToken);
      this.subscriptions.push(subscription);
      return subscription;
    }
    removeSubscription(subscription: FakeSubscription) {
      this.subscriptions.splice(this.subscriptions.indexOf(subscription), 1);
    }
    connect() {}
    disconnect() {}
  }
  const clients: FakeCentrifuge[] = [];
  return { clients, FakeCentrifuge, UnauthorizedError: class UnauthorizedError extends Error {} };
});

vi.mock('centrifuge', () => ({ Centrifuge: fake.FakeCentrifuge, UnauthorizedError: fake.UnauthorizedError }));

/** The demo's live broadcast of project 42. */
const BROADCAST = 9001;

let operations: LiveBound;

beforeEach(async () => {
  await freshSignedInClient();
  const description = await fetchServiceDescription(`${apiUrl}${DESCRIPTION_PATH}`);
  operations = bindAll(description, streamManifest.group, streamManifest.bindings);
  fake.clients.length = 0;
});

type Channels = LivePushInput['infoChannels'];

function renderPush(infoChannels: Channels) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const input = (channels: Channels): LivePushInput => ({
    url: 'ws://127.0.0.1:9/connection/websocket',
    operations,
    projectId: 42,
    language: 'en',
    broadcastId: BROADCAST,
    infoChannels: channels,
    statusKey: undefined,
    infoKey: undefined,
    status: undefined,
    onStatus: () => {},
  });
  return renderHook(({ channels }: { channels: Channels }) => useLivePush(input(channels)), {
    wrapper,
    initialProps: { channels: infoChannels },
  });
}

/** The client once the page has made it, connected. */
async function connected() {
  await vi.waitFor(() => expect(fake.clients).toHaveLength(1));
  const client = fake.clients[0]!;
  act(() => client.emit('connected'));
  return client;
}

const followed = (client: (typeof fake.clients)[number]) => client.subscriptions.map(({ channel }) => channel);

describe('useLivePush', () => {
  it('asks the service for one broadcast token for the channels whose live info carries none, not one each', async () => {
    const channels = ['$live_stats:9001', '$live_url:9001'];
    renderPush(channels.map((channel) => ({ channel, token: undefined })));
    const client = await connected();
    expect(followed(client)).toEqual([projectChannel(42), ...channels]);
    const tokens = await Promise.all(
      client.subscriptions.slice(1).map((subscription) => subscription.getToken({ channel: subscription.channel })),
    );
    expect(tokens[0]).toBe(tokens[1]);
    const broadcastToken = operations.broadcastToken;
    if (!isBound(broadcastToken)) throw new Error('the broadcast token is not bound');
    expect(await control.requests(broadcastToken.operation.path)).toHaveLength(1);
  });

  it('follows a channel whose name holds a newline as that one channel', async () => {
    const { rerender } = renderPush([]);
    const client = await connected();
    expect(followed(client)).toEqual([projectChannel(42)]);
    rerender({ channels: [{ channel: '$live_stats:9001\nbroadcast', token: 't' }] });
    expect(followed(client)).toEqual([projectChannel(42), '$live_stats:9001\nbroadcast']);
  });
});
