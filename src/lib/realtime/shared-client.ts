import type {
  ChannelTokenContext,
  ConnectionState,
  CreatePushClient,
  Publication,
  PushClient,
  PushSubscription,
} from './start-push.ts';

// One realtime connection per endpoint for the whole page, as Centrifugo means a client to (a connection per browser
// tab, any number of subscriptions), and one subscription per channel on it: every part of the page follows its own
// channels over it, and parts that follow the same channel share its subscription (the client refuses a second one).
// Each part still starts and closes "its" connection; the socket opens with the first and closes with the last, and a
// channel is left with the last part that follows it.

const EVENTS: readonly ConnectionState[] = ['connecting', 'connected', 'disconnected'];
/** The longest a connection no part follows any more is left opening before it is closed all the same. */
const CLOSE_WAIT_MS = 5000;

type SubscriptionEvent = 'publication' | 'subscribed' | 'subscribing' | 'unsubscribed';
const SUBSCRIPTION_EVENTS: readonly SubscriptionEvent[] = ['publication', 'subscribed', 'subscribing', 'unsubscribed'];

/** A channel's one subscription on the connection, and the parts' subscriptions that follow it. */
interface Channel {
  subscription: PushSubscription;
  /** What the channel's subscription last said; `unsubscribed`: it ended (a token refused for good) and stays so. */
  state: 'subscribing' | 'subscribed' | 'unsubscribed';
  followers: Follower[];
}

interface Shared {
  client: PushClient;
  views: Set<View>;
  state: ConnectionState;
  channels: Map<string, Channel>;
  /** Set once no part follows the connection while it was still opening: closes it once it has opened or failed. */
  close?: () => void;
}

interface View {
  getToken: () => Promise<string>;
  listeners: Record<ConnectionState, (() => void)[]>;
  subscriptions: Set<Follower>;
}

/** A part's subscription to a channel: what the channel's one subscription says, told to this part too. */
class Follower implements PushSubscription {
  private listeners: Record<SubscriptionEvent, ((context?: Publication) => void)[]> = {
    publication: [],
    subscribed: [],
    subscribing: [],
    unsubscribed: [],
  };
  private joined = false;
  constructor(
    private readonly shared: Shared,
    readonly channel: string,
    readonly getToken: (context: ChannelTokenContext) => Promise<string>,
  ) {}
  on(event: SubscriptionEvent, listener: (context?: Publication) => void) {
    this.listeners[event].push(listener);
    return this;
  }
  tell(event: SubscriptionEvent, context?: Publication) {
    for (const listener of this.listeners[event]) listener(context);
  }
  subscribe() {
    if (this.joined) return;
    this.joined = true;
    const { shared, channel } = this;
    const existing = shared.channels.get(channel);
    if (existing) {
      existing.followers.push(this);
      // Ended (its token refused for good): a part that starts again asks for it again, for every part following it.
      if (existing.state === 'unsubscribed') {
        existing.state = 'subscribing';
        existing.subscription.subscribe();
      }
      // Already subscribed: told so as if it had just happened, for the part to read what it may have missed.
      if (existing.state === 'subscribed')
        queueMicrotask(() => {
          if (existing.followers.includes(this) && existing.state === 'subscribed') this.tell('subscribed');
        });
      return;
    }
    const entry: Channel = {
      subscription: undefined as unknown as PushSubscription,
      state: 'subscribing',
      followers: [],
    };
    entry.followers.push(this);
    // The token of the part that joined last, as with the connection's.
    entry.subscription = shared.client.newSubscription(channel, {
      getToken: (context) => {
        const latest = entry.followers.at(-1);
        return latest
          ? latest.getToken(context)
          : Promise.reject(new Error('no part of the page follows this channel'));
      },
    });
    for (const event of SUBSCRIPTION_EVENTS)
      entry.subscription.on(event, (context) => {
        if (event !== 'publication') entry.state = event;
        for (const follower of [...entry.followers]) follower.tell(event, context);
      });
    shared.channels.set(channel, entry);
    entry.subscription.subscribe();
  }
  unsubscribe() {
    if (!this.joined) return;
    this.joined = false;
    const { shared, channel } = this;
    const entry = shared.channels.get(channel);
    if (!entry) return;
    entry.followers = entry.followers.filter((follower) => follower !== this);
    if (entry.followers.length > 0) return;
    shared.channels.delete(channel);
    entry.subscription.unsubscribe();
    shared.client.removeSubscription(entry.subscription);
  }
}

