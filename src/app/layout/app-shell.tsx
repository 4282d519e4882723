import { Link, Outlet } from 'react-router';
import { useT } from '../../lib/i18n/i18n.ts';
import { useTokenStore } from '../../lib/session/token-store.ts';
import { endSession } from '../../lib/session/session.ts';
import { ConnectivityBanner } from './connectivity-banner.tsx';
import { LanguageSelect } from './language-select.tsx';
import { SessionWatcher } from './session-watcher.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { TopProgress } from './top-progress.tsx';
import { Sidebar } from './sidebar.tsx';

export function AppShell() {
  const t = useT();
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
          {signedIn ? (
            <button type="button" className="button button-quiet" onClick={() => endSession('signed-out')}>
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
