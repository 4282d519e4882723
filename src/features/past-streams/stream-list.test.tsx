import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DemoClient } from '../../../api/testing/demo-client.ts';
import { pageRoutes } from '../../app/page-routes.ts';
import { renderRoutes } from '../../testing/render-with-providers.tsx';
import { apiUrl, freshSignedInClient } from '../../testing/session-harness.ts';

// Neither description of the real kind ties a broadcast to a video: "List broadcast" and "Get one broadcast" name
// none, and a video names no broadcast. The demo stores each recording when its stream ends, so their dates agree —
// and still the past streams link to no recording: a link guessed from dates would be wrong the first time two
// streams end close together, or a recording is uploaded, renamed or removed.

describe('the past streams and the recordings', { timeout: 30_000 }, () => {
  beforeAll(
    () => Promise.all([import('../../app/page-routes.ts'), import('../../app/routes/past-streams-route.tsx')]),
    20_000,
  );
  beforeEach(() => freshSignedInClient({ requestTimeoutMs: 5000, described: true }));
  afterEach(cleanup);

  it('draws no link to a recording from dates alone, though a recording ends when a stream does', async () => {
    const demo = await DemoClient.signIn(apiUrl);
    const broadcasts = (await demo.get('/method/broadcast/list', { project_id: 42, limit: 20 })).body as {
      results: { id: number; finish_at: string | null }[];
    };
    const videos = (await demo.get('/method/video/list', { project_id: 42, limit: 100 })).body as {
      results: { id: number; created_at: string }[];
    };
    const ends = new Set(broadcasts.results.map((broadcast) => broadcast.finish_at));
    const matching = videos.results.filter((video) => ends.has(video.created_at));
    // A page that matched by dates would link most streams to a recording.
    expect(matching.length).toBeGreaterThanOrEqual(6);

    renderRoutes(
      (client) => [{ path: '/', HydrateFallback: () => null, children: pageRoutes(client) }],
      '/projects/42/streams',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Past streams' }, { timeout: 10_000 })).toBeDefined();
    await waitFor(() => expect(document.querySelectorAll('.past-stream')).toHaveLength(10), { timeout: 10_000 });
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => /\/videos(\/|$)/.test(href))).toEqual([]);
    expect(screen.queryByText(/recording/i)).toBeNull();
  });
});
