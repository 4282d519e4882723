import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTokenStore } from '../../lib/session/token-store.ts';
import { renderRoutes } from '../../testing/render-with-providers.tsx';
import { AccountName } from './account-name.tsx';
import { Sidebar } from './sidebar.tsx';

// The header's and the sidebar's parts each keep a failure of their own: what they draw comes from the service (a
// name, a notification, what the description names), and an error in the shell would take the whole app with it.

vi.mock('../../components/bound-part.tsx', () => ({
  BoundPart: () => {
    throw new Error('a part that cannot be drawn');
  },
}));

vi.mock('./sidebar-nav.tsx', () => ({
  navMessagesReady: Promise.resolve(),
  SidebarNav: () => {
    throw new Error('a navigation that cannot be drawn');
  },
}));

afterEach(() => {
  useTokenStore.setState({ session: null });
  vi.restoreAllMocks();
});

/** The shell's parts beside a page, as the route draws them. */
function renderBeside(part: React.ReactNode) {
  // React reports each caught error on the console; what is under test is what stays on screen.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  renderRoutes(
    [
      {
        path: '*',
        Component: () => (
          <>
            <header className="topbar" />
            {part}
            <h1>The page</h1>
          </>
        ),
      },
    ],
    '/',
  );
}

describe('the shell’s parts', () => {
  it('keep the account’s name failing to itself: the bell and the page stay', () => {
    useTokenStore.setState({
      session: {
        accessToken: 'a',
        refreshToken: 'r',
        receivedAt: 0,
        lifetimeMs: null,
        apiBase: 'http://api.test',
        signInId: 'one',
      },
    });
    renderBeside(<AccountName />);
    expect(screen.getByRole('heading', { level: 1, name: 'The page' })).toBeTruthy();
    expect(document.querySelector('p.account-name')).not.toBeNull();
  });

  it(
    'keep the navigation failing to itself: it says so in its place, and the page stays',
    { timeout: 20_000 },
    async () => {
      renderBeside(<Sidebar />);
      expect(await screen.findByText('This part of the page failed to show.', {}, { timeout: 10_000 })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: 'The page' })).toBeTruthy();
    },
  );
});
