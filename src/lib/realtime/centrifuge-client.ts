import { sharedPushClient } from './shared-client.ts';
import type { CreatePushClient } from './start-push.ts';

// The official `centrifuge` client, loaded when a page first connects: no first load carries it.

export interface PushClientCode {
  /** Makes the page's one connection per endpoint (shared-client.ts). */
  create: CreatePushClient;
  /** The client's error for a token refused for good: it then stops rather than retrying. */
  Unauthorized: new (message: string) => Error;
}

let loading: Promise<PushClientCode> | undefined;

export function loadPushClient(): Promise<PushClientCode> {
  loading ??= import('centrifuge').then(
    ({ Centrifuge, UnauthorizedError }) => ({
      create: sharedPushClient((endpoint, options) => new Centrifuge(endpoint, options)),
      Unauthorized: UnauthorizedError,
    }),
    (error: unknown) => {
      // Not kept: a later attempt (Reconnect) asks for the code again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
