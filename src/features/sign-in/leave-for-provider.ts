import { serviceBase } from '../../config/runtime-config.ts';
import { InvalidResponseError } from '../../lib/api/errors.ts';
import type { Binding } from '../../lib/bindings/bind.ts';
import { callBinding, publicAddress } from '../../lib/bindings/call.ts';
import { findStartAddress } from '../../lib/oauth/start-address.ts';

/**
 * Asks a start (a sign-in's, with no session; a link's, with the session) for the provider's address and sends the
 * browser there with a full-page navigation, never a new window. A sign-in's start that answers no address is gone
 * to itself, for the service to redirect; a link's cannot be (the browser would go without the session).
 */
export async function leaveForProvider(
  start: Binding,
  values: Readonly<Record<string, string>>,
  language: string,
  signedOut: boolean,
): Promise<void> {
  const body = await callBinding(start, values, { language, ...(signedOut ? { signedOut: { secrets: [] } } : {}) });
  const apiOrigin = new URL(await serviceBase(), location.href).origin;
  const address =
    findStartAddress(body, apiOrigin) ?? (signedOut ? await publicAddress(start, values, language) : undefined);
  if (address === undefined) throw new InvalidResponseError('url', 'no address');
  location.assign(address);
}
