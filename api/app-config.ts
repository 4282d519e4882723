// config.json is how the built app finds its API. When this process embeds the contract API it adds
// `demo: true`, which is the app's signal that the demo-token endpoint exists, points the app at the contract
// API's own OpenAPI description (unless the file names another one) and at its realtime endpoint (unless the file
// names another one), and says what the demo's access levels allow (`accessLevels`, unless the file says it), which
// the description cannot give: the real kind's levels are numbers; the units its plans' figures are in (`units`,
// unless the file says them), which no description gives either; and the application path OBS adds after a server
// the server list names by its host alone (`ingestApp`), which the list does not give.
import { readFile } from 'node:fs/promises';
import { isPlainObject } from './http-json.ts';
import { DESCRIPTION_PATH } from './openapi.ts';
import { INGEST_APP } from './studio/studio-seed.ts';
import { accessLevelsSetting } from './team/access-levels.ts';
import { demoUnits } from './demo-units.ts';

/** `realtimeUrl`: the URL of this server's realtime endpoint, added while the contract API is the API. */
export async function readAppConfig(file: string, realtimeUrl?: string): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return embedded({}, realtimeUrl);
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  if (!isPlainObject(parsed)) throw new Error(`${file} must hold a JSON object`);
  return embedded(parsed, realtimeUrl);
}

function embedded(config: Record<string, unknown>, realtimeUrl: string | undefined): Record<string, unknown> {
  const named = typeof config.serviceDescriptionUrl === 'string' && config.serviceDescriptionUrl !== '';
  // Only while the contract API is the API: a file that points the app elsewhere must not get our description or
  // our realtime endpoint.
  const apiIsOurs = config.apiBaseUrl === undefined || config.apiBaseUrl === '';
  const ours = !named && apiIsOurs;
  const realtime = apiIsOurs && config.realtimeUrl === undefined && realtimeUrl !== undefined;
  const levels = apiIsOurs && config.accessLevels === undefined;
  const units = apiIsOurs && config.units === undefined;
  // The demo's server list names some servers by their host alone, as the real kind does: OBS's path after them.
  const ingest = apiIsOurs && config.ingestApp === undefined;
  return {
    ...config,
    demo: true,
    ...(ours ? { serviceDescriptionUrl: DESCRIPTION_PATH } : {}),
    ...(realtime ? { realtimeUrl } : {}),
    ...(levels ? { accessLevels: accessLevelsSetting() } : {}),
    ...(units ? { units: demoUnits } : {}),
    ...(ingest ? { ingestApp: INGEST_APP } : {}),
  };
}

// Only an absolute URL names another origin; a relative one is same-origin already. The API, the service
// description and the realtime endpoint (a ws: or wss: URL, never same-origin by scheme) are where the app connects.
export function apiOrigins(config: Record<string, unknown>): string[] {
  const web = ['http:', 'https:'];
  const places: [unknown, string[]][] = [
    [config.apiBaseUrl, web],
    [config.serviceDescriptionUrl, web],
    [config.realtimeUrl, ['ws:', 'wss:']],
  ];
  const origins = places.flatMap(([value, schemes]) => {
    if (typeof value !== 'string' || value === '') return [];
    try {
      const { origin, protocol } = new URL(value);
      return schemes.includes(protocol) ? [origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}
