import * as v from 'valibot';
import { runtimeConfig } from '../../config/runtime-config.ts';
import { usePrefsStore } from '../prefs/prefs-store.ts';
import { send } from './http.ts';
import type { Transport } from './wire.ts';

/** Section 2.1: both members required, both strings. An empty token is as useless as a missing one. */
export const TokenPairSchema = v.object({
  accessToken: v.pipe(v.string(), v.minLength(1)),
  refreshToken: v.pipe(v.string(), v.minLength(1)),
});
export type TokenPair = v.InferOutput<typeof TokenPairSchema>;

/**
 * Section 4.1, exactly: `POST /method/auth/refresh-access`, JSON body `{ v, language, app, refresh, fingerprint }`.
 * It never carries an access token and never triggers a refresh itself. `apiBase` is the caller's to name: the API
 * that issued the pair (a refresh), or the one the user signs in to — never whatever the config says at the time.
 */
export async function refreshAccess(
  refreshToken: string,
  fingerprint: string,
  apiBase: string,
  transport?: Transport,
  signal?: AbortSignal,
): Promise<TokenPair> {
  return send(
    {
      url: `${apiBase}/method/auth/refresh-access`,
      ...(signal ? { signal } : {}),
      method: 'POST',
      json: {
        v: runtimeConfig().apiVersion,
        language: usePrefsStore.getState().language,
        app: 'site',
        refresh: refreshToken,
        fingerprint,
      },
      schema: TokenPairSchema,
      secrets: [refreshToken],
    },
    transport,
  );
}
