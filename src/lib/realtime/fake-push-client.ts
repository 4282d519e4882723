import type { ChannelTokenContext } from './start-push.ts';

// A fake Centrifuge client for unit tests: records what is asked of it, and lets the test play the server's part.

type Listener = (context?: { data: unknown }) => void;

/** A fake Centrifuge client: records what is asked of it, and lets the test play the server's part. */
export class FakeSubscription {
  listeners = new Map<string, Listener[]>();
  subscribeCalls = 0;
  unsubscribed = false;
  constructor(
    readonly channel: string,
    readonly getToken: (context: ChannelTokenContext) => Promise<string>,
  ) {}
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  emit(event: string, context?: { data: unknown }) {
    this.listeners.get(event)?.forEach((listener) => listener(context));
  }
  subscribe() {
    this.subscribeCalls += 1;
  }
  unsubscribe() {
    this.unsubscribed = true;
  }
}

export class FakeClient {
  listeners = new Map<string, Listener[]>();
  subscriptions: FakeSubscription[] = [];
  removed: FakeSubscription[] = [];
  connected = 0;
  disconnected = 0;
  constructor(
    readonly url: string,
    readonly getToken: () => Promise<string>,
  ) {}
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  emit(event: string) {
    this.listeners.get(event)?.forEach((listener) => listener());
  }
  newSubscription(channel: string, options: { getToken: (context: ChannelTokenContext) => Promise<string> }) {
    const subscription = new FakeSubscription(channel, options.getToken);
    this.subscriptions.push(subscription);
    return subscription;
  }
  removeSubscription(subscription: FakeSubscription | null) {
    if (subscription) this.removed.push(subscription);
  }
  connect() {
    this.connected += 1;
  }
  disconnect() {
    this.disconnected += 1;
  }
  sub(channel: string) {
    const found = this.subscriptions.filter((subscription) => subscription.channel === channel).at(-1);
    if (!found) throw new Error(`no subscription to ${channel}`);
    return found;
  }
}
