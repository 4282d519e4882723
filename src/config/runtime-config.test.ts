import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiBaseUrl,
  configStatus,
  knownApiBase,
  runtimeConfig,
  serviceBase,
  setRuntimeConfig,
  subscribeConfig,
} from './runtime-config.ts';

afterEach(() => {
  setRuntimeConfig({});
  vi.restoreAllMocks();
});

describe('config.json', () => {
  it('reads units by field name, and none by default', () => {
    expect(setRuntimeConfig({}).units).toEqual({});
    expect(setRuntimeConfig({ units: { bitrate_max: ' kbps ', channel_max: 'ch.' } }).units).toEqual({
      bitrate_max: 'kbps',
      channel_max: 'ch.',
    });
  });

  it('replaces only the bad setting by its default, says which, and keeps the others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = setRuntimeConfig({
      apiBaseUrl: 'https://api.example.com',
      units: { bitrate_max: '' },
      requestTimeoutMs: 20_000,
    });
    expect(config).toMatchObject({ apiBaseUrl: 'https://api.example.com', requestTimeoutMs: 20_000, units: {} });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('"units"');
    expect(runtimeConfig()).toBe(config);
  });

  it('reads realtimeUrl as a ws: or wss: URL; anything else is reported and ignored', () => {
    expect(setRuntimeConfig({}).realtimeUrl).toBe('');
    expect(setRuntimeConfig({ realtimeUrl: 'ws://127.0.0.1:5173/connection/websocket' }).realtimeUrl).toBe(
      'ws://127.0.0.1:5173/connection/websocket',
    );
    expect(setRuntimeConfig({ realtimeUrl: 'wss://push.example.com/connection/websocket' }).realtimeUrl).toBe(
      'wss://push.example.com/connection/websocket',
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const bad of ['https://push.example.com/connection/websocket', 'not a url', 42]) {
      warn.mockClear();
      const config = setRuntimeConfig({ realtimeUrl: bad, requestTimeoutMs: 20_000 });
      expect(config).toMatchObject({ realtimeUrl: '', requestTimeoutMs: 20_000 });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toContain('"realtimeUrl"');
    }
  });

  it('uses every default for a file that is not a JSON object', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(setRuntimeConfig(['https://api.example.com'])).toMatchObject({
      apiBaseUrl: '',
      apiVersion: '1',
      requestTimeoutMs: 15_000,
      units: {},
    });
    expect(warn).toHaveBeenCalled();
  });

  it('takes an apiBaseUrl that is not a URL as "where the service is" unknown: reported, nothing sent, no exception', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Listeners as the app has them: the session keeper asks for the base the moment the file lands.
    const seen: (string | null)[] = [];
    const stops = [subscribeConfig(() => seen.push(knownApiBase())), subscribeConfig(() => seen.push(apiBaseUrl()))];
    const config = setRuntimeConfig({ apiBaseUrl: 'https://api example.com', requestTimeoutMs: 20_000 });
    expect(config.requestTimeoutMs).toBe(20_000);
    expect(configStatus()).toBe('invalid');
    expect(knownApiBase()).toBeNull();
    expect(seen).toEqual([null, location.origin]);
    expect(String(warn.mock.calls[0]![0])).toContain('"apiBaseUrl"');
    let base: string | undefined;
    void serviceBase().then((value) => (base = value));
    await Promise.resolve();
    expect(base, 'a request waiting for the base still waits').toBeUndefined();

    // A later read of a fixed file lets it go.
    setRuntimeConfig({ apiBaseUrl: 'https://api.example.com/relay/' });
    await vi.waitFor(() => expect(base).toBe('https://api.example.com/relay'));
    expect(configStatus()).toBe('loaded');
    stops.forEach((stop) => stop());
  });
});
