// One part's channels over the service's realtime endpoint (Centrifugo's protocol, through its official client): a
// subscription per channel the part follows, what each publishes handed on as it came (its shape is the part's to
// read), and a (re)subscription told as "may have missed something". The client is handed in (`create`), so this runs
// against a fake in unit tests and the real `centrifuge` client in the page (centrifuge-client.ts).

/** What a publication carried, as the client hands it over. */
export interface Publication {
  data: unknown;
}

/** The part of a Centrifuge subscription this uses. */
export interface PushSubscription {
  on(
    event: 'publication' | 'subscribed' | 'subscribing' | 'unsubscribed',
    listener: (context?: Publication) => void,
  ): unknown;
  subscribe(): void;
  unsubscribe(): void;
}

export interface ChannelTokenContext {
  channel: string;
}

/** The part of a Centrifuge client this uses. */
export interface PushClient<S extends PushSubscription = PushSubscription> {
  on(event: 'connecting' | 'connected' | 'disconnected', listener: () => void): unknown;
  newSubscription(channel: string, options: { getToken: (context: ChannelTokenContext) => Promise<string> }): S;
  removeSubscription(subscription: S | null): void;
  connect(): void;
  disconnect(): void;
}

export type CreatePushClient<S extends PushSubscription = PushSubscription> = (
  url: string,
  options: { getToken: () => Promise<string> },
) => PushClient<S>;

export type ConnectionState = 'connecting' | 'connected' | 'disconnected';

export interface PushStatus {
  connection: ConnectionState;
  /** Every channel followed is subscribed (and there is at least one): publications say when to read. */
  subscribed: boolean;
}

export interface PushOptions<S extends PushSubscription> {
  url: string;
  create: CreatePushClient<S>;
  /** A connection token (the client asks again before the one it has expires). */
  connectionToken: () => Promise<string>;
  /** A channel's token (asked again before it expires). */
  channelToken: (channel: string) => Promise<string>;
  /**
   * A channel published something (`publication`, what it carried), or was (re)subscribed and may have missed
   * something (no `publication`).
   */
  onChange: (channel: string, publication?: Publication) => void;
  onStatus: (status: PushStatus) => void;
}

export interface PushSession {
  /** Follow exactly these channels: new ones are subscribed, others left. */
  follow(channels: readonly string[]): void;
  /** Disconnects; nothing is reported after. */
  close(): void;
}

/** Whether polling can stop: connected, and subscribed to every channel followed. */
export function isPushed(status: PushStatus | undefined): boolean {
  return status?.connection === 'connected' && status.subscribed;
}

export function startPush<S extends PushSubscription>(options: PushOptions<S>): PushSession {
  let closed = false;
  let connection: ConnectionState = 'connecting';
  const followed = new Map<string, { subscription: S; subscribed: boolean }>();
  let wanted = new Set<string>();
  let everConnected = false;
  const report = () => {
    if (closed) return;
    const subscribed = wanted.size > 0 && [...wanted].every((channel) => followed.get(channel)?.subscribed === true);
    options.onStatus({ connection, subscribed });
  };
  const client = options.create(options.url, { getToken: options.connectionToken });
  const setConnection = (state: ConnectionState) => () => {
    connection = state;
    report();
  };
  client.on('connecting', setConnection('connecting'));
  client.on('connected', () => {
    everConnected = true;
    setConnection('connected')();
    apply();
  });
  client.on('disconnected', setConnection('disconnected'));

  const add = (channel: string) => {
    const subscription = client.newSubscription(channel, {
      getToken: (context) => options.channelToken(context.channel),
    });
    const entry = { subscription, subscribed: false };
    followed.set(channel, entry);
    const setSubscribed = (subscribed: boolean) => () => {
      if (followed.get(channel) !== entry) return;
      entry.subscribed = subscribed;
      report();
    };
    subscription.on('subscribing', setSubscribed(false));
    subscription.on('unsubscribed', setSubscribed(false));
    subscription.on('subscribed', () => {
      setSubscribed(true)();
      if (!closed && followed.get(channel) === entry) options.onChange(channel);
    });
    subscription.on('publication', (context) => {
      if (!closed && followed.get(channel) === entry) options.onChange(channel, { data: context?.data });
    });
    subscription.subscribe();
  };

  // Channels are subscribed once the connection is first up (the client keeps them across its reconnects): a
  // subscription asked for earlier would be sent on a socket the service may already be closing, and its token
  // asked for in vain when the connection is refused.
  function apply() {
    for (const [channel, entry] of followed) {
      if (wanted.has(channel)) continue;
      followed.delete(channel);
      entry.subscription.unsubscribe();
      client.removeSubscription(entry.subscription);
    }
    if (!everConnected || closed) return;
    for (const channel of wanted) if (!followed.has(channel)) add(channel);
  }

  report();
  client.connect();
  return {
    follow(channels) {
      if (closed) return;
      wanted = new Set(channels);
      apply();
      report();
    },
    close() {
      if (closed) return;
      closed = true;
      client.disconnect();
    },
  };
}
