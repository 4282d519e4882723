import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DESCRIPTION_PATH } from '../../../api/openapi.ts';
import { pageRoutes } from '../../app/page-routes.ts';
import { runtimeConfig } from '../../config/runtime-config.ts';
import { usePrefsStore } from '../../lib/prefs/prefs-store.ts';
import { readDescription } from '../../lib/service-description/description.ts';
import { serviceDescriptionQuery, serviceDescriptionUrl } from '../../lib/service-description/description-query.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-with-providers.tsx';
import { apiUrl, control, freshSignedInClient } from '../../testing/session-harness.ts';

// The Videos page drawn by the catalog's route at its path, against the demo deployment: project 42's eight
// recordings and its storage, what the page sends by itself (reads only: no upload session is opened unasked), the
// page in Chinese, and a deployment that does not describe the videos.

const renderAt = (path: string, client = testQueryClient()) =>
  renderRoutes((client) => [{ path: '/', HydrateFallback: () => null, children: pageRoutes(client) }], path, client);

describe('the Videos page', { timeout: 30_000 }, () => {
  beforeAll(
    () => Promise.all([import('../../app/page-routes.ts'), import('../../app/routes/videos-route.tsx')]),
    20_000,
  );
  beforeEach(() => freshSignedInClient({ requestTimeoutMs: 5000, described: true }));
  afterEach(() => {
    cleanup();
    usePrefsStore.setState({ language: 'en' });
  });

  it('lists the recordings with their sizes under the storage bar, and sends nothing but reads by itself', async () => {
    renderAt('/projects/42/videos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Videos' }, { timeout: 10_000 })).toBeDefined();
    const rows = await waitFor(
      () => {
        const found = document.querySelectorAll('.video-row');
        expect(found).toHaveLength(8);
        return [...found] as HTMLElement[];
      },
      { timeout: 10_000 },
    );
    // Each with its name as the way to its page, and its size in a person's units.
    for (const row of rows) {
      expect(within(row).getByRole('link').getAttribute('href')).toMatch(/^\/projects\/42\/videos\/\d+$/);
      expect(row.textContent).toMatch(/\d(\.\d)? (kB|MB|GB)/);
    }
    const meter = await screen.findByRole('meter', { name: 'Storage used' }, { timeout: 10_000 });
    expect(meter.getAttribute('aria-valuetext')).toMatch(/^[\d.]+ GB of 536\.9 GB used$/);
    expect(screen.getByRole('link', { name: 'Storage plan' }).getAttribute('href')).toBe(
      '/projects/42/tariffs/storage',
    );
    // The owner may upload: the picker is there; nothing was asked of the upload session, nor written.
    expect(await screen.findByLabelText('Upload a video', { selector: 'input' }, { timeout: 10_000 })).toBeDefined();
    const log = await control.log();
    expect(log.filter((entry) => entry.path.startsWith('/method/video/')).map((entry) => entry.method)).not.toContain(
      'POST',
    );
    expect(log.some((entry) => entry.path === '/method/video/create')).toBe(false);
    expect(log.some((entry) => entry.path === '/method/video/list')).toBe(true);
  });

  it('draws in Chinese', async () => {
    usePrefsStore.setState({ language: 'cn' });
    renderAt('/projects/31/videos');
    expect(await screen.findByRole('heading', { level: 1, name: '视频' }, { timeout: 10_000 })).toBeDefined();
    expect(await screen.findByRole('heading', { name: '存储空间' })).toBeDefined();
    const meter = await screen.findByRole('meter', { name: '已用存储空间' }, { timeout: 10_000 });
    expect(meter.getAttribute('aria-valuetext')).toMatch(/^已用 .+ \/ .+$/);
    // Project 31's old videos go on a date, said in the reader's language.
    expect(await screen.findByText(/^旧视频将于 .+ 删除。$/)).toBeDefined();
  });

  it('marks what a deployment does not describe as not available, and sends nothing for it', async () => {
    const response = await fetch(apiUrl + DESCRIPTION_PATH);
    const document = (await response.json()) as { paths: Record<string, unknown>; tags?: unknown };
    for (const path of Object.keys(document.paths)) if (path.startsWith('/method/video/')) delete document.paths[path];
    const client = testQueryClient();
    client.setQueryData(
      serviceDescriptionQuery(serviceDescriptionUrl(runtimeConfig())).queryKey,
      readDescription(document),
    );
    renderAt('/projects/42/videos', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Videos' }, { timeout: 10_000 })).toBeDefined();
    // The list, the storage figures and the upload each stand as one line in the page's words.
    await waitFor(() => expect(screen.getAllByText('Not available here.')).toHaveLength(3));
    expect(screen.queryByLabelText('Upload a video', { selector: 'input' })).toBeNull();
    expect((await control.log()).some((entry) => entry.path.startsWith('/method/video/'))).toBe(false);
  });
});