const connections = new Map<string, Shared>();

/** Wraps a client factory so that every part of the page asking for the same endpoint shares one connection. */
export function sharedPushClient(create: CreatePushClient): CreatePushClient {
  return (url, options) => {
    const view: View = {
      getToken: options.getToken,
      listeners: { connecting: [], connected: [], disconnected: [] },
      subscriptions: new Set(),
    };
    let shared: Shared | undefined;
    return {
      on(event, listener) {
        view.listeners[event].push(listener);
        return this;
      },
      newSubscription(channel, subscriptionOptions) {
        if (!shared) throw new Error('not connected');
        const follower = new Follower(shared, channel, subscriptionOptions.getToken);
        view.subscriptions.add(follower);
        return follower;
      },
      removeSubscription(subscription) {
        if (!(subscription instanceof Follower)) return;
        view.subscriptions.delete(subscription);
        subscription.unsubscribe();
      },
      connect() {
        if (shared) return;
        const existing = connections.get(url);
        if (existing) {
          shared = existing;
          existing.views.add(view);
          // Stopped (a token refused for good, or the service gone) while other parts still follow it: a part that
          // starts again (Reconnect) opens it again for all of them, rather than joining a dead connection.
          if (existing.state === 'disconnected') {
            existing.state = 'connecting';
            existing.client.connect();
          }
          // Joined a connection already under way: told its state as if it had just happened.
          const state = existing.state;
          queueMicrotask(() => {
            if (existing.views.has(view)) view.listeners[state].forEach((listener) => listener());
          });
          return;
        }
        const entry: Shared = {
          client: undefined as unknown as PushClient,
          views: new Set([view]),
          state: 'connecting',
          channels: new Map(),
        };
        // The connection token is the same operation's for every part; the latest part to join asks for it.
        entry.client = create(url, {
          getToken: () => {
            const latest = [...entry.views].at(-1);
            return latest
              ? latest.getToken()
              : Promise.reject(new Error('no part of the page follows this connection'));
          },
        });
        for (const event of EVENTS)
          entry.client.on(event, () => {
            entry.state = event;
            if (entry.close && event !== 'connecting') return entry.close();
            for (const joined of entry.views) joined.listeners[event].forEach((listener) => listener());
          });
        connections.set(url, entry);
        shared = entry;
        entry.client.connect();
      },
      disconnect() {
        const entry = shared;
        if (!entry) return;
        shared = undefined;
        entry.views.delete(view);
        // What this part followed goes with it; the others' subscriptions stay on the connection.
        for (const subscription of view.subscriptions) subscription.unsubscribe();
        view.subscriptions.clear();
        if (entry.views.size > 0) return;
        connections.delete(url);
        closeWhenSettled(entry);
      },
    };
  };
}

/**
 * Closes a connection no part follows any more. One still opening is closed once it has opened or failed (at the
 * latest after CLOSE_WAIT_MS): a socket closed during its handshake is reported by the browser as an error in the
 * console, as when a streamer leaves the Stream page the moment it opened.
 */
function closeWhenSettled(entry: Shared): void {
  if (entry.state !== 'connecting') return entry.client.disconnect();
  const timer = setTimeout(() => entry.close?.(), CLOSE_WAIT_MS);
  entry.close = () => {
    clearTimeout(timer);
    entry.close = undefined;
    entry.client.disconnect();
  };
}
