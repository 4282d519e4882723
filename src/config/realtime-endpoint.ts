// config.json's realtime endpoint, checked where a page connects to it rather than at start-up: only the pages that
// are pushed changes need it, and the first load then does not carry the check.

const reported = new Set<string>();

/** The endpoint to connect to (a ws: or wss: URL), or null: none configured, or not such a URL (reported once). */
export function realtimeEndpoint(configured: string): string | null {
  if (configured === '') return null;
  let protocol = '';
  try {
    protocol = new URL(configured).protocol;
  } catch {
    // Not a URL at all: reported below like any other wrong scheme.
  }
  if (protocol === 'ws:' || protocol === 'wss:') return configured;
  if (!reported.has(configured)) {
    reported.add(configured);
    console.warn('config.json: "realtimeUrl" is not a ws: or wss: URL; changes are polled instead.');
  }
  return null;
}
