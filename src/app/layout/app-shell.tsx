import { Button, ButtonLink } from '../../components/button.tsx';
import { type ComponentType, type MouseEvent, startTransition, useCallback, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { useTokenStore } from '../../lib/session/token-store.ts';
import { endSession } from '../../lib/session/session.ts';
import { connectRefreshWorker } from '../../lib/session/session-keeper.ts';
import { ConnectivityBanner } from './connectivity-banner.tsx';
import { LanguageSelect } from './language-select.tsx';
import { SessionWatcher } from './session-watcher.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { RouteLoading } from './route-loading.tsx';
import { TopProgress } from './top-progress.tsx';
import { Sidebar, SidebarToggle } from './sidebar.tsx';
import { FetchWhenSettled } from './fetch-when-settled.tsx';
import './app-shell.css';

type AccountModule = typeof import('./account-name.tsx');
let accountLoad: Promise<AccountModule> | undefined;
/**
 * The account's name, the notifications' bell and the sign-out that tells the service: one chunk, asked for once the
 * page's reads are answered (or on a click on Sign out), never with the page.
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

/**
 * Who the tab is signed in as, in the header, and the notifications' bell at the header's end (the same chunk draws
 * it there): drawn once their code is here, in places kept from the first paint (this slot's width, the header's
 * end: styles.css), so nothing beside them moves when they arrive.
 */
function AccountSlot() {
  const [AccountName, setAccountName] = useState<ComponentType | null>(null);
  const load = useCallback(
    () =>
      void loadAccount().then(
        // A transition: drawn in slices between the browser's other work, as nothing waits for it.
        (module) => startTransition(() => setAccountName(() => module.AccountName)),
        () => {},
      ),
    [],
  );
  return (
    <div className="account-slot">
      <FetchWhenSettled load={load} />
      {AccountName ? <AccountName /> : null}
    </div>
  );
}

const TOOLS_ID = 'topbar-tools';

/** A link or Sign out in the header's menu leaves the page it was opened over: the menu closes with it. */
function closeOnLeave(event: MouseEvent<HTMLElement>): void {
  if ((event.target as Element).closest('a, [data-leaves]')) event.currentTarget.hidePopover?.();
}

/**
 * The shell while the router finds a first address's page (`loading`: the routes the first load does not hold are
 * on their way), and around every page. The header is one row on every screen. On a phone the account's name, language, theme, Settings and Sign out are
 * one menu (a popover: the browser closes it on Escape or a tap outside and gives the focus back), and Menu opens
 * the sidebar's navigation; on a wider screen they stand in the row. Signed out, the header offers the language and
 * theme only, and there is no navigation.
 */
export function AppShell({ loading = false }: { loading?: boolean }) {
  const t = useMessages(appMessages);
  const signedIn = useTokenStore((state) => state.session !== null);
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t.app.skipToContent}
      </a>
      <TopProgress />
      <header className="topbar">
        {signedIn ? <SidebarToggle /> : null}
        <Link to="/" className="brand">
          {/* The mark index.html draws before the script, in the same place. */}
          <span className="brand-mark" />
          <span className="brand-name">{t.app.name}</span>
        </Link>
        <Button className="topbar-more" popoverTarget={TOOLS_ID}>
          {signedIn ? t.app.account : t.app.options}
        </Button>
        <div id={TOOLS_ID} className="topbar-tools popover-card" popover="auto" onClick={closeOnLeave}>
          {signedIn ? <AccountSlot /> : null}
          <LanguageSelect />
          <ThemeToggle />
          {signedIn ? (
            <>
              <ButtonLink to="/settings" variant="quiet" alignStart>
                {t.app.settings}
              </ButtonLink>
              <Button variant="quiet" alignStart data-leaves onClick={signOut}>
                {t.app.signOut}
              </Button>
            </>
          ) : null}
        </div>
      </header>
      <ConnectivityBanner />
      <div className="layout">
        {/* Signed out, nothing is there to go to but the sign-in (and the language): no navigation. */}
        {signedIn ? <Sidebar /> : null}
        <main id="main" tabIndex={-1} className="content">
          {loading ? <RouteLoading /> : <Outlet />}
        </main>
      </div>
      <SessionWatcher />
      {/* The refresh worker is registered ahead of the first refresh, after the page's own reads. */}
      {signedIn ? <FetchWhenSettled load={connectRefreshWorker} /> : null}
    </div>
  );
}
