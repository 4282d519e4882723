import { describe, expect, it } from 'vitest';
import { RequestNotSentError } from './errors.ts';
import { serviceUrl } from './service-url.ts';

// A request with the session's token goes only under the API base URL's path, however a description writes a path.

const BASE = 'https://example.com/relay-api';

describe('serviceUrl', () => {
  it.each([
    ['/method/plan_restream', 'https://example.com/relay-api/method/plan_restream'],
    ['/method/channels/42', 'https://example.com/relay-api/method/channels/42'],
    ['/method/a..b/x', 'https://example.com/relay-api/method/a..b/x'],
    ['/method/.well-named', 'https://example.com/relay-api/method/.well-named'],
    ['/method/caf%C3%A9', 'https://example.com/relay-api/method/caf%C3%A9'],
    // Joined as text: a doubled slash stays under the base URL's origin and path.
    ['//elsewhere.example/x', 'https://example.com/relay-api//elsewhere.example/x'],
  ])('keeps %s under the base URL', (path, expected) => {
    expect(serviceUrl(BASE, path).href).toBe(expected);
  });

  it.each([
    '/method/../../x',
    '/../admin',
    '/method/./x',
    '/%2e%2e/admin',
    '/%2E%2E/admin',
    '/.%2e/admin',
    '/method/%2e%2e%2fadmin',
    '/method/..%2Fadmin',
    '/..\\..\\admin',
    '/method/%5c..%5cadmin',
    '/method/x?y=1',
    '/method/x#frag',
    'method/no-leading-slash',
    '/..',
  ])('refuses %s, which would leave the base URL’s path', (path) => {
    expect(() => serviceUrl(BASE, path)).toThrow(RequestNotSentError);
    try {
      serviceUrl(BASE, path);
    } catch (error) {
      expect(error).toMatchObject({ kind: 'not-sent', reason: 'path-outside-service', transient: false });
    }
  });

  it('also refuses dot segments under a base URL without a path (they would leave no path, but are never meant)', () => {
    expect(serviceUrl('https://api.example.com', '/method/x').href).toBe('https://api.example.com/method/x');
    expect(() => serviceUrl('https://api.example.com', '/method/../x')).toThrow(RequestNotSentError);
  });
});
