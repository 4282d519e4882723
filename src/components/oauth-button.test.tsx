import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESCRIPTION_PATH } from '../../api/openapi.ts';
import { type Binding, bind, isBound } from '../lib/bindings/bind.ts';
import { fetchServiceDescription } from '../lib/service-description/description-query.ts';
import { renderRoutes } from '../testing/render-with-providers.tsx';
import { apiUrl, control, freshSignedInClient } from '../testing/session-harness.ts';
import { OauthButton } from './oauth-button.tsx';

// Connect / Reconnect against the demo deployment, with the browser's window.open played by the test: the tab is
// opened in the press itself, before the service answers, and sent to the address that comes, or closed.

let start: Binding;

beforeEach(async () => {
  await freshSignedInClient();
  const description = await fetchServiceDescription(`${apiUrl}${DESCRIPTION_PATH}`);
  const bound = bind(description, 'Platforms', 'Get url for start oauth');
  if (!isBound(bound)) throw new Error(bound.reason);
  start = bound;
});

afterEach(() => vi.restoreAllMocks());

/** A tab as window.open hands it back: what the page may do with it is recorded. */
function openedTab() {
  const tab = { opener: {} as unknown, closed: false, close: vi.fn(), location: { replace: vi.fn() } };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
}

function renderConnect() {
  renderRoutes(
    [
      {
        path: '/',
        element: <OauthButton start={start} platform="youtube" label="Connect YouTube" projectId={42} />,
      },
    ],
    '/',
  );
  fireEvent.click(screen.getByRole('button', { name: /^Connect YouTube/ }));
}

describe('OauthButton', () => {
  it('opens a blank tab in the press, cut off from the page, and sends it to the start address once it comes', async () => {
    const { tab, open } = openedTab();
    renderConnect();
    // In the press itself: nothing has been answered yet.
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]![0]).toBe('about:blank');
    expect(tab.opener).toBeNull();
    await vi.waitFor(() => expect(tab.location.replace).toHaveBeenCalledTimes(1));
    expect(tab.location.replace.mock.calls[0]![0]).toMatch(/\/__contract\/oauth\/youtube\?state=/);
    expect(open).toHaveBeenCalledTimes(1);
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('closes the tab and says so when the answer gives no address it may go to', async () => {
    await control.fault({ operation: 'platforms/connect', status: 200, body: '{"url":"http://accounts.example/o"}' });
    const { tab } = openedTab();
    renderConnect();
    expect(
      (await screen.findByRole('alert')).textContent?.startsWith('The sign-in page of youtube could not be opened.'),
    ).toBe(true);
    expect(tab.close).toHaveBeenCalledTimes(1);
    expect(tab.location.replace).not.toHaveBeenCalled();
  });

  it('offers the address as a link to press when the browser kept the tab from opening, opening nothing itself', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderConnect();
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('The browser did not let this page open a new tab for youtube.');
    const link = screen.getByRole('link', { name: 'Open the sign-in page of youtube' });
    expect(link.getAttribute('href')).toMatch(/\/__contract\/oauth\/youtube\?state=/);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // Only the press's own attempt: a second one after the answer would be blocked too, silently.
    expect(open).toHaveBeenCalledTimes(1);
  });
});
