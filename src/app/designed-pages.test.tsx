import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type RouteObject, matchRoutes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_LOAD_PAGE } from '../config/paths.ts';
import { type DesignedPageName, groupOf, placeOf, placePattern, routeMap } from '../config/route-map.ts';
import { catalogIndex, groupPath } from '../features/catalog/catalog-index.ts';
import { bind, isBound } from '../lib/bindings/bind.ts';
import { usePrefsStore } from '../lib/prefs/prefs-store.ts';
import { fetchServiceDescription } from '../lib/service-description/description-query.ts';
import { renderRoutes, testQueryClient } from '../testing/render-with-providers.tsx';
import { channelLine } from '../testing/recipe/channel-line.ts';
import { channelManifest } from '../testing/recipe/channel-manifest.ts';
import { CONTRACT_DESCRIPTION_URL, control, freshSignedInClient } from '../testing/session-harness.ts';
import { type DesignedLine, designedLines } from './designed-pages.ts';
import { pageRoutes } from './page-routes.ts';
import { firstLoadRoutes } from './router.tsx';

describe('the route map’s designed pages', () => {
  it('names each group once, each a group of the catalog at the line’s path, with its manifest and route module', async () => {
    const groups = routeMap.flatMap((place) => (place.group === undefined ? [] : [place.group]));
    expect(new Set(groups).size).toBe(groups.length);
    expect(designedLines.map(({ line }) => line.group)).toEqual(groups);
    for (const { line, manifest, route } of designedLines) {
      const group = catalogIndex.find((candidate) => candidate.name === line.group);
      expect(group, line.group).toBeDefined();
      expect(groupPath(group!)).toBe(placePattern(line));
      expect(manifest.group).toBe(groupOf(line.page as DesignedPageName));
      expect(typeof (await route()).Component, line.page).toBe('function');
    }
  }, 60_000);

  it('gives the eager page a route of the first load at its line’s path, and every other line a route of its own', () => {
    const eager = routeMap.filter((place) => place.eager);
    expect(eager.map(({ page, path }) => ({ page, path }))).toEqual([FIRST_LOAD_PAGE]);
    const routes: RouteObject[] = [{ path: '/', children: pageRoutes(testQueryClient()) }];
    for (const { line } of designedLines) {
      const at = placePattern(line).replace(':projectId', '42');
      if (line.eager) {
        expect(matchRoutes(firstLoadRoutes, at)?.at(-1)?.route.index, at).toBe(true);
        expect(matchRoutes(routes, at)?.at(-1)?.route.path, at).toBe('*');
      } else expect(matchRoutes(routes, at)?.at(-1)?.route.id, at).toBe(line.page);
    }
  });
});

// A designed page added by the docs' recipe (docs/architecture.md, "How to add…"), in this test alone: its files are
// src/testing/recipe/, which the doc shows as they are (scripts/architecture-doc.test.ts holds it to them) and the type
// check compiles. Its line, manifest and route module join the routes as app/designed-pages.ts joins the app's.

/** The app's designed pages, the recipe's in place of (and at the path of) the page the app has for its group. */
const withRecipe: DesignedLine[] = [
  ...designedLines.filter(({ line }) => line.group !== channelLine.group),
  {
    line: { ...channelLine, path: placeOf('destinations').path },
    manifest: channelManifest,
    route: () => import('../testing/recipe/channel-route.tsx'),
  },
];
/** The app's designed pages without the one of the recipe's group. */
const withoutIt = designedLines.filter(({ line }) => line.group !== channelLine.group);

describe('a designed page added by the recipe', { timeout: 30_000 }, () => {
  beforeAll(() => import('../testing/recipe/channel-route.tsx'), 20_000);
  beforeEach(async () => {
    await freshSignedInClient({ requestTimeoutMs: 5000, described: true });
  });
  afterEach(cleanup);

  const channelPath = () =>
    groupPath(
      catalogIndex.find((group) => group.name === 'Channel')!,
      42,
    );
  const renderAt = (path: string, pages: readonly DesignedLine[] = withRecipe) =>
    renderRoutes((client) => [{ path: '/', HydrateFallback: () => null, children: pageRoutes(client, pages) }], path);

  it('renders at its group’s path, reads, writes after asking, and marks what is not available', async () => {
    renderAt(channelPath());
    expect(await screen.findByRole('heading', { name: 'Channels of the project' }, { timeout: 10_000 })).toBeDefined();
    // Its group's operations are a link in its header; nothing of the console is below it.
    expect(screen.getByRole('link', { name: 'All operations of this group' }).getAttribute('href')).toBe(
      `${channelPath()}/operations`,
    );
    expect(screen.queryByText(/^Operations \(/)).toBeNull();
    const first = (await screen.findAllByRole('button', { name: /^Turn off / }, { timeout: 10_000 }))[0]!;
    expect(screen.getByRole('note').textContent).toBe('Not available here.');
    // Asked first: nothing is sent until the dialog's Turn off.
    fireEvent.click(first);
    // jsdom has no modal dialogs: the question is found by its title.
    const dialog = (await screen.findByText('Turn the channel off?')).closest('dialog')!;
    const writes = () => control.log().then((log) => log.filter((entry) => entry.method === 'POST'));
    expect(await writes()).toEqual([]);
    const description = await fetchServiceDescription(CONTRACT_DESCRIPTION_URL);
    const list = bind(description, 'Channel', 'Search channel list');
    const listReads = async () =>
      (await control.log()).filter((entry) => isBound(list) && entry.path === list.operation.path).length;
    expect(await listReads()).toBe(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off', hidden: true }));
    expect(await screen.findByText('Turned off', undefined, { timeout: 10_000 })).toBeDefined();
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    const [sent] = await writes();
    expect(sent?.body).toMatchObject({ status: false });
    // The write made its group's reads stale: the list is read again.
    await waitFor(async () => expect(await listReads()).toBe(2));
  });

  it('speaks the reader’s language: its words are its own table’s', async () => {
    const before = usePrefsStore.getState().language;
    usePrefsStore.setState({ language: 'ru' });
    try {
      renderAt(channelPath());
      expect(await screen.findByRole('heading', { name: 'Каналы проекта' }, { timeout: 10_000 })).toBeDefined();
      expect(
        (await screen.findAllByRole('button', { name: /^Выключить / }, { timeout: 10_000 })).length,
      ).toBeGreaterThan(0);
    } finally {
      usePrefsStore.setState({ language: before });
    }
  });

  it('is the generated group page without its line', async () => {
    renderAt(channelPath(), withoutIt);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Channels of the project' })).toBeNull();
  });
});
