import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DESCRIPTION_PATH } from '../../../../api/openapi.ts';
import { bindAll } from '../../../lib/bindings/bind.ts';
import { type Json, type ServiceDescription, readDescription } from '../../../lib/service-description/description.ts';
import { streamManifest } from '../stream-manifest.ts';
import { renderRoutes } from '../../../testing/render-with-providers.tsx';
import { apiUrl, control, freshSignedInClient } from '../../../testing/session-harness.ts';
import { LivePanel } from './live-panel.tsx';
import { setRuntimeConfig } from '../../../config/runtime-config.ts';
import { usePrefsStore } from '../../../lib/prefs/prefs-store.ts';
import { StreamAfter } from './stream-after.tsx';
import { LiveFigures } from './live-figures.tsx';
import { PageSecrets } from '../../../components/page-error.tsx';
import { SECRET_MASK } from '../../../lib/service-description/secret.ts';
import type { DestinationFigures } from '../../../lib/operations/broadcast/live-answers.ts';
import { useDestinationFigures } from '../model/destination-figures.ts';
import type { LiveReads } from '../model/live-reads.ts';
import { StudioStatus } from '../studio-status.tsx';
import { useEffect } from 'react';

// The live panel and the last stream's charts against the demo deployment (project 42, live), with the deployment's
// own description or one that leaves a group out: a part not described says so in one line, the rest works, and a
// failed read says why with a way forward.

let document: Json;

beforeEach(async () => {
  await freshSignedInClient();
  document = (await (await fetch(`${apiUrl}${DESCRIPTION_PATH}`)).json()) as Json;
});

/** The deployment's description without the operations of these groups. */
function without(...groups: string[]) {
  const paths = Object.fromEntries(
    Object.entries(document.paths as Record<string, Record<string, { tags?: string[] }>>).filter(
      ([, item]) => !Object.values(item).some((operation) => operation.tags?.some((tag) => groups.includes(tag))),
    ),
  );
  return readDescription({ ...document, paths });
}

const render = (element: React.ReactElement) => renderRoutes([{ path: '/', element }], '/');

/** What the Stream page hands its live parts: its manifest bound against the description. */
const bound = (description: ServiceDescription) => bindAll(description, streamManifest.group, streamManifest.bindings);

/** The page's one list of destinations, as far as the live figures go: each value it is given, in order. */
function FiguresSaid({ reads, projectId, said }: { reads: LiveReads; projectId: number; said: DestinationFigures[] }) {
  const figures = useDestinationFigures(reads, projectId);
  useEffect(() => void said.push(figures), [figures, said]);
  return null;
}

