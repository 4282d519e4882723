import { type ComponentType, useCallback, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { useTokenStore } from '../../lib/session/token-store.ts';
import { endSession } from '../../lib/session/session.ts';
import { ConnectivityBanner } from './connectivity-banner.tsx';
import { LanguageSelect } from './language-select.tsx';
import { SessionWatcher } from './session-watcher.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { TopProgress } from './top-progress.tsx';
import { Sidebar } from './sidebar.tsx';
import { FetchWhenSettled } from './fetch-when-settled.tsx';

type AccountModule = typeof import('./account-name.tsx');
let accountLoad: Promise<AccountModule> | undefined;
/**
 * The account's name and the sign-out that tells the service: one chunk, asked for once the page's reads are
 * answered (or on a click on Sign out), never with the page.
 */
function loadAccount(): Promise<AccountModule> {
  accountLoad ??= import('./account-loader.ts').then((loader) => loader.loadAccountModule());
  return accountLoad;
}

/** Should its code fail to load, the sign-in still ends here. */
function signOut(): void {
  loadAccount().then(
    (module) => module.signOut(),
    () => endSession('signed-out'),
  );
}

/** Who the tab is signed in as, in the header: drawn once its code is here. */
function AccountSlot() {
  const [AccountName, setAccountName] = useState<ComponentType | null>(null);
  const load = useCallback(
    () =>
      void loadAccount().then(
        (module) => setAccountName(() => module.AccountName),
        () => {},
      ),
    [],
  );
  return (
    <>
      <FetchWhenSettled load={load} />
      {AccountName ? <AccountName /> : null}
    </>
  );
}

export function AppShell() {
  const t = useMessages(appMessages);
  const signedIn = useTokenStore((state) => state.session !== null);
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t.app.skipToContent}
      </a>
      <TopProgress />
      <header className="topbar">
        <Link to="/" className="brand">
          {t.app.name}
        </Link>
        <div className="topbar-tools">
          <LanguageSelect />
          <ThemeToggle />
          <Link to="/settings" className="button button-quiet">
            {t.app.settings}
          </Link>
          {signedIn ? <AccountSlot /> : null}
          {signedIn ? (
            <button type="button" className="button button-quiet" onClick={signOut}>
              {t.app.signOut}
            </button>
          ) : null}
        </div>
      </header>
      <ConnectivityBanner />
      <div className="layout">
        <Sidebar />
        <main id="main" tabIndex={-1} className="content">
          <Outlet />
        </main>
      </div>
      <SessionWatcher />
    </div>
  );
}
