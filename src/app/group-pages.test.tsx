import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../components/button.tsx';
import { ConfirmWrite } from '../components/confirm-write.tsx';
import { PartNote } from '../components/part-note.tsx';
import { ReadPart } from '../components/read-part.tsx';
import { projectGroupPath } from '../config/paths.ts';
import { setRuntimeConfig } from '../config/runtime-config.ts';
import { catalogIndex, groupPath } from '../features/catalog/catalog-index.ts';
import { bind, isBound } from '../lib/bindings/bind.ts';
import type { GroupPageLine, GroupPageManifest, GroupPageProps } from '../lib/bindings/group-page.ts';
import { fetchServiceDescription } from '../lib/service-description/description-query.ts';
import { byAnswer, useBoundRead } from '../lib/bindings/read.ts';
import { useBoundMutation } from '../lib/bindings/write.ts';
import { listShape, readListPage } from '../lib/service-description/list-page.ts';
import type { Schema } from '../lib/service-description/schema.ts';
import { renderRoutes } from '../testing/render-with-providers.tsx';
import { apiUrl, control, freshSignedInClient } from '../testing/session-harness.ts';
import { groupPages } from './group-pages.ts';
import { manifestOf } from './loaded-group-page.tsx';
import { routes } from './router.tsx';
import { catalogRoutes } from './routes/catalog-route.ts';

// The list of designed pages, with the lines a test adds: as adding a line to src/app/group-pages.ts does.
const added = vi.hoisted(() => [] as GroupPageLine[]);
vi.mock('./group-pages.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./group-pages.ts')>();
  const all = () => [...original.groupPages, ...added];
  return {
    get groupPages() {
      return all();
    },
  };
});

describe('the list of designed group pages', () => {
  it('names each group once, each a group of the catalog and its manifest’s; an eager page is a project group’s', async () => {
    const groups = groupPages.map((page) => page.group);
    expect(new Set(groups).size).toBe(groups.length);
    for (const line of groupPages) {
      const group = catalogIndex.find((candidate) => candidate.name === line.group);
      expect(group, line.group).toBeDefined();
      const manifest = await manifestOf(line);
      expect(manifest.group).toBe(line.group);
      if (line.eager) expect(projectGroupPath(line.group)).toBe(groupPath(group!));
    }
  });

  it('gives each eager page a route of its own at its group’s path, from the list', () => {
    const paths = JSON.stringify(routes);
    const eager = groupPages.filter((page) => page.eager);
    expect(eager.length).toBeGreaterThan(0);
    for (const page of eager) expect(paths).toContain(`"${projectGroupPath(page.group).slice(1)}"`);
  });
});

// A designed page added by the docs' recipe (docs/architecture.md, "A designed group page"), in this test alone: a
// manifest that names what the page binds by the document's names, a view that is handed them (it never imports its
// manifest), and a line in the list (here the manifest is at hand; in the app the line imports its module). It reads
// the project's channels, switches one after asking, and names a part this deployment does not describe.

type ChannelRole = 'channels' | 'switch' | 'pullServers';

interface Channel {
  id: string;
  name: string;
}

function readChannels(body: unknown, answer: Schema | undefined): Channel[] {
  return readListPage(body, listShape(answer)).items.flatMap((item) => {
    const { id, name } = (item ?? {}) as { id?: unknown; name?: unknown };
    return (typeof id === 'string' || typeof id === 'number') && typeof name === 'string'
      ? [{ id: String(id), name }]
      : [];
  });
}

function ChannelPage({ projectId, bound, below }: GroupPageProps<ChannelRole>) {
  const values = { project_id: String(projectId) };
  const channels = useBoundRead(bound.channels, values, byAnswer(readChannels));
  const turnOff = useBoundMutation(bound.switch, {
    values: (channel: Channel) => ({ ...values, channel_id: channel.id, status: 'false' }),
    confirm: true,
  });
  return (
    <>
      <h1>Channels of the project</h1>
      <ReadPart bound={bound.channels} query={channels}>
        {(list) => (
          <ul>
            {list.map((channel) => (
              <li key={channel.id}>
                {channel.name} <Button onClick={() => turnOff.run(channel)}>Turn off {channel.name}</Button>
              </li>
            ))}
          </ul>
        )}
      </ReadPart>
      <ConfirmWrite write={turnOff} title="Turn the channel off?" confirmLabel="Turn off" cancelLabel="Cancel">
        <p>It stops receiving the stream.</p>
      </ConfirmWrite>
      {turnOff.isSuccess ? <p role="status">Turned off</p> : null}
      <PartNote part={bound.pullServers} />
      {below}
    </>
  );
}

const channelManifest: GroupPageManifest<ChannelRole> = {
  group: 'Channel',
  bindings: {
    channels: { name: 'Search channel list', read: true },
    switch: 'Get live status',
    pullServers: { group: 'Pull servers', name: 'Get pull servers' },
  },
  load: () => Promise.resolve(ChannelPage),
};

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
  });

  const channelPath = () =>
    groupPath(
      catalogIndex.find((group) => group.name === 'Channel')!,
      42,
    );
  const renderAt = (path: string) =>
    renderRoutes([{ path: '/', HydrateFallback: () => null, children: catalogRoutes }], path);

  it('renders at its group’s path, reads, writes after asking, and names what is not described', async () => {
    added.push({ group: 'Channel', manifest: () => Promise.resolve({ default: channelManifest }) });
    renderAt(channelPath());
    expect(await screen.findByRole('heading', { name: 'Channels of the project' }, { timeout: 10_000 })).toBeDefined();
    const first = (await screen.findAllByRole('button', { name: /^Turn off / }, { timeout: 10_000 }))[0]!;
    expect(
      screen.getByText(
        'This deployment does not describe “Get pull servers” (Pull servers), so this part is not shown.',
      ),
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

  it('is the generated group page without its line', async () => {
    renderAt(channelPath());
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Channels of the project' })).toBeNull();
  });
});