describe('LivePanel', () => {
  it('shows the stream live with its incoming stream’s figures, once the live info ties it to the project', async () => {
    const operations = bound(readDescription(document));
    render(
      <>
        <StudioStatus bound={operations} projectId={42} />
        <LivePanel projectId={42} bound={operations} />
      </>,
    );
    // The ingest at a glance, the rest (each figure as the service gives it) behind Details.
    expect(await screen.findByText('1920×1080')).toBeTruthy();
    expect(screen.getByText('60 fps')).toBeTruthy();
    const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Resolution')).toBe('1920x1080');
    expect(Number(figure('Frames per second'))).toBeGreaterThan(0);
    expect(Number(figure('Bitrate')!.replace(/\D/g, ''))).toBeGreaterThan(0);
    // The page's status line reads the same: live, and since when (its clock).
    expect(screen.getByText('Live', { selector: '.studio-status-word' })).toBeTruthy();
    expect(globalThis.document.querySelector('time.studio-clock')?.textContent).toMatch(/^\d+:\d{2}:\d{2}$/);
  });

  it('asks the live status by project where the service describes that: another project is not live', async () => {
    const operations = bound(readDescription(document));
    render(
      <>
        <StudioStatus bound={operations} projectId={7} />
        <LivePanel projectId={7} bound={operations} />
      </>,
    );
    expect(await screen.findByText(/^Not live\. Start streaming from OBS/)).toBeTruthy();
    expect(screen.getByText('Offline', { selector: '.studio-status-word' })).toBeTruthy();
    expect(screen.queryByText('1920×1080')).toBeNull();
  });

  it('never shows another project’s stream: the account’s status names none, and the live info refuses this project', async () => {
    // A deployment with only the account-wide live status (no status by project).
    render(<LivePanel projectId={7} bound={bound(without('Broadcast'))} />);
    expect(await screen.findByText(/not as this project’s/)).toBeTruthy();
    expect(screen.queryByText('1920×1080')).toBeNull();
    expect(screen.queryByText('1920x1080')).toBeNull();
  });

  it('without the live info, says it cannot tell whose stream is live, and that the live info is not described', async () => {
    render(<LivePanel projectId={42} bound={bound(without('Live', 'Broadcast'))} />);
    expect(await screen.findByText(/not as this project’s/)).toBeTruthy();
    expect(screen.queryByText('1920×1080')).toBeNull();
    expect(screen.getByText('Not available here.')).toBeTruthy();
    // Not this project's stream as far as the page can tell: it waits for one to start.
    expect(screen.getByRole('status').textContent).toMatch(/^Checking every 30 s/);
  });

  it('keeps config.json’s realtime endpoint to its own API: with Settings pointing elsewhere, it polls and says why', async () => {
    // config.json names another API and its realtime endpoint; Settings point at the contract API.
    setRuntimeConfig({ apiBaseUrl: 'http://127.0.0.2:9', realtimeUrl: 'ws://127.0.0.2:9/connection/websocket' });
    usePrefsStore.setState({ apiBaseUrlOverride: apiUrl });
    try {
      render(<LivePanel projectId={42} bound={bound(readDescription(document))} />);
      expect(await screen.findByText('1920×1080')).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe('Updating every 5 s');
      expect(
        screen.getByText(/^Live updates are off while Settings point the dashboard at another address/),
      ).toBeTruthy();
    } finally {
      usePrefsStore.setState({ apiBaseUrlOverride: '' });
      setRuntimeConfig({ apiBaseUrl: apiUrl, realtimeUrl: '' });
    }
  });

  it('says so in one line when the live status is not described', () => {
    render(<LivePanel projectId={42} bound={bound(without('Project', 'Broadcast'))} />);
    // The panel's own sentence says it; no second line repeats it.
    expect(screen.getByText('Whether the project is live is not shown here.')).toBeTruthy();
    expect(screen.queryByText('Not available here.')).toBeNull();
  });

  it('tells the page’s list that figures may still come until the live info of its stream is read, then gives them', async () => {
    const said: DestinationFigures[] = [];
    const operations = bound(readDescription(document));
    render(
      <>
        <FiguresSaid reads={operations} projectId={42} said={said} />
        <LivePanel projectId={42} bound={operations} destinationsListed />
      </>,
    );
    await vi.waitFor(() => expect(said.at(-1)).toBeInstanceOf(Map));
    expect(said.slice(0, -1)).toEqual(['reading']);
    const figures = said.at(-1) as ReadonlyMap<string, unknown>;
    // Every destination switched on takes part in the broadcast, on air or not.
    expect([...figures.keys()]).toEqual(['101', '102', '103', '105']);
  });

  it('tells the page’s list that no figures will come: another project’s stream, no live info or no live status', async () => {
    for (const [projectId, description] of [
      [7, readDescription(document)],
      [7, without('Broadcast')],
      [42, without('Live', 'Broadcast')],
      [42, without('Project', 'Broadcast')],
    ] as const) {
      const said: DestinationFigures[] = [];
      const operations = bound(description);
      const { unmount } = render(
        <>
          <FiguresSaid reads={operations} projectId={projectId} said={said} />
          <LivePanel projectId={projectId} bound={operations} destinationsListed />
        </>,
      );
      await vi.waitFor(() => expect(said.at(-1)).toEqual(new Map()));
      unmount();
    }
  });

  it('says why a failed read failed, and Try again reads it again', async () => {
    await control.fault({ operation: 'broadcast/status', status: 503, times: 1 });
    render(<LivePanel projectId={42} bound={bound(readDescription(document))} />);
    const alert = await screen.findByRole('alert');
    // In a person's words: what failed and what to do, not the status code.
    expect(alert.textContent).toMatch(/^The live status could not be read: Something went wrong on our side\./);
    expect(alert.textContent).not.toContain('503');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1920×1080')).toBeTruthy();
  });
});

describe('StreamAfter', () => {
  it('says in one line that the analytics are not described', () => {
    render(<StreamAfter projectId={42} bound={bound(without('Analytics'))} />);
    expect(screen.getByText('Not available here.')).toBeTruthy();
  });

  it('names the stream the live status gives and lists its events', async () => {
    render(<StreamAfter projectId={42} bound={bound(readDescription(document))} />);
    expect(await screen.findByText('Stream 5001')).toBeTruthy();
    // Each event as when (a date and time in the reader's words, not milliseconds since 1970) and what the service
    // says happened, in its words: no field names.
    const event = (await screen.findByText('Stream started')).closest('li')!;
    expect(event.querySelector('time')!.textContent).toMatch(/\d{4}.*\d{2}:\d{2}/);
    expect(event.textContent).not.toMatch(/time:|type:|text:/);
  });

  it('masks the page’s secrets in the events, as in its error panels', async () => {
    // What the service writes in an event is its own: here the words the page holds as a secret (the key, on the page).
    render(
      <PageSecrets.Provider value={['Stream started']}>
        <StreamAfter projectId={42} bound={bound(readDescription(document))} />
      </PageSecrets.Provider>,
    );
    const event = await screen.findByText(SECRET_MASK);
    expect(event.closest('li')!.textContent).not.toContain('Stream started');
  });
});

describe('LiveFigures', () => {
  it('gives a figure only the unit config.json names for it: one the service calls `toString` has none', () => {
    setRuntimeConfig({ apiBaseUrl: apiUrl, units: { bitrate: 'kbit/s' } });
    try {
      render(
        <LiveFigures
          figures={[
            { field: 'bitrate', value: 4500, gloss: undefined },
            { field: 'toString', value: 5, gloss: undefined },
          ]}
        />,
      );
      expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['4,500 kbit/s', '5']);
    } finally {
      setRuntimeConfig({ apiBaseUrl: apiUrl, realtimeUrl: '' });
    }
  });
});
