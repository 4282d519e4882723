import { contractApiUrl } from './contract-api.ts';
import { Control } from '../../api/testing/control-client.ts';
import { setRuntimeConfig } from '../config/runtime-config.ts';
import { apiRequest } from '../lib/api/client.ts';
import { PlanRestreamSchema } from '../lib/operations/plan-restream/plan-slot.ts';
import { signInWithRefreshToken } from '../lib/session/sign-in.ts';
import { useTokenStore } from '../lib/session/token-store.ts';

// A real contract API over HTTP (started by the vitest global setup) and a signed-in client, fresh per test.

export const apiUrl = contractApiUrl();
export const control = new Control(apiUrl);
export const REFRESH_PATH = '/method/auth/refresh-access';
export const PLAN_PATH = '/method/plan_restream';
/** Where the contract API serves its own description. */
export const CONTRACT_DESCRIPTION_URL = `${apiUrl}/__contract/openapi.json`;

/** A fresh service and a client signed in to it; `described`: the app reads the contract API's own description. */
export async function freshSignedInClient(
  options: { requestTimeoutMs?: number; accessTtlSeconds?: number; described?: boolean } = {},
): Promise<void> {
  await control.reset();
  await control.clearFaults();
  if (options.accessTtlSeconds) await control.setAccessTtl(options.accessTtlSeconds);
  // Ending the last test's sign-in ends its refresh state too (refresh-coordinator.ts).
  useTokenStore.setState({ session: null, persistence: 'local', lastEnd: null });
  localStorage.clear();
  sessionStorage.clear();
  setRuntimeConfig({
    apiBaseUrl: apiUrl,
    requestTimeoutMs: options.requestTimeoutMs ?? 3000,
    ...(options.described ? { serviceDescriptionUrl: CONTRACT_DESCRIPTION_URL } : {}),
  });
  await signInWithRefreshToken(await control.mintRefreshToken(), 'local');
  await control.clearLog();
}

export function readPlan(projectId = 42) {
  return apiRequest({
    method: 'GET',
    path: '/method/plan_restream',
    params: { project_id: projectId },
    schema: PlanRestreamSchema,
  });
}

export async function refreshCalls(): Promise<number> {
  return (await control.requests(REFRESH_PATH)).length;
}

/** A refresh the way another tab would do it: straight to the service, bypassing this tab's client. */
export async function refreshElsewhere(
  refreshToken: string,
  fingerprint: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await fetch(`${apiUrl}${REFRESH_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ v: '1', language: 'en', app: 'site', refresh: refreshToken, fingerprint }),
  });
  if (!response.ok) throw new Error(`refresh elsewhere answered ${response.status}`);
  return (await response.json()) as { accessToken: string; refreshToken: string };
}
