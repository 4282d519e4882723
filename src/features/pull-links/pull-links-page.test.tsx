import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DESCRIPTION_PATH } from '../../../api/openapi.ts';
import { bodyProblems, newerBody, olderBody, withOlderOperations } from '../../../api/testing/real-kind-bodies.ts';
import type { Json } from '../../lib/service-description/description.ts';
import { describedWithout, renderDesignedView } from '../../testing/designed-view.tsx';
import { apiUrl, control, freshSignedInClient } from '../../testing/session-harness.ts';
import { pullLinksManifest } from './pull-links-manifest.ts';
import { PullLinksPage } from './pull-links-page.tsx';

// The Pull links page against the contract API, given the contract API's own description (the newer kind's shapes),
// the real kind's older one for the pull keys and servers, and one without the pull keys: what it sends is held to
// the sheet of the kind it was given (api/testing/real-kind-bodies.ts), and an address is never shown unasked.

const KEYS = '/method/stream-pull-keys';
/** The contract API takes these in the query of every call, where the sheets have them in the body. */
const IN_THE_QUERY = ['v', 'language'];
const OBS_KEY = '6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e6f';
/** A key as the contract API's request log keeps it. */
const SENT_KEY = '[secret]';

let contract: Json;

beforeEach(async () => {
  await freshSignedInClient({ requestTimeoutMs: 5000 });
  contract = (await (await fetch(`${apiUrl}${DESCRIPTION_PATH}`)).json()) as Json;
});

const renderPage = (json: Json) => renderDesignedView(pullLinksManifest, PullLinksPage, json, 42);

const sent = async (method: string) =>
  (await control.log()).filter((entry) => entry.method === method && entry.path === KEYS);

/** The dialog a title names (jsdom opens no modal dialog: its content is found hidden). */
const dialogTitled = async (title: string) => (await screen.findByText(title, { selector: 'h2' })).closest('dialog')!;

describe('the Pull links page', { timeout: 30_000 }, () => {
  for (const [kind, description, sheet, elsewhere] of [
    ['newer', () => contract, newerBody, IN_THE_QUERY],
    ['older', () => withOlderOperations(contract, { groups: ['Stream pull keys', 'Pull servers'] }), olderBody, []],
  ] as const) {
    it(`makes, moves and deletes a link in the ${kind} kind’s bodies, and shows no address unasked`, async () => {
      const { container } = renderPage(description());
      const obs = await screen.findByRole('article', { name: 'OBS at the studio' }, { timeout: 10_000 });
      expect(await within(obs).findByText('Server: Frankfurt, Germany')).toBeDefined();
      expect(container.textContent).not.toContain('rtmp://');
      expect(container.textContent).not.toContain(OBS_KEY);

      fireEvent.click(screen.getByRole('button', { name: 'New link' }));
      const made = await dialogTitled('New pull link');
      fireEvent.change(within(made).getByLabelText('Transport'), { target: { value: 'srt' } });
      fireEvent.change(within(made).getByLabelText('Name'), { target: { value: 'Backup encoder' } });
      fireEvent.click(within(made).getByRole('button', { name: 'Make the link', hidden: true }));
      expect(await screen.findByText('“Backup encoder” made.', undefined, { timeout: 10_000 })).toBeDefined();
      const [create] = await sent('POST');
      expect(create?.body).toMatchObject({ project_id: 42, transport: 'srt', name: 'Backup encoder' });
      expect(bodyProblems(create?.body, sheet('POST', KEYS), elsewhere)).toEqual([]);

      fireEvent.click(within(obs).getByRole('button', { name: 'Change server' }));
      const moved = await dialogTitled('Change “OBS at the studio”');
      fireEvent.change(within(moved).getByLabelText('Server'), { target: { value: 'Amsterdam' } });
      fireEvent.click(within(moved).getByRole('button', { name: 'Save', hidden: true }));
      expect(
        await within(obs).findByText('Server: Amsterdam, Netherlands', undefined, { timeout: 10_000 }),
      ).toBeDefined();
      const [update] = await sent('PUT');
      // The service's log keeps that a key was sent, never the key.
      expect(update?.body).toMatchObject({ project_id: 42, key: SENT_KEY, region: 'Amsterdam' });
      expect(bodyProblems(update?.body, sheet('PUT', KEYS), elsewhere)).toEqual([]);

      // Deleting asks first, naming the link; its key goes where the description says (the query, in both kinds).
      fireEvent.click(within(obs).getByRole('button', { name: 'Delete' }));
      const asked = await dialogTitled('Delete the pull link?');
      expect(within(asked).getByText(/“OBS at the studio” stops working for good/)).toBeDefined();
      expect(await sent('DELETE')).toEqual([]);
      fireEvent.click(within(asked).getByRole('button', { name: 'Delete', hidden: true }));
      await waitFor(() => expect(screen.queryByRole('article', { name: 'OBS at the studio' })).toBeNull(), {
        timeout: 10_000,
      });
      expect((await sent('DELETE')).map((entry) => entry.query)).toEqual([
        expect.objectContaining({ project_id: '42', key: SENT_KEY }),
      ]);
      // Nothing the page said carried an address or a key.
      expect(container.textContent).not.toContain(OBS_KEY);
    });
  }

  it('without the pull keys described, says so and offers nothing', async () => {
    renderPage(describedWithout(contract, ['Stream pull keys']));
    expect(await screen.findByText('Not available here.')).toBeDefined();
    expect(screen.queryByRole('button')).toBeNull();
    expect((await control.log()).filter((entry) => entry.path === KEYS)).toEqual([]);
  });
});
