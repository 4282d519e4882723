import {
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  Suspense,
  lazy,
  useEffect,
  useRef,
  useState,
} from 'react';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { FetchWhenSettled } from './fetch-when-settled.tsx';
import { useWideScreen } from './use-wide-screen.ts';
import './sidebar.css';

type NavProps = { onNavigate: (() => void) | undefined };

// The shell renders one sidebar, so fixed ids are unique.
const PANEL_ID = 'sidebar-panel';

/** What the panel shows when the navigation's code cannot be fetched (the host failed, a deploy replaced it). */
function NavUnavailable() {
  const t = useMessages(appMessages);
  return (
    <p className="sidebar-hint" role="alert">
      {t.errors.pageCrashed}{' '}
      <button type="button" className="button button-quiet" onClick={() => location.reload()}>
        {t.errors.reload}
      </button>
    </p>
  );
}

let navLoad: Promise<{ default: ComponentType<NavProps> }> | undefined;
/**
 * The navigation (its filter, the groups' links and their words) is its own chunk: on
 * a phone it is behind the Menu button and the first paint does not need it. It resolves once its words are in the
 * interface language, so it never shows English first.
 */
function loadNav(): Promise<{ default: ComponentType<NavProps> }> {
  navLoad ??= import('./sidebar-nav.tsx').then(
    async ({ SidebarNav, navMessagesReady }) => {
      await navMessagesReady;
      return { default: SidebarNav };
    },
    () => ({ default: NavUnavailable }),
  );
  return navLoad;
}
const SidebarNav = lazy(loadNav);

/**
 * The sidebar: on phones a drawer behind the Menu button, on wider screens a column always shown. Its column and
 * button are drawn with the page; the navigation inside comes with its chunk: on a wide screen asked for with the
 * first render, on a phone fetched once the page has what it asked for and is idle, so the Menu opens at once.
 */
export function Sidebar() {
  const t = useMessages(appMessages);
  const [open, setOpen] = useState(false);
  const wide = useWideScreen();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // Opening the drawer moves the focus into its navigation (or onto the drawer, until the navigation is here),
  // unless it is already inside (the search shortcut gave it to the filter).
  useEffect(() => {
    const panel = panelRef.current;
    if (open && !panel?.contains(document.activeElement)) (panel?.querySelector('nav') ?? panel)?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  // Tabbing past the drawer's last link closes it rather than leaving it open over the page.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };

  return (
    <div className="sidebar" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={toggleRef}
        type="button"
        className="button sidebar-toggle"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((value) => !value)}
      >
        {t.app.openMenu}
      </button>
      {open ? <div className="sidebar-backdrop" onClick={close} /> : null}
      <FetchWhenSettled load={loadNav} />
      <div ref={panelRef} id={PANEL_ID} className="sidebar-panel" data-open={open} tabIndex={-1}>
        {/* On a phone the panel is hidden until the Menu button opens it: its filter and links are drawn then, not in
            the first render that paints the page. */}
        {wide || open ? (
          <Suspense fallback={<p className="sidebar-hint">{t.app.loading}…</p>}>
            <SidebarNav onNavigate={open ? close : undefined} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
