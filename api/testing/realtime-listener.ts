// Listens on one realtime channel of the contract API as a page would: the official `centrifuge` client (over `ws`)
// connects with "Get token for connect to centrifuge for project" and subscribes with the token an operation gave for
// the channel, and keeps every publication's data, in order.
import { Centrifuge } from 'centrifuge';
import WebSocket from 'ws';
import type { DemoClient } from './demo-client.ts';

export type Listener = { received: unknown[]; close(): void };

export async function listen(client: DemoClient, projectId: number, channel: string, token: string): Promise<Listener> {
  const centrifuge = new Centrifuge(`${client.baseUrl.replace(/^http/, 'ws')}/connection/websocket`, {
    websocket: WebSocket,
    getToken: async () =>
      (await client.get('/method/centrifuge/auth/connect', { project_id: projectId })).body.access_token as string,
  });
  const received: unknown[] = [];
  const subscription = centrifuge.newSubscription(channel, { token });
  subscription.on('publication', (context) => received.push(context.data));
  const subscribed = new Promise<void>((resolve, reject) => {
    subscription.once('subscribed', () => resolve());
    subscription.once('error', (context) => reject(new Error(`subscription refused: ${context.error.message}`)));
  });
  subscription.subscribe();
  centrifuge.connect();
  await subscribed;
  return { received, close: () => centrifuge.disconnect() };
}
