import * as v from 'valibot';
import { setRuntimeConfig } from '../config/runtime-config.ts';
import { isUnreachable } from '../lib/api/errors.ts';
import { send } from '../lib/api/http.ts';

/**
 * Reads `config.json` beside index.html. A host that has none (or answers index.html for it) leaves the
 * defaults: the API on this page's own origin. index.html preloads it, so by the time the script runs the answer
 * is usually here and this takes no round trip.
 */
export async function loadRuntimeConfig(): Promise<void> {
  try {
    setRuntimeConfig(await send({ url: new URL('/config.json', location.origin).href, method: 'GET', schema: v.unknown(), matchPreload: true }));
  } catch (error) {
    setRuntimeConfig({}, { fetched: !isUnreachable(error) });
  }
}
