import { type WireOutcome, type WireRequest, fetchTransport } from '../api/wire.ts';

// A SharedWorker that sends refresh requests for every tab of this profile. It lives while any tab is open, so a
// refresh still lands when the tab that asked for it is closed meanwhile, and it tells every tab the answer: the
// service has already rotated the token, and a new pair that reached nobody would end the session everywhere.

export interface RefreshJob {
  id: string;
  /** The refresh token sent, so the other tabs can tell whether the answer replaces their stored pair. */
  refreshToken: string;
  request: WireRequest;
}

export interface RefreshAnswer {
  id: string;
  refreshToken: string;
  outcome: WireOutcome;
}

/**
 * How long a successful exchange is remembered. A tab that was not listening when the answer went out (it was
 * loading) still holds the old token, and the service would answer it "used token" (400); it gets the pair the
 * service gave instead. If that pair's access token has aged meanwhile, the tab's next request is refused (401)
 * and it refreshes with the newer refresh token, which is the ordinary path.
 */
const REMEMBER_MS = 10 * 60_000;
const REMEMBER_MAX = 8;

/** Exchanges in flight or answered 200, by the refresh token sent: one call to the service per refresh token. */
const exchanges = new Map<string, { outcome: Promise<WireOutcome>; at: number }>();

function exchange(refreshToken: string, request: WireRequest): Promise<WireOutcome> {
  const now = Date.now();
  for (const [token, entry] of exchanges) if (now - entry.at > REMEMBER_MS) exchanges.delete(token);
  const known = exchanges.get(refreshToken);
  if (known) return known.outcome;

  const entry = { outcome: fetchTransport(request), at: now };
  exchanges.set(refreshToken, entry);
  // Map order is insertion order: the first key is the oldest exchange.
  if (exchanges.size > REMEMBER_MAX) exchanges.delete(exchanges.keys().next().value as string);
  void entry.outcome.then((outcome) => {
    // Only a new pair is worth remembering; after a failure the next attempt must reach the service again.
    if (outcome.kind === 'response' && outcome.status === 200) entry.at = Date.now();
    else if (exchanges.get(refreshToken) === entry) exchanges.delete(refreshToken);
  });
  return entry.outcome;
}

const ports = new Set<MessagePort>();

(self as unknown as { onconnect: (event: MessageEvent) => void }).onconnect = (event) => {
  const port = event.ports[0];
  if (!port) return;
  ports.add(port);
  port.onmessage = (message: MessageEvent<RefreshJob>) => {
    const { id, refreshToken, request } = message.data;
    void exchange(refreshToken, request).then((outcome) => {
      const answer: RefreshAnswer = { id, refreshToken, outcome };
      // Ports of closed tabs linger without error; posting to them is harmless. A tab that already holds the
      // new pair ignores the answer (it is keyed by the refresh token sent).
      for (const each of ports) each.postMessage(answer);
    });
  };
  port.start();
};
