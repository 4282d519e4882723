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

const ports = new Set<MessagePort>();

(self as unknown as { onconnect: (event: MessageEvent) => void }).onconnect = (event) => {
  const port = event.ports[0];
  if (!port) return;
  ports.add(port);
  port.onmessage = (message: MessageEvent<RefreshJob>) => {
    const { id, refreshToken, request } = message.data;
    void fetchTransport(request).then((outcome) => {
      const answer: RefreshAnswer = { id, refreshToken, outcome };
      // Ports of closed tabs linger without error; posting to them is harmless.
      for (const each of ports) each.postMessage(answer);
    });
  };
  port.start();
};
