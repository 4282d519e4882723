// config.json is how the built app finds its API. When this process embeds the contract API it adds
// `demo: true`, which is the app's signal that the demo-token endpoint exists, and points the app at the contract
// API's own OpenAPI description (unless the file names another one).
import { readFile } from 'node:fs/promises';
import { isPlainObject } from './http-json.ts';
import { DESCRIPTION_PATH } from './openapi.ts';

export async function readAppConfig(file: string): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return embedded({});
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  if (!isPlainObject(parsed)) throw new Error(`${file} must hold a JSON object`);
  return embedded(parsed);
}

function embedded(config: Record<string, unknown>): Record<string, unknown> {
  const named = typeof config.serviceDescriptionUrl === 'string' && config.serviceDescriptionUrl !== '';
  // Only while the contract API is the API: a file that points the app elsewhere must not get our description.
  const ours = !named && (config.apiBaseUrl === undefined || config.apiBaseUrl === '');
  return { ...config, demo: true, ...(ours ? { serviceDescriptionUrl: DESCRIPTION_PATH } : {}) };
}

// Only an absolute URL names another origin; a relative one is same-origin already. The API and the service
// description are the two places the app connects to.
export function apiOrigins(config: Record<string, unknown>): string[] {
  const origins = [config.apiBaseUrl, config.serviceDescriptionUrl].flatMap((value) => {
    if (typeof value !== 'string' || value === '') return [];
    try {
      const { origin, protocol } = new URL(value);
      return protocol === 'http:' || protocol === 'https:' ? [origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}
