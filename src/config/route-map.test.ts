import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_PAGE } from './paths.ts';
import { pageHref, placeOf, placePattern, routeMap } from './route-map.ts';
import { routeMapMessages } from './route-map-messages.ts';

describe('the route map', () => {
  it('gives each place an address by its name: a project’s, one of its own pages, or outside a project', () => {
    expect(pageHref('home')).toBe('/');
    expect(pageHref('api')).toBe('/operations');
    expect(pageHref('api', 42)).toBe('/projects/42/operations');
    expect(pageHref('stream', 42)).toBe('/projects/42/stream');
    expect(pageHref('restream', 7)).toBe(`/projects/7/${FIRST_LOAD_PAGE.path}`);
    // A page's own page is one segment, whatever its name holds.
    expect(pageHref('pastStreams', 42, '9000')).toBe('/projects/42/streams/9000');
    expect(pageHref('pastStreams', 42, 'a/b?c')).toBe('/projects/42/streams/a%2Fb%3Fc');
    expect(placePattern(placeOf('team'))).toBe('/projects/:projectId/team');
  });

  it('names each place once, each path once within its scope, and an entry’s words in every language', () => {
    const names = routeMap.map((place) => place.page);
    expect(new Set(names).size).toBe(names.length);
    const paths = routeMap.map((place) => `${place.scope === 'project' ? 'project' : 'top'} ${place.path}`);
    expect(new Set(paths).size).toBe(paths.length);
    for (const place of routeMap.filter((one) => one.nav !== undefined))
      for (const language of ['en', 'ru', 'cn'] as const)
        expect(Object.hasOwn(routeMapMessages[language].entry, place.page), `${place.page} in ${language}`).toBe(true);
  });
});
