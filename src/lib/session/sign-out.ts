// Signing out: the sign-in ends here at once (every tab of it hears), and when the deployment describes Auth's
// Logout the service is told, with the pair's refresh token, so a copy of it stops working there too. The request
// goes to the API that issued the pair and nowhere else, and is given a few seconds: whatever the service answers,
// or if it does not, the user stays signed out and is told whether the service confirmed it.

import { runtimeConfig, serviceBase } from '../../config/runtime-config.ts';
import { refreshAccess } from '../api/auth-operations.ts';
import { authHeader, secretsOf } from '../api/client.ts';
import { sendRaw } from '../api/http.ts';
import { serviceUrl } from '../api/service-url.ts';
import { usePrefsStore } from '../prefs/prefs-store.ts';
import { queryClient } from '../query-client.ts';
import type { ServiceDescription } from '../service-description/description.ts';
import {
  fetchServiceDescription,
  serviceDescriptionQuery,
  serviceDescriptionUrl,
} from '../service-description/description-query.ts';
import { bind, isBound } from '../bindings/bind.ts';
import { browserFingerprint } from './fingerprint.ts';
import { buildLogoutRequest } from './logout-request.ts';
import { type LogoutOutcome, asOwnSignOut, useLogoutOutcome } from './logout-outcome.ts';
import { endSession, isExpiring } from './session.ts';
import { type StoredSession, useTokenStore } from './token-store.ts';
import { refreshedSession } from './save-session.ts';

/** The document's Logout (Auth, 4.1's group). */
export const logoutName = ['Auth', 'Logout'] as const;

/** How long the service is given to confirm a sign-out; the user is signed out here before it starts. */
export const LOGOUT_DEADLINE_MS = 5_000;

// A new sign-in has nothing to do with the last one's sign-out.
useTokenStore.subscribe((state, previous) => {
  if (state.session && !previous.session) useLogoutOutcome.setState({ outcome: null });
});

export async function signOut(): Promise<void> {
  const session = useTokenStore.getState().session;
  const url = serviceDescriptionUrl(runtimeConfig());
  // Ending the session clears the cache, so the description this tab already read is taken first.
  const cached =
    url === null ? undefined : queryClient.getQueryData<ServiceDescription>(serviceDescriptionQuery(url).queryKey);
  useLogoutOutcome.setState({ outcome: session && url !== null ? 'sending' : null });
  asOwnSignOut(() => endSession('signed-out'));
  if (!session || url === null) return;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error('The service did not answer the sign-out in time')),
    LOGOUT_DEADLINE_MS,
  );
  let outcome: LogoutOutcome;
  try {
    outcome = await tellService(
      session,
      cached ?? (await fetchServiceDescription(url, controller.signal)),
      controller.signal,
    );
  } catch {
    outcome = 'unconfirmed';
  } finally {
    clearTimeout(timer);
  }
  // Only if nobody signed in meanwhile: the notice is about the sign-in that ended.
  if (useLogoutOutcome.getState().outcome === 'sending') useLogoutOutcome.setState({ outcome });
}

/** Sends the described Logout for the ended session; null when none is described (the sign-out was local, as ever). */
async function tellService(
  session: StoredSession,
  description: ServiceDescription,
  signal: AbortSignal,
): Promise<LogoutOutcome> {
  const logout = bind(description, ...logoutName);
  if (!isBound(logout)) return null;
  // As for every request with the pair: only while the app would use the API that issued it (config.json may still
  // be loading; the deadline bounds that wait too).
  const base = await Promise.race([serviceBase(), aborted(signal)]);
  if (base !== session.apiBase) return 'unconfirmed';
  // After a laptop's sleep the access token has expired, and a service that wants one refuses the Logout: the pair
  // is refreshed first, within the same deadline, and the Logout names the refresh token that is then valid.
  const pair = isExpiring(session) ? await freshPair(session, signal) : session;
  const request = buildLogoutRequest(logout.operation, logout.details, {
    refreshToken: pair.refreshToken,
    fingerprint: browserFingerprint(),
    v: runtimeConfig().apiVersion,
    language: usePrefsStore.getState().language,
  });
  if ('unusable' in request) return 'unconfirmed';
  const target = serviceUrl(pair.apiBase, request.path);
  for (const [name, value] of request.query) target.searchParams.append(name, value);
  await sendRaw({
    url: target.href,
    method: request.method,
    headers: authHeader(pair),
    json: request.json,
    signal,
    secrets: [...secretsOf(session), ...secretsOf(pair)],
    quiet: true,
  });
  return 'ended';
}

/** The ended sign-in's pair renewed for its Logout alone: never stored, since the session is over here already. */
async function freshPair(session: StoredSession, signal: AbortSignal): Promise<StoredSession> {
  const pair = await refreshAccess(session.refreshToken, browserFingerprint(), session.apiBase, undefined, signal);
  return refreshedSession(pair, session);
}

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
}
