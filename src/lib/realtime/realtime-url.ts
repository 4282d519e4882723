import { realtimeEndpoint } from '../../config/realtime-endpoint.ts';
import { configuredApiBase, normalizeBaseUrl, useRuntimeConfig } from '../../config/runtime-config.ts';
import { usePrefsStore } from '../prefs/prefs-store.ts';

/**
 * The realtime endpoint to connect to: config.json's `realtimeUrl`, which belongs to config.json's API. With Settings
 * pointing at another API, that API's tokens never go to it (`otherApi`), and the page polls instead.
 */
export function useRealtimeUrl(): { url: string | undefined; otherApi: boolean } {
  const configured = realtimeEndpoint(useRuntimeConfig().realtimeUrl);
  const override = normalizeBaseUrl(usePrefsStore((state) => state.apiBaseUrlOverride));
  const otherApi = configured !== null && override !== null && override !== configuredApiBase();
  return { url: otherApi ? undefined : (configured ?? undefined), otherApi };
}
