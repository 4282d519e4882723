import { afterEach, describe, expect, it, vi } from 'vitest';
import { runtimeConfig, setRuntimeConfig } from './runtime-config.ts';

afterEach(() => {
  setRuntimeConfig({});
  vi.restoreAllMocks();
});

describe('config.json', () => {
  it('reads units by field name, and none by default', () => {
    expect(setRuntimeConfig({}).units).toEqual({});
    expect(setRuntimeConfig({ units: { bitrate_max: ' kbps ', channel_max: 'ch.' } }).units).toEqual({ bitrate_max: 'kbps', channel_max: 'ch.' });
  });

  it('replaces only the bad setting by its default, says which, and keeps the others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = setRuntimeConfig({ apiBaseUrl: 'https://api.example.com', units: { bitrate_max: '' }, requestTimeoutMs: 20_000 });
    expect(config).toMatchObject({ apiBaseUrl: 'https://api.example.com', requestTimeoutMs: 20_000, units: {} });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('"units"');
    expect(runtimeConfig()).toBe(config);
  });

  it('uses every default for a file that is not a JSON object', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(setRuntimeConfig(['https://api.example.com'])).toMatchObject({ apiBaseUrl: '', apiVersion: '1', requestTimeoutMs: 15_000, units: {} });
    expect(warn).toHaveBeenCalled();
  });
});
