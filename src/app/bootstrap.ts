import { configStatus, markConfigUnavailable, setRuntimeConfig } from '../config/runtime-config.ts';
import { HttpError, InvalidResponseError } from '../lib/api/errors.ts';
import { send } from '../lib/api/http.ts';
import { checkedBy } from '../lib/api/schema.ts';
import { useTokenStore } from '../lib/session/token-store.ts';

const RETRY_START_MS = 2000;
const RETRY_MAX_MS = 60_000;

/** config.json's body as it came: setRuntimeConfig checks it setting by setting. */
const anything = checkedBy((value) => ({ value }));

let attempt = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
/** The read under way; a retry the user asks for replaces it (a read that hangs must not make them wait it out). */
let inflight: AbortController | null = null;

/**
 * Reads `config.json` beside index.html. index.html preloads it, so by the time the script runs the answer is usually
 * here and this takes no round trip. A host that has none (404, or index.html for it) means "the API is on this
 * origin" — unless the session was issued elsewhere: then a missing file is as unknown as a failed one, since a
 * deploy or a CDN hiccup answers 404 too. A file that cannot be fetched is tried again with back-off, and at once
 * when the browser is back online; until it loads, nothing is sent with the session (runtime-config.ts).
 */
export async function loadRuntimeConfig(): Promise<void> {
  if (configStatus() === 'loaded') return;
  inflight?.abort();
  const controller = new AbortController();
  inflight = controller;
  clearTimeout(timer);
  const first = attempt === 0;
  attempt += 1;
  try {
    // Only the first read can be the preloaded one; a retry must not be answered from a cache.
    const url = new URL('/config.json', location.origin).href;
    setRuntimeConfig(
      await send({
        url,
        method: 'GET',
        schema: anything,
        signal: controller.signal,
        quiet: true,
        ...(first ? { matchPreload: true } : {}),
      }),
    );
  } catch (error) {
    if (controller.signal.aborted) return;
    if (saysNoConfig(error) && issuedHere()) setRuntimeConfig({});
    else markConfigUnavailable();
  } finally {
    // Not fetched, or read with an apiBaseUrl that is not a URL: either way a later read may do better.
    if (configStatus() !== 'loaded' && !controller.signal.aborted) {
      timer = setTimeout(() => void loadRuntimeConfig(), Math.min(RETRY_START_MS * 2 ** (attempt - 1), RETRY_MAX_MS));
    }
    if (inflight === controller) inflight = null;
  }
}

/** The user asked (or the network came back): try now instead of waiting out the back-off. */
export function retryConfigNow(): void {
  if (configStatus() === 'loaded' || configStatus() === 'loading') return;
  void loadRuntimeConfig();
}

if (typeof window !== 'undefined') window.addEventListener('online', retryConfigNow);

function saysNoConfig(error: unknown): boolean {
  return (
    (error instanceof HttpError && error.status === 404) ||
    (error instanceof InvalidResponseError && error.field === '(body)')
  );
}

/** No session, or one issued by this origin's API: "no config.json" cannot send its pair anywhere else. */
function issuedHere(): boolean {
  const session = useTokenStore.getState().session;
  return !session || session.apiBase === location.origin;
}
