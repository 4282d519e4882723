import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_LOAD_PAGE } from '../config/paths.ts';
import { placePattern, routeMap } from '../config/route-map.ts';
import { setRuntimeConfig } from '../config/runtime-config.ts';
import { catalogIndex, groupPath } from '../features/catalog/catalog-index.ts';
import { bind, isBound } from '../lib/bindings/bind.ts';
import type { PageManifest } from '../lib/bindings/manifest.ts';
import { usePrefsStore } from '../lib/prefs/prefs-store.ts';
import { fetchServiceDescription } from '../lib/service-description/description-query.ts';
import { renderRoutes } from '../testing/render-with-providers.tsx';
import { channelLine } from '../testing/recipe/channel-line.ts';
import channelManifest from '../testing/recipe/channel-manifest.ts';
import { apiUrl, control, freshSignedInClient } from '../testing/session-harness.ts';
import { type PageLine, designedPages, pageManifests, withManifests } from './designed-pages.ts';
import { manifestOf } from './designed-page.tsx';
import { routes } from './router.tsx';
import { catalogRoutes } from './routes/catalog-route.ts';

// The list of designed pages, with the lines a test adds (as adding a line to the route map does), less those of
// the groups it takes out (the recipe's group has a page of its own in the app).
const added = vi.hoisted(() => [] as PageLine[]);
const takenOut = vi.hoisted(() => new Set<string>());
vi.mock('./designed-pages.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./designed-pages.ts')>();
  const all = () => [...original.designedPages.filter((line) => !takenOut.has(line.group)), ...added];
  return {
    ...original,
    get designedPages() {
      return all();
    },
  };
});

describe('the route map’s designed pages', () => {
  it('names each group once, each a group of the catalog at the line’s path, with the one manifest of that group', async () => {
    const groups = routeMap.flatMap((place) => (place.group === undefined ? [] : [place.group]));
    expect(new Set(groups).size).toBe(groups.length);
    expect(designedPages.map((line) => line.group)).toEqual(groups);
    for (const line of designedPages) {
      const group = catalogIndex.find((candidate) => candidate.name === line.group);
      expect(group, line.group).toBeDefined();
      expect(groupPath(group!)).toBe(placePattern(line));
      expect((await manifestOf(line)).group).toBe(line.group);
      expect(pageManifests.filter((manifest) => manifest.group === line.group)).toHaveLength(1);
    }
    // Every feature's page manifest is a line's: none is left out of the map.
    expect(pageManifests.map((manifest) => manifest.group).sort()).toEqual([...groups].sort());
  });

  it('gives the eager page a route of its own at its line’s path, which the first load knows', () => {
    const eager = routeMap.filter((place) => place.eager);
    expect(eager.map(({ page, path }) => ({ page, path }))).toEqual([FIRST_LOAD_PAGE]);
    expect(JSON.stringify(routes)).toContain(`"${placePattern(eager[0]!).slice(1)}"`);
  });
});

// A designed page added by the docs' recipe (docs/architecture.md, "How to add…"), in this test alone: its files are
// src/testing/recipe/, which the doc shows as they are (scripts/architecture-doc.test.ts holds it to them) and the type
// check compiles. Its line joins its manifest as the route map's lines join theirs; in the app the manifest is found by
// its file's name.

describe('a designed page added by the recipe', { timeout: 30_000 }, () => {
  beforeAll(() => import('./routes/catalog-pages.tsx'), 20_000);
  beforeEach(async () => {
    await freshSignedInClient({ requestTimeoutMs: 5000 });
    setRuntimeConfig({
      apiBaseUrl: apiUrl,
      requestTimeoutMs: 5000,
      serviceDescriptionUrl: `${apiUrl}/__contract/openapi.json`,
    });
  });
  afterEach(() => {
    cleanup();
    added.length = 0;
    takenOut.clear();
  });

  const channelPath = () =>
    groupPath(
      catalogIndex.find((group) => group.name === 'Channel')!,
      42,
    );
  const renderAt = (path: string) =>
    renderRoutes([{ path: '/', HydrateFallback: () => null, children: catalogRoutes }], path);

  it('renders at its group’s path, reads, writes after asking, and names what is not described', async () => {
    takenOut.add(channelLine.group!);
    added.push(...withManifests([channelLine], [channelManifest as PageManifest]));
    renderAt(channelPath());
    expect(await screen.findByRole('heading', { name: 'Channels of the project' }, { timeout: 10_000 })).toBeDefined();
    // Its group's operations are a link in its header; nothing of the console is below it.
    expect(screen.getByRole('link', { name: 'All operations of this group' }).getAttribute('href')).toBe(
      `${channelPath()}/operations`,
    );
    expect(screen.queryByText(/^Operations \(/)).toBeNull();
    const first = (await screen.findAllByRole('button', { name: /^Turn off / }, { timeout: 10_000 }))[0]!;
    expect(
      screen.getByText('This deployment does not describe “Total info” (Referrals), so this part is not shown.'),
    ).toBeDefined();
    // Asked first: nothing is sent until the dialog's Turn off.
    fireEvent.click(first);
    // jsdom has no modal dialogs: the question is found by its title.
    const dialog = (await screen.findByText('Turn the channel off?')).closest('dialog')!;
    const writes = () => control.log().then((log) => log.filter((entry) => entry.method === 'POST'));
    expect(await writes()).toEqual([]);
    const description = await fetchServiceDescription(`${apiUrl}/__contract/openapi.json`);
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
    takenOut.add(channelLine.group!);
    added.push(...withManifests([channelLine], [channelManifest as PageManifest]));
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
    takenOut.add(channelLine.group!);
    renderAt(channelPath());
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Channels of the project' })).toBeNull();
  });
});
