import { act, screen } from '@testing-library/react';
import { createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DESCRIPTION_PATH } from '../../../api/openapi.ts';
import { bindAll } from '../../lib/bindings/bind.ts';
import { fetchServiceDescription } from '../../lib/service-description/description-query.ts';
import type { ServiceDescription } from '../../lib/service-description/description.ts';
import { renderRoutes } from '../../testing/render-with-providers.tsx';
import { apiUrl, control, freshSignedInClient } from '../../testing/session-harness.ts';
import { Destinations } from './destinations.tsx';
import type { Figure, LiveStatus } from '../../lib/operations/broadcast/live-answers.ts';
import { readQuery } from '../../lib/bindings/read.ts';
import { liveInfoRead, liveStatusRead } from '../../lib/operations/broadcast/live-reads.ts';
import { streamManifest } from './stream-manifest.ts';

// The list of destinations against the demo deployment (project 42 live: Main YouTube and Twitch on air, VK community
// and Backup RTMP switched on but refused, Telegram switched off), with the live panel's reads played by the test in the
// query cache: a row that will have figures holds a line of their room from its first draw until the reads settle.

let description: ServiceDescription;

/** The destinations whose row was drawn, by ID, in order. */
const drawn: string[] = [];
vi.mock('./destination-row.tsx', async (original) => {
  const row = await original<typeof import('./destination-row.tsx')>();
  return {
    ...row,
    DestinationRow: (props: Parameters<typeof row.DestinationRow>[0]) => {
      drawn.push(props.destination.id);
      return createElement(row.DestinationRow, props);
    },
  };
});

beforeEach(async () => {
  await freshSignedInClient();
  description = await fetchServiceDescription(`${apiUrl}${DESCRIPTION_PATH}`);
});

/** The live status as read for project 42: live with its broadcast, or not live. */
const status = (live: boolean): LiveStatus => ({
  live,
  broadcastId: live ? 9001 : undefined,
  streamId: live ? 5001 : undefined,
  projectId: 42,
  startedAt: undefined,
  state: undefined,
  words: [],
  ingest: [],
});

/**
 * Renders the list as the Stream page does; `say` plays the live panel's reads as they land in the cache: live with
 * these figures by channel ID, or (an empty map) not live.
 */
function renderList(onRead?: (read: boolean) => void) {
  const bound = bindAll(description, streamManifest.group, streamManifest.bindings);
  // Made once, as the page's own props are: the live figures are the cache's, and its props do not change with them.
  const operationHref = () => '/';
  const { queryClient } = renderRoutes(
    [
      {
        path: '/',
        element: (
          <Destinations
            projectId={42}
            bound={bound}
            description={description}
            operationHref={operationHref}
            operationsHref="/"
            fallback={null}
            onRead={onRead}
          />
        ),
      },
    ],
    '/',
  );
  const say = (figures: ReadonlyMap<string, readonly Figure[]>) =>
    act(async () => {
      const live = figures.size > 0;
      queryClient.setQueryData(readQuery(liveStatusRead, bound.status, 42, 'en').queryKey, status(live));
      if (live) {
        const destinations = [...figures].map(([channelId, shown]) => ({
          channelId,
          name: undefined,
          type: undefined,
          figures: [...shown],
        }));
        queryClient.setQueryData(
          readQuery(liveInfoRead, bound.info, { projectId: 42, broadcastId: 9001 }, 'en').queryKey,
          { destinations, channels: [] },
        );
      }
      // The cache tells its readers in a task of its own (lib/query-timers.ts), queued before this one.
      await new Promise((resolve) => setTimeout(resolve));
    });
  return { say };
}

/** Each row's name and whether it holds the figures' room (hidden from everyone: no role, no text). */
async function rooms() {
  await screen.findAllByRole('switch');
  return screen.getAllByRole('listitem').flatMap((row) => {
    const name = row.querySelector('.dest-name > .dest-name-text')?.textContent;
    if (!name) return [];
    const room = row.querySelector('.live-figures-room');
    if (room) {
      expect(room.getAttribute('aria-hidden')).toBe('true');
      expect(room.textContent).toBe('');
    }
    return [[name, room !== null] as const];
  });
}

const viewers = [{ field: 'viewer', value: 12, gloss: undefined }];

describe('Destinations', () => {
  it('holds the room of a line of figures in the rows on air and switched on while the panel reads, until none will come', async () => {
    const { say } = renderList();
    expect(await rooms()).toEqual([
      ['Main YouTube', true],
      ['Twitch — demo_streamer', true],
      ['VK community', true],
      ['Telegram channel', false],
      ['Backup RTMP', true],
    ]);
    expect(screen.queryAllByRole('term')).toEqual([]);
    // The status says not live, the live info is not described or failed: the panel names no destination.
    await say(new Map());
    await vi.waitFor(async () => expect((await rooms()).filter(([, room]) => room)).toEqual([]));
  });

  it('gives the room to the figures as they come; a row the live info does not name holds none', async () => {
    const { say } = renderList();
    expect((await rooms()).filter(([, room]) => room)).toHaveLength(4);
    await say(new Map([['101', viewers]]));
    await vi.waitFor(async () => expect((await rooms()).filter(([, room]) => room)).toEqual([]));
    const youtube = screen.getAllByRole('listitem').find((row) => row.textContent?.includes('Main YouTube'))!;
    expect(youtube.querySelector('dt')?.textContent).toBe('Viewers');
    expect(youtube.querySelector('dd')?.textContent).toBe('12');
    expect(screen.getAllByRole('term')).toHaveLength(1);
  });

  // The live figures change with every push or poll while live: a row whose own figures did not change is not drawn
  // again (the list would otherwise draw every row each time).
  it('draws again only the rows whose figures changed', async () => {
    const { say } = renderList();
    await rooms();
    await say(new Map([['101', viewers]]));
    await vi.waitFor(() => expect(screen.getAllByRole('term')).toHaveLength(1));
    drawn.length = 0;
    await say(
      new Map([
        ['101', viewers],
        ['102', [{ field: 'viewer', value: 3, gloss: undefined }]],
      ]),
    );
    await vi.waitFor(() => expect(screen.getAllByRole('term')).toHaveLength(2));
    expect(drawn).toEqual(['102']);
  });

  // The page draws what is below the list once told it is read: told before its rows are drawn, what it then drew
  // would be pushed down by them.
  it('tells the page the list is read once its rows are drawn, not before', async () => {
    const reports: { read: boolean; rows: number }[] = [];
    renderList((read) => reports.push({ read, rows: screen.queryAllByRole('switch').length }));
    await rooms();
    await vi.waitFor(() => expect(reports.some((report) => report.read)).toBe(true));
    expect(reports.filter((report) => report.read)).toEqual([{ read: true, rows: 5 }]);
  });

  it('holds no room when the list says no destination is on air, even while the panel reads', async () => {
    await control.endStream();
    renderList();
    expect((await rooms()).filter(([, room]) => room)).toEqual([]);
  });
});
