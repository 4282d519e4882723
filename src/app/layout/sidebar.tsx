import { type FocusEvent, Fragment, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { NavLink, useMatch } from 'react-router';
import { parseProjectId } from '../../config/paths.ts';
import { catalogIndex, groupPath, sections } from '../../features/catalog/catalog-index.ts';
import { useNavMessages } from '../../features/catalog/nav-messages.ts';
import { matchGroups, useCatalogOnDemand } from '../../features/catalog/operation-search.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { loadConsolePages } from '../load-console-pages.ts';
import './sidebar.css';

// Hovering or focusing a link starts loading its page's code. A failed prefetch is not the user's concern:
// navigating imports again and shows RouteError if that fails too.
function prefetchGroupRoute(): void {
  // Every group page, and the described section below a typed page, is in the console's chunk.
  loadConsolePages().catch(() => {});
}

// The shell renders one sidebar, so fixed ids are unique.
const PANEL_ID = 'sidebar-panel';
const FILTER_ID = 'sidebar-filter-input';

/**
 * The catalog's navigation: every group by section. Project groups need a project, so they are listed only
 * under /projects/:projectId/. On phones it is a drawer behind the Menu button; on wider screens it is
 * always shown.
 */
export function Sidebar() {
  const t = useT();
  const m = useNavMessages();
  const projectId = parseProjectId(useMatch('/projects/:projectId/*')?.params.projectId);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [fullCatalog, loadCatalog] = useCatalogOnDemand();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (open) panelRef.current?.focus();
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

  const groups = projectId === null ? catalogIndex.filter((group) => group.scope !== 'project') : catalogIndex;
  const matches = matchGroups(groups, query, fullCatalog);
  const filtering = query.trim() !== '';
  // Said only once operation names are in, so a match by operation name is never reported as none.
  const status = filtering && matches.length === 0 && fullCatalog !== null ? m.noMatch : '';

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
      <nav
        ref={panelRef}
        id={PANEL_ID}
        className="sidebar-panel"
        data-open={open}
        aria-label={m.nav}
        tabIndex={-1}
      >
        <div className="sidebar-filter">
          <label htmlFor={FILTER_ID}>{m.filter}</label>
          <input
            id={FILTER_ID}
            type="search"
            value={query}
            autoComplete="off"
            onFocus={loadCatalog}
            onChange={(event) => {
              setQuery(event.target.value);
              loadCatalog();
            }}
          />
        </div>
        {projectId === null ? <p className="sidebar-hint">{m.openProject}</p> : null}
        {sections.map((section) => {
          const items = matches.filter((match) => match.group.section === section);
          if (items.length === 0) return null;
          return (
            <Fragment key={section}>
              <h2>{m.sections[section]}</h2>
              <ul>
                {items.map(({ group, operation }) => (
                  <li key={group.name}>
                    <NavLink
                      to={groupPath(group, projectId ?? undefined)}
                      end
                      lang="en"
                      onMouseEnter={prefetchGroupRoute}
                      onFocus={prefetchGroupRoute}
                      onClick={open ? close : undefined}
                    >
                      {group.name}
                    </NavLink>
                    {operation !== undefined ? (
                      <small lang="en">
                        {operation}
                      </small>
                    ) : null}
                  </li>
                ))}
              </ul>
            </Fragment>
          );
        })}
        <p role="status">
          {status}
        </p>
      </nav>
    </div>
  );
}
