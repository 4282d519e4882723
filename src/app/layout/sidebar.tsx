import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useMatch } from 'react-router';
import { catalogIndex, groupPath, parseProjectId, sections } from '../../features/catalog/catalog-index.ts';
import { useNavMessages } from '../../features/catalog/nav-messages.ts';
import { matchGroups, useOperationNames } from '../../features/catalog/operation-search.ts';
import { prefetchGroupRoute } from '../../features/catalog/route-chunks.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import './sidebar.css';

/** Beyond this many, matching operation names are counted rather than listed, so one group cannot fill the sidebar. */
const SHOWN_OPERATIONS = 2;

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
  const [operationNames, loadOperationNames] = useOperationNames();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const panelId = useId();
  const filterId = useId();
  const filterHintId = useId();

  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

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
  const matches = matchGroups(groups, query, operationNames);
  const filtering = query.trim() !== '';
  const status = !filtering || matches.length > 0 ? '' : operationNames === 'loading' ? m.searching : m.noMatch;

  return (
    <div className="sidebar" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={toggleRef}
        type="button"
        className="button sidebar-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {t.app.openMenu}
      </button>
      {open ? <div className="sidebar-backdrop" onClick={close} /> : null}
      <nav
        ref={panelRef}
        id={panelId}
        className="sidebar-panel"
        data-open={open}
        aria-label={m.nav}
        tabIndex={-1}
      >
        <div className="sidebar-filter">
          <label htmlFor={filterId}>{m.filter}</label>
          <input
            id={filterId}
            type="search"
            value={query}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={filterHintId}
            onFocus={loadOperationNames}
            onChange={(event) => {
              setQuery(event.target.value);
              loadOperationNames();
            }}
          />
          <span id={filterHintId} className="sidebar-filter-hint">
            {m.filterHint}
          </span>
        </div>
        {projectId === null ? <p className="sidebar-hint">{m.openProject}</p> : null}
        {sections.map((section) => {
          const items = matches.filter((match) => match.group.section === section);
          if (items.length === 0) return null;
          return (
            <div key={section} className="sidebar-section">
              <h2>{m.sections[section]}</h2>
              <ul>
                {items.map(({ group, operations }) => (
                  <li key={group.name}>
                    <NavLink
                      to={groupPath(group, projectId ?? undefined)}
                      end
                      lang="en"
                      className="sidebar-link"
                      onMouseEnter={() => prefetchGroupRoute(group.name)}
                      onFocus={() => prefetchGroupRoute(group.name)}
                      onClick={open ? close : undefined}
                    >
                      {group.name}
                    </NavLink>
                    {operations.length > 0 ? (
                      <ul className="sidebar-operations">
                        {operations.slice(0, SHOWN_OPERATIONS).map((name) => (
                          <li key={name} lang="en">
                            {name}
                          </li>
                        ))}
                        {operations.length > SHOWN_OPERATIONS ? (
                          <li>{m.moreOperations(operations.length - SHOWN_OPERATIONS)}</li>
                        ) : null}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
        <p role="status" className="sidebar-status">
          {status}
        </p>
      </nav>
    </div>
  );
}
