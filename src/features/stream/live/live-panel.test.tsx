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
import type { DestinationFigures } from './live-answers.ts';

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

describe('LivePanel', () => {
  it('shows the stream live with its incoming stream’s figures, once the live info ties it to the project', async () => {
    render(<LivePanel projectId={42} bound={bound(readDescription(document))} />);
    expect(await screen.findByText('Live now')).toBeTruthy();
    const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Resolution')).toBe('1920x1080');
    expect(Number(figure('Frames per second'))).toBeGreaterThan(0);
    expect(Number(figure('Bitrate'))).toBeGreaterThan(0);
  });

  it('never shows another project’s stream: the status names none, and the live info refuses this project', async () => {
    render(<LivePanel projectId={7} bound={bound(readDescription(document))} />);
    expect(await screen.findByText(/does not say it is this project’s/)).toBeTruthy();
    expect(screen.queryByText('Live now')).toBeNull();
    expect(screen.queryByText('1920x1080')).toBeNull();
  });

  it('without the live info, says it cannot tell whose stream is live, and that the live info is not described', async () => {
    render(<LivePanel projectId={42} bound={bound(without('Live'))} />);
    expect(await screen.findByText(/does not say it is this project’s/)).toBeTruthy();
    expect(screen.queryByText('Live now')).toBeNull();
    expect(
      screen.getByText('This deployment does not describe “View live info” (Live), so this part is not shown.'),
    ).toBeTruthy();
    // Not this project's stream as far as the page can tell: it waits for one to start.
    expect(screen.getByRole('status').textContent).toMatch(/^Checking every 30 s/);
  });

  it('keeps config.json’s realtime endpoint to its own API: with Settings pointing elsewhere, it polls and says why', async () => {
    // config.json names another API and its realtime endpoint; Settings point at the contract API.
    setRuntimeConfig({ apiBaseUrl: 'http://127.0.0.2:9', realtimeUrl: 'ws://127.0.0.2:9/connection/websocket' });
    usePrefsStore.setState({ apiBaseUrlOverride: apiUrl });
    try {
      render(<LivePanel projectId={42} bound={bound(readDescription(document))} />);
      expect(await screen.findByText('Live now')).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe('Updating every 5 s');
      expect(screen.getByText(/^Live updates are off: Settings point the dashboard at another API/)).toBeTruthy();
    } finally {
      usePrefsStore.setState({ apiBaseUrlOverride: '' });
      setRuntimeConfig({ apiBaseUrl: apiUrl, realtimeUrl: '' });
    }
  });

  it('says so in one line when the live status is not described', () => {
    render(<LivePanel projectId={42} bound={bound(without('Project'))} />);
    expect(
      screen.getByText('This deployment does not describe “Get live status” (Project), so this part is not shown.'),
    ).toBeTruthy();
    expect(screen.getByText('Without it this page cannot tell whether the project is live.')).toBeTruthy();
  });

  it('tells the page’s list that figures may still come until the live info of its stream is read, then gives them', async () => {
    const said: DestinationFigures[] = [];
    render(
      <LivePanel
        projectId={42}
        bound={bound(readDescription(document))}
        onDestinations={(figures) => void said.push(figures)}
      />,
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
      [42, without('Live')],
      [42, without('Project')],
    ] as const) {
      const said: DestinationFigures[] = [];
      const { unmount } = render(
        <LivePanel
          projectId={projectId}
          bound={bound(description)}
          onDestinations={(figures) => void said.push(figures)}
        />,
      );
      await vi.waitFor(() => expect(said.at(-1)).toEqual(new Map()));
      unmount();
    }
  });

  it('says why a failed read failed, and Try again reads it again', async () => {
    await control.fault({ operation: 'project/live-status', status: 503, times: 1 });
    render(<LivePanel projectId={42} bound={bound(readDescription(document))} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^The live status could not be read: .*503/);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Live now')).toBeTruthy();
  });
});

describe('StreamAfter', () => {
  it('says in one line that the analytics are not described', () => {
    render(<StreamAfter projectId={42} bound={bound(without('Analytics'))} />);
    expect(
      screen.getByText(
        'This deployment does not describe “Bitrate for stream, Viewers for stream, Events for stream” (Analytics), so this part is not shown.',
      ),
    ).toBeTruthy();
  });

  it('names the stream the live status gives and lists its events', async () => {
    render(<StreamAfter projectId={42} bound={bound(readDescription(document))} />);
    expect(await screen.findByText('Stream 5001')).toBeTruthy();
    // Each event's fields as the service names them: the description gives no shape for them.
    const event = await screen.findByText(/^time: .+, type: start, text: Stream started$/);
    // A time as a date and time in the reader's words, not milliseconds since 1970.
    expect(event.textContent).not.toMatch(/^time: \d+,/);
    expect(event.textContent).toMatch(/^time: .*\d{4}.*\d{2}:\d{2}/);
  });

  it('masks the page’s secrets in the events, as in its error panels', async () => {
    // What the service writes in an event is its own: here the words the page holds as a secret (the key, on the page).
    render(
      <PageSecrets.Provider value={['Stream started']}>
        <StreamAfter projectId={42} bound={bound(readDescription(document))} />
      </PageSecrets.Provider>,
    );
    const event = await screen.findByText(/^time: .+, type: start, text: /);
    expect(event.textContent!.endsWith(`, text: ${SECRET_MASK}`)).toBe(true);
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
      expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['4500 kbit/s', '5']);
    } finally {
      setRuntimeConfig({ apiBaseUrl: apiUrl, realtimeUrl: '' });
    }
  });
});
