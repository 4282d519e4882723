import type { ConnectionState, CreatePushClient, PushClient, PushSubscription } from './live-push.ts';

// One realtime connection per endpoint for the whole page: the live panel and the chat each follow their own channels
// over it, as Centrifugo means a client to (a connection per browser tab, any number of subscriptions). Each part
// still starts and closes "its" connection; the socket opens with the first and closes with the last.

const EVENTS: readonly ConnectionState[] = ['connecting', 'connected', 'disconnected'];
/** The longest a connection no part follows any more is left opening before it is closed all the same. */
const CLOSE_WAIT_MS = 5000;

interface View {
  getToken: () => Promise<string>;
  listeners: Record<ConnectionState, (() => void)[]>;
  subscriptions: Set<PushSubscription>;
}

interface Shared {
  client: PushClient;
  views: Set<View>;
  state: ConnectionState;
  /** Set once no part follows the connection while it was still opening: closes it once it has opened or failed. */
  close?: () => void;
}

const connections = new Map<string, Shared>();

/** Wraps a client factory so that every part of the page asking for the same endpoint shares one connection. */
export function sharedPushClient<S extends PushSubscription>(create: CreatePushClient<S>): CreatePushClient<S> {
  return (url, options) => {
    const view: View = {
      getToken: options.getToken,
      listeners: { connecting: [], connected: [], disconnected: [] },
      subscriptions: new Set(),
    };
    let shared: Shared | undefined;
    const client = () => shared?.client as PushClient<S> | undefined;
    return {
      on(event, listener) {
        view.listeners[event].push(listener);
        return this;
      },
      newSubscription(channel, subscriptionOptions) {
        const found = client();
        if (!found) throw new Error('not connected');
        const subscription = found.newSubscription(channel, subscriptionOptions);
        view.subscriptions.add(subscription);
        return subscription;
      },
      removeSubscription(subscription) {
        if (subscription) view.subscriptions.delete(subscription);
        client()?.removeSubscription(subscription);
      },
      connect() {
        if (shared) return;
        const existing = connections.get(url);
        if (existing) {
          shared = existing;
          existing.views.add(view);
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
        for (const subscription of view.subscriptions) {
          subscription.unsubscribe();
          entry.client.removeSubscription(subscription);
        }
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
