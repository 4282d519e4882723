import { afterEach, describe, expect, it, vi } from 'vitest';
import { realtimeEndpoint } from './realtime-endpoint.ts';

describe('realtimeEndpoint', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives a ws: or wss: URL as configured, and nothing for none', () => {
    expect(realtimeEndpoint('')).toBeNull();
    expect(realtimeEndpoint('ws://127.0.0.1:5173/connection/websocket')).toBe(
      'ws://127.0.0.1:5173/connection/websocket',
    );
    expect(realtimeEndpoint('wss://push.example.com/connection/websocket')).toBe(
      'wss://push.example.com/connection/websocket',
    );
  });

  it('reports anything else once, without echoing it, and gives nothing to connect to', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const bad of ['https://push.example.com/connection/websocket', 'not a url', 'javascript:alert(1)']) {
      warn.mockClear();
      expect(realtimeEndpoint(bad)).toBeNull();
      expect(realtimeEndpoint(bad)).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toContain('"realtimeUrl"');
      expect(String(warn.mock.calls[0]![0])).not.toContain(bad);
    }
  });
});
