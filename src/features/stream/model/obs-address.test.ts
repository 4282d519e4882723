import { describe, expect, it } from 'vitest';
import { obsAddress } from './obs-address.ts';

describe('obsAddress', () => {
  it('gives a bare host its scheme and the deployment’s application path', () => {
    expect(obsAddress('live-eu.relay.example', 'live')).toBe('rtmp://live-eu.relay.example/live');
    expect(obsAddress('live.example:1935', '/live/')).toBe('rtmp://live.example:1935/live');
    expect(obsAddress('rtmps://live.example/', 'app/v2')).toBe('rtmps://live.example/app/v2');
  });

  it('keeps an address that has its own path as given', () => {
    expect(obsAddress('rtmp://live-us-east.relay.example/live', 'other')).toBe(
      'rtmp://live-us-east.relay.example/live',
    );
    expect(obsAddress('rtmps://a.example/app?x=1', '')).toBe('rtmps://a.example/app?x=1');
  });

  it('adds no path the deployment does not give, nor one that is not a plain path', () => {
    expect(obsAddress('live.example', '')).toBe('rtmp://live.example');
    expect(obsAddress('live.example', '../x?y')).toBe('rtmp://live.example');
  });
});
