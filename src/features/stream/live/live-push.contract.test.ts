import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { DESCRIPTION_PATH } from '../../../../api/openapi.ts';
import { fetchServiceDescription } from '../../../lib/service-description/description-query.ts';
import { apiUrl, control, freshSignedInClient } from '../../../testing/session-harness.ts';
import { type Binding, type Bound, bindAll, isBound } from '../../../lib/bindings/bind.ts';
import { projectValues } from '../../../lib/bindings/call.ts';
import { loadPushClient } from '../../../lib/realtime/centrifuge-client.ts';
import { fetchToken } from '../../../lib/realtime/push-token.ts';
import { type PushSession, type PushStatus, isPushed, startPush } from '../../../lib/realtime/start-push.ts';
import { streamManifest } from '../stream-manifest.ts';

// The realtime layer's push (lib/realtime), with the official `centrifuge` client as the page loads it, against the
// contract API's Centrifugo-protocol endpoint, with tokens from the described Centrifuge operations: the client's
// contract with the demo deployment. Its socket is Node's `ws`: jsdom's would send a page's Origin, which the endpoint
// takes only from the dashboard's own.

const PROJECT = 42;
const PROJECT_CHANNEL = `$project_channels:${PROJECT}`;
/** The demo's live broadcast (DEMO_API.md). */
const BROADCAST = 9001;
const BROADCAST_CHANNEL = `$live_stats:${BROADCAST}`;

let push: PushSession | undefined;

beforeEach(async () => {
  await freshSignedInClient();
  await control.setRealtime({ tokenTtlSeconds: 300 });
  await control.setLive({ ticking: false });
  await control.clearRealtime();
});

afterEach(() => {
  push?.close();
  vi.unstubAllGlobals();
});

function bound(binding: Bound): Binding {
  if (!isBound(binding)) throw new Error(`${binding.group} “${binding.name}” is not bound`);
  return binding;
}

async function connect() {
  const description = await fetchServiceDescription(`${apiUrl}${DESCRIPTION_PATH}`);
  const operations = bindAll(description, streamManifest.group, streamManifest.bindings);
  const statuses: PushStatus[] = [];
  const changes: string[] = [];
  vi.stubGlobal('WebSocket', WebSocket);
  const { create } = await loadPushClient();
  push = startPush({
    url: `${apiUrl.replace(/^http/, 'ws')}/connection/websocket`,
    create,
    connectionToken: () => fetchToken(bound(operations.connectionToken), projectValues(PROJECT), 'en'),
    channelToken: (channel) =>
      channel === PROJECT_CHANNEL
        ? fetchToken(bound(operations.projectToken), projectValues(PROJECT), 'en')
        : fetchToken(
            bound(operations.broadcastToken),
            projectValues(PROJECT, { broadcast_id: String(BROADCAST) }),
            'en',
          ),
    onChange: (channel) => changes.push(channel),
    onStatus: (status) => statuses.push(status),
  });
  push.follow([PROJECT_CHANNEL, BROADCAST_CHANNEL]);
  await expect.poll(() => isPushed(statuses.at(-1)), { timeout: 10_000 }).toBe(true);
  return { statuses, changes };
}

describe('startPush with the centrifuge client', () => {
  it('connects and subscribes with the described token operations', async () => {
    await connect();
    const requests = (await control.log()).map((entry) => entry.path);
    expect(requests.filter((path) => /^\/method\/centrifuge(\/|$)/.test(path)).sort()).toEqual([
      '/method/centrifuge/auth/connect',
      '/method/centrifuge/auth/project',
      '/method/centrifuge/token/broadcast',
    ]);
    expect((await control.realtime()).subscribers).toMatchObject({ [PROJECT_CHANNEL]: 1, [BROADCAST_CHANNEL]: 1 });
  });

  it('reports a change of the numbers on the broadcast’s channel, and the stream’s end on the project’s', async () => {
    const { changes } = await connect();
    changes.length = 0;
    await control.setLive({ channels: { 101: { viewers: 7 } } });
    await expect.poll(() => changes).toContain(BROADCAST_CHANNEL);
    await control.endStream();
    await expect.poll(() => changes).toContain(PROJECT_CHANNEL);
  });

  it('refreshes the connection and channel tokens before they expire, staying subscribed', async () => {
    await control.setRealtime({ tokenTtlSeconds: 2 });
    const { statuses } = await connect();
    // Tokens that live 2 s are each replaced through the client’s token callbacks before they run out.
    await expect
      .poll(
        async () => {
          const { refreshes } = await control.realtime();
          return refreshes.connection >= 1 && refreshes.subscription >= 2;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(isPushed(statuses.at(-1))).toBe(true);
    const tokenCalls = (await control.log()).filter((entry) => /^\/method\/centrifuge(\/|$)/.test(entry.path)).length;
    expect(tokenCalls).toBeGreaterThan(3);
  });

  it('reports the connection gone once closed', async () => {
    await connect();
    push!.close();
    await expect.poll(async () => (await control.realtime()).subscribers[PROJECT_CHANNEL] ?? 0).toBe(0);
  });
});
