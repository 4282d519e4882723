import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DESCRIPTION_PATH } from '../../../../api/openapi.ts';
import { type Bound, bindAll, isBound } from '../../../lib/bindings/bind.ts';
import { callBinding, projectValues } from '../../../lib/bindings/call.ts';
import { fetchServiceDescription } from '../../../lib/service-description/description-query.ts';
import type { ServiceDescription } from '../../../lib/service-description/description.ts';
import { renderRoutes } from '../../../testing/render-with-providers.tsx';
import { apiUrl, control, freshSignedInClient } from '../../../testing/session-harness.ts';
import { type Destination, readDestinations } from '../../../lib/operations/channels/destination-list.ts';
import { settingsBindings } from '../model/platforms.ts';
import { streamManifest } from '../stream-manifest.ts';
import { DestinationSettings } from './destination-settings.tsx';

// A destination's own settings against the demo deployment (project 42): the form of its platform's settings
// operation, drawn from the operation's body in the page's words, filled with what the destination shows now, each
// platform's limits and the custom channel's address checked before anything is sent, only what changed sent.

let description: ServiceDescription;
let bound: Record<string, Bound>;
let destinations: Destination[];

beforeEach(async () => {
  // jsdom opens no modal dialog: open as the browser would, without its top layer.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  await freshSignedInClient();
  description = await fetchServiceDescription(`${apiUrl}${DESCRIPTION_PATH}`);
  bound = bindAll(description, streamManifest.group, streamManifest.bindings);
  const list = bound.destinations!;
  if (!isBound(list)) throw new Error(list.reason);
  destinations = readDestinations(await callBinding(list, projectValues(42), { language: 'en' }), list.answer);
  await control.clearLog();
});

afterEach(cleanup);

function open(id: string, allows?: boolean, platform?: string) {
  const destination = destinations.find((one) => one.id === id)!;
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <DestinationSettings
            bound={bound as never}
            settings={settingsBindings(description, platform ?? destination.platform)}
            projectId={42}
            destination={platform ? { ...destination, platform } : destination}
            name={destination.name!}
            allows={allows}
            plans={false}
            onClose={() => {}}
          />
        ),
      },
    ],
    '/',
  );
}

const field = (name: string) => document.querySelector<HTMLElement>(`[data-field="${name}"]`)!;
const posts = async (path: string) =>
  (await control.requests(`/method/channel_settings/${path}`))
    .filter((entry) => entry.method === 'POST')
    .map((entry) => entry.body);

describe('a destination’s settings', () => {
  it('shows what the destination has now in the page’s words, and sends only what changed', async () => {
    open('101');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe('Friday night stream');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' }).value).toBe(
      'Live from the studio',
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Tags' }).value).toBe('live, music');
    expect(within(field('tags')).getByText('Separated by commas.')).toBeDefined();
    const privacy = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Who can watch' });
    expect(privacy.value).toBe('public');
    expect(within(privacy).getByRole('option', { name: 'Anyone with the link' })).toBeDefined();
    expect(screen.getByText('Category: Gaming')).toBeDefined();
    // No name of the service's is the page's text.
    expect(document.body.textContent).not.toMatch(/privacy_video|category_id|playlist_id|channel_id/);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Nothing was changed, so nothing was sent.')).toBeDefined();
    fireEvent.change(privacy, { target: { value: 'unlisted' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeDefined();
    expect(await posts('options/setYoutube')).toEqual([{ project_id: 42, channel_id: 101, privacy_video: 'unlisted' }]);
  });

  it('counts a title against its platform’s limit as it is typed, and refuses a longer one before sending', async () => {
    open('101');
    const title = screen.getByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'A'.repeat(101) } });
    const count = within(field('title')).getByText('101 / 100');
    expect(count.className).toBe('form-field-error');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(field('title')).getByText('At most 100 characters.')).toBeDefined();
    expect(await posts('options/setYoutube')).toEqual([]);
  });

  it('picks a category from the platform’s, sending its ID with its name', async () => {
    open('102');
    expect(screen.getByText('Category: Just Chatting')).toBeDefined();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Category' }), { target: { value: 'mine' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Minecraft' }));
    expect(screen.getByText('Category: Minecraft')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeDefined();
    expect(await posts('options/setTwitch')).toEqual([
      { project_id: 42, channel_id: 102, category_id: '27471', category_name: 'Minecraft' },
    ]);
  });

  it('takes a custom channel’s server address only as RTMP, saying so beside it; its name is filled in', async () => {
    open('105');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Backup RTMP');
    // It carries the stream key, and the description says so: typed unseen.
    const address = screen.getByLabelText<HTMLInputElement>('Server address with the stream key');
    expect(address.type).toBe('password');
    const forms = document.querySelectorAll('form');
    expect(forms).toHaveLength(2);
    // Untouched, the address it requires is not asked for: nothing changed, nothing is sent.
    fireEvent.click(within(forms[1]!).getByRole('button', { name: 'Save' }));
    expect(within(forms[1]!).getByRole('status').textContent).toBe('Nothing was changed, so nothing was sent.');
    expect(within(field('url')).queryByText('Required.')).toBeNull();
    fireEvent.change(address, { target: { value: 'http://backup.relay.example/live' } });
    fireEvent.click(within(forms[1]!).getByRole('button', { name: 'Save' }));
    expect(within(field('url')).getByText('Starts with rtmp:// or rtmps://.')).toBeDefined();
    expect(await posts('setRtmp')).toEqual([]);
    fireEvent.change(address, { target: { value: 'rtmps://backup.relay.example/live/next' } });
    fireEvent.click(within(forms[1]!).getByRole('button', { name: 'Save' }));
    // The service's log keeps that the address went, never the address: it carries the stream key.
    await waitFor(async () =>
      expect(await posts('setRtmp')).toEqual([{ project_id: 42, channel_id: 105, url: '[secret]' }]),
    );
  });

  it('is shown, not changed, where the plan does not allow it; says so where nothing is described', async () => {
    open('101', false);
    expect(screen.getByText('Your plan does not let you change these settings.')).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'Title' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    cleanup();
    open('101', undefined, 'kick');
    expect(screen.getByText('This destination has no settings to change here.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
