import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DESCRIPTION_PATH } from '../../../../api/openapi.ts';
import { bindAll } from '../../../lib/bindings/bind.ts';
import { type Json, type ServiceDescription, readDescription } from '../../../lib/service-description/description.ts';
import { streamManifest } from '../stream-manifest.ts';
import { renderRoutes } from '../../../testing/render-with-providers.tsx';
import { apiUrl, control, freshSignedInClient } from '../../../testing/session-harness.ts';
import { LivePanel } from './live-panel.tsx';
import { StreamAfter } from './stream-after.tsx';

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
  it('shows the stream live, and says in one line that the live info is not described', async () => {
    render(<LivePanel projectId={42} bound={bound(without('Live'))} />);
    expect(await screen.findByText('Live now')).toBeTruthy();
    expect(
      screen.getByText('This deployment does not describe “View live info” (Live), so this part is not shown.'),
    ).toBeTruthy();
    expect(screen.getByText('Without it the stream’s figures cannot be shown.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Updating every 5 s');
  });

  it('says so in one line when the live status is not described', () => {
    render(<LivePanel projectId={42} bound={bound(without('Project'))} />);
    expect(
      screen.getByText('This deployment does not describe “Get live status” (Project), so this part is not shown.'),
    ).toBeTruthy();
    expect(screen.getByText('Without it this page cannot tell whether the project is live.')).toBeTruthy();
  });

  it('says why a failed read failed, and Try again reads it again', async () => {
    await control.fault({ operation: 'project/live_status', status: 503, times: 1 });
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
    expect(await screen.findByText(/^time: \d+, type: start, text: Stream started$/)).toBeTruthy();
  });
});
