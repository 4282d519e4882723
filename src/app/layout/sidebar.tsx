import { Button } from '../../components/button.tsx';
import { type ComponentType, Suspense, lazy, useCallback, useState } from 'react';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { FetchWhenSettled } from './fetch-when-settled.tsx';
import { MENU_BUTTON_ID, PANEL_ID, closeSidebar, setSidebarOpen, useSidebarMenu } from './sidebar-menu.ts';
import './sidebar.css';

/** What the panel shows when the navigation's code cannot be fetched (the host failed, a deploy replaced it). */
function NavUnavailable() {
  const t = useMessages(appMessages);
  return (
    <p className="sidebar-hint" role="alert">
      {t.errors.pageCrashed}{' '}
      <Button variant="quiet" onClick={() => location.reload()}>
        {t.errors.reload}
      </Button>
    </p>
  );
}

let navLoad: Promise<{ default: ComponentType }> | undefined;
/**
 * The navigation (its links, their words, and the open drawer's keys) is its own chunk: the page's first paint does
 * not need it.
 */
function loadNav(): Promise<{ default: ComponentType }> {
  navLoad ??= import('./sidebar-nav-part.tsx').then(
    ({ SidebarNavPart }) => ({ default: SidebarNavPart }),
    () => ({ default: NavUnavailable }),
  );
  return navLoad;
}
const SidebarNav = lazy(loadNav);

/** The header's Menu button, shown on phones: it opens the sidebar's drawer. */
export function SidebarToggle() {
  const t = useMessages(appMessages);
  const open = useSidebarMenu((state) => state.open);
  return (
    <Button
      id={MENU_BUTTON_ID}
      className="sidebar-toggle"
      aria-expanded={open}
      aria-controls={PANEL_ID}
      onClick={() => setSidebarOpen(!open)}
      // Focus back on Menu with the drawer open (a click in it, Shift+Tab), Escape still closes the drawer.
      onKeyDown={(event) => event.key === 'Escape' && setSidebarOpen(false)}
    >
      {t.app.openMenu}
    </Button>
  );
}

/**
 * The sidebar: on phones a drawer behind the header's Menu button, on wider screens a column always shown. Its
 * column is drawn with the page; the navigation inside comes with its chunk, fetched once the page has what it asked
 * for and is idle, so the page's own content comes first on every screen and a phone's Menu opens at once. How the
 * open drawer answers the keyboard comes with the navigation too (sidebar-nav.tsx).
 */
export function Sidebar() {
  const t = useMessages(appMessages);
  const open = useSidebarMenu((state) => state.open);
  const [navHere, setNavHere] = useState(false);
  const fetchNav = useCallback(() => void loadNav().then(() => setNavHere(true)), []);
  return (
    <div className="sidebar">
      {open ? <div className="sidebar-backdrop" onClick={closeSidebar} /> : null}
      <FetchWhenSettled load={fetchNav} />
      <div id={PANEL_ID} className="sidebar-panel" data-open={open} tabIndex={-1}>
        {/* Not in the first render that paints the page: the links are drawn once their code is here (in a phone's
            closed drawer too, so it opens at once), or when Menu is pressed before. */}
        {navHere || open ? (
          <Suspense fallback={<p className="sidebar-hint">{t.app.loading}…</p>}>
            <SidebarNav />
          </Suspense>
        ) : (
          <p className="sidebar-hint">{t.app.loading}…</p>
        )}
      </div>
    </div>
  );
}
