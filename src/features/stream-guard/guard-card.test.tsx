import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DESCRIPTION_PATH } from '../../../api/openapi.ts';
import { bindAll } from '../../lib/bindings/bind.ts';
import { usePrefsStore } from '../../lib/prefs/prefs-store.ts';
import { readDescription } from '../../lib/service-description/description.ts';
import { renderRoutes } from '../../testing/render-with-providers.tsx';
import { apiUrl, control, freshSignedInClient } from '../../testing/session-harness.ts';
import { GuardCard } from './guard-card.tsx';
import type { GuardBound } from './guard-part.ts';
import { guardPart } from './guard-part.ts';

// "If the stream drops" against the demo deployment over HTTP (project 42: the guard waits 60 s and shows "Be right
// back" on pause), in Chinese; a guest's project, read-only; and a deployment whose description has neither the
// service videos nor the guard in its credentials, where the part says so and reads nothing it cannot use.

type Paths = Record<string, Record<string, { summary?: string }>>;
type Document = { paths: Paths; components: { schemas: Record<string, { properties: Record<string, unknown> }> } };

async function description(edit: (document: Document) => void = () => {}) {
  const document = (await (await fetch(`${apiUrl}${DESCRIPTION_PATH}`)).json()) as Document;
  edit(document);
  return readDescription(document);
}

async function open(projectId: number, edit?: (document: Document) => void) {
  const bound = bindAll(await description(edit), guardPart.group, guardPart.bindings) as GuardBound;
  renderRoutes([{ path: '/', element: <GuardCard bound={bound} projectId={projectId} /> }], '/');
  return screen.getByRole('region', { name: /If the stream drops|如果直播中断/ });
}

const paths = async () => (await control.log()).map((entry) => entry.path);

beforeEach(async () => {
  // jsdom opens no modal dialog: open as the browser would, without its top layer.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  await freshSignedInClient();
});

afterEach(() => {
  cleanup();
  usePrefsStore.setState({ language: 'en' });
});

describe('If the stream drops', () => {
  it('says in one line what viewers see and how long the platforms are held, in Chinese too', async () => {
    usePrefsStore.setState({ language: 'cn' });
    const part = await open(42);
    await waitFor(() =>
      expect(
        within(part).getByText('暂停时观众看到“Be right back”；信号中断时未选择视频；各平台保持 1分钟。'),
      ).toBeDefined(),
    );
    fireEvent.click(within(part).getByText('如果直播中断'));
    expect(within(part).getByRole('button', { name: '更改暂停时显示的视频' })).toBeDefined();
    expect(within(part).getByRole('button', { name: '选择信号中断时显示的视频' })).toBeDefined();
    expect(within(part).getByText('Intermission — coffee break')).toBeDefined();
  });

  it('changes nothing on a project the account may not change: a guest’s is read-only', async () => {
    const part = await open(16);
    await waitFor(() => expect(within(part).getByRole('note').textContent).toMatch(/does not let you change/));
    // A guest does not read the stream key, and so not the guard: the part says so; the videos still show.
    await waitFor(() => expect(within(part).getAllByText(/could not be read/)).toHaveLength(2));
    await waitFor(() => expect(within(part).getByText('Technical difficulties')).toBeDefined());
    expect(within(part).queryByRole('button')).toBeNull();
  });

  it('says what the deployment does not describe, and reads nothing of it', async () => {
    const part = await open(42, (document) => {
      for (const [path, item] of Object.entries(document.paths))
        if (Object.values(item).some((operation) => /service video|session by media/i.test(operation.summary ?? '')))
          delete document.paths[path];
      const credentials = document.components.schemas.StreamCredentials!.properties;
      for (const field of ['wait', 'pause_media_service_file_id', 'lost_media_service_file_id'])
        delete credentials[field];
    });
    await waitFor(() =>
      expect(within(part).getByText('What viewers see if the stream drops cannot be set here.')).toBeDefined(),
    );
    fireEvent.click(within(part).getByText('If the stream drops'));
    expect(
      within(part).getByText(/^Which videos are shown and how long the platforms are held is not known here/),
    ).toBeDefined();
    expect(within(part).getByRole('note').textContent).toBe('Not available here.');
    expect(within(part).queryByRole('button')).toBeNull();
    expect((await paths()).filter((path) => path.startsWith('/method/media-service-files'))).toEqual([]);
  });
});
