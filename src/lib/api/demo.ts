import * as v from 'valibot';
import { apiBaseUrl, runtimeConfig } from '../../config/runtime-config.ts';
import { send } from './http.ts';

// The embedded contract API's demo, which only the sign-in page offers (so it is not in the other pages' first load).

/** The demo only makes sense against the embedded contract API, which answers on this page's origin. */
export function demoAvailable(): boolean {
  return runtimeConfig().demo && new URL(apiBaseUrl()).origin === location.origin;
}

const DemoTokenSchema = v.object({ refreshToken: v.pipe(v.string(), v.minLength(1)) });

/**
 * Not part of the documented interface: the embedded contract API's demo hands out a fresh refresh token. Asked in
 * the reader's language, its refusal (too many sign-ins from one address, and when to come back) is in theirs.
 */
export async function fetchDemoRefreshToken(language: string): Promise<string> {
  const result = await send({
    url: `${location.origin}/__contract/demo-token`,
    method: 'POST',
    json: { language },
    schema: DemoTokenSchema,
  });
  return result.refreshToken;
}
