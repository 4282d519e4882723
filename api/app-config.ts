// config.json is how the built app finds its API. When this process embeds the contract API it adds
// `demo: true`, which is the app's signal that the demo-token endpoint exists.
import { readFile } from 'node:fs/promises';
import { isPlainObject } from './http-json.ts';

export async function readAppConfig(file: string): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { demo: true };
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  if (!isPlainObject(parsed)) throw new Error(`${file} must hold a JSON object`);
  return { ...parsed, demo: true };
}

// Only an absolute apiBaseUrl names another origin; a relative one is same-origin already.
export function apiOrigins(config: Record<string, unknown>): string[] {
  const base = config.apiBaseUrl;
  if (typeof base !== 'string' || base === '') return [];
  try {
    const { origin, protocol } = new URL(base);
    return protocol === 'http:' || protocol === 'https:' ? [origin] : [];
  } catch {
    return [];
  }
}
