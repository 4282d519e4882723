import { useMessages } from '../../lib/i18n/message-table.ts';
import { useEffect, useId, useRef } from 'react';
import { Avatar } from '../../components/avatar.tsx';
import { type Platform } from '../../lib/operations/platforms/platform-list.ts';
import { destinationsMessages } from './destinations-messages.ts';

const nameOf = (platform: Platform) => platform.title ?? platform.id;

/** Whether a platform is what the search asks for: by its name or its token, ignoring case. */
const matches = (platform: Platform, search: string) => {
  const wanted = search.trim().toLocaleLowerCase();
  return (
    wanted === '' ||
    nameOf(platform).toLocaleLowerCase().includes(wanted) ||
    platform.id.toLocaleLowerCase().includes(wanted)
  );
};

/**
 * The platforms a destination can be added on, each with its icon and name, found as the user types; then those the
 * service lists but this deployment describes no way to add, named with why.
 */
export function PlatformChoice({
  addable,
  notHere,
  focus,
  search,
  onSearch,
  onChoose,
}: {
  addable: readonly Platform[];
  notHere: readonly Platform[];
  /** Where the focus goes once drawn: a platform's button (Back from it), the search (one was added), or nowhere. */
  focus: { to: string | null } | null;
  search: string;
  onSearch: (search: string) => void;
  onChoose: (id: string) => void;
}) {
  const m = useMessages(destinationsMessages);
  const searchId = useId();
  const list = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const shown = addable.filter((platform) => matches(platform, search));
  useEffect(() => {
    if (!focus) return;
    const button =
      focus.to === null
        ? null
        : [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])].find(
            (one) => one.dataset.platform === focus.to,
          );
    (button ?? input.current)?.focus();
  }, [focus]);
  return (
    <div className="platform-choice">
      <label htmlFor={searchId}>{m.add.find}</label>
      <input
        ref={input}
        id={searchId}
        type="search"
        autoComplete="off"
        value={search}
        aria-describedby={`${searchId}-found`}
        onChange={(event) => onSearch(event.target.value)}
      />
      <p id={`${searchId}-found`} className="hint" aria-live="polite">
        {shown.length ? m.add.found(shown.length) : m.add.noMatch}
      </p>
      <ul ref={list} className="platform-choices">
        {shown.map((platform) => (
          <li key={platform.id}>
            <button
              type="button"
              className="platform-choice-button"
              data-platform={platform.id}
              onClick={() => onChoose(platform.id)}
            >
              <Avatar picture={platform.icon} label={nameOf(platform)} />
              {nameOf(platform)}
            </button>
          </li>
        ))}
      </ul>
      {notHere.length ? (
        <p className="hint">
          {m.add.notHere} <span className="service-text">{notHere.map(nameOf).join(', ')}</span> — {m.add.notHereWhy}
        </p>
      ) : null}
    </div>
  );
}
