import { useDeferredValue, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import type { FieldControl, FieldControlProps } from '../../../components/form/described-form.tsx';
import { type Bound, isBound } from '../../../lib/bindings/bind.ts';
import type { TitlesMessages } from './titles-messages.ts';
import { useRead } from '../../../lib/bindings/read.ts';
import {
  playlistsRead,
  type DestinationAsked,
  categoriesRead,
} from '../../../lib/operations/channel-settings/setting-choices.ts';

// What a destination's settings offer to choose from rather than type: the platform's categories, found as the user
// types, and the account's playlists — each a control of the settings form (components/form/described-form.tsx).

type Words = TitlesMessages['settings'];

/**
 * The settings body's pickers: a category for each `…category…_id` sent with its `…_name` beside it (a second
 * category too), a playlist for `playlist_id`.
 */
export function settingsPickers(
  names: readonly string[],
  context: { platform: string; categories: Bound; playlists: Bound; channel: DestinationAsked; m: Words },
): Record<string, FieldControl> {
  const controls: Record<string, FieldControl> = {};
  for (const name of names) {
    const nameField = name.replace(/_id$/, '_name');
    if (name.includes('category') && name.endsWith('_id') && names.includes(nameField))
      controls[name] = {
        alsoSets: [nameField],
        draw: (props) => <CategoryPicker {...props} field={name} nameField={nameField} {...context} />,
      };
  }
  if (names.includes('playlist_id'))
    controls.playlist_id = { draw: (props) => <PlaylistPicker {...props} {...context} /> };
  return controls;
}

function CategoryPicker({
  id,
  describedBy,
  disabled,
  values,
  set,
  field,
  nameField,
  platform,
  categories,
  m,
}: FieldControlProps & { field: string; nameField: string; platform: string; categories: Bound; m: Words }) {
  const [query, setQuery] = useState('');
  // The service is asked as the user types, the latest question winning: React drops the answers of older ones.
  const asked = useDeferredValue(query.trim());
  const found = useRead(
    categoriesRead,
    categories,
    { platform, search: asked },
    {
      enabled: isBound(categories) && !disabled,
      staleTime: 60_000,
    },
  );
  const chosen = values[field] ? { id: values[field], name: values[nameField] || values[field] } : undefined;
  const choose = (category: { id: string; name: string }) => {
    set(field, category.id);
    set(nameField, category.name);
  };
  const chosenLine = (
    <p id={`${id}-chosen`}>
      {chosen ? m.categoryChosen(chosen.name) : m.categoryNone}{' '}
      {chosen && !disabled ? (
        <Button variant="quiet" onClick={() => choose({ id: '', name: '' })}>
          {m.categoryClear}
        </Button>
      ) : null}
    </p>
  );
  if (!isBound(categories)) return <output id={id}>{chosenLine}</output>;
  return (
    <div className="category-field">
      {chosenLine}
      <input
        id={id}
        type="search"
        placeholder={m.categorySearch}
        value={query}
        disabled={disabled}
        autoComplete="off"
        aria-describedby={[`${id}-chosen`, describedBy].filter(Boolean).join(' ')}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p role="status" className="hint">
        {found.data ? m.categoryFound(found.data.length) : ''}
      </p>
      <ul className="category-results">
        {(found.data ?? []).slice(0, 12).map((category) => (
          <li key={category.id}>
            <Button
              variant="quiet"
              choice
              aria-pressed={chosen?.id === category.id}
              disabled={disabled}
              onClick={() => choose(category)}
            >
              {category.name}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PlaylistPicker({
  id,
  describedBy,
  disabled,
  values,
  set,
  playlists,
  channel,
  m,
}: FieldControlProps & { playlists: Bound; channel: DestinationAsked; m: Words }) {
  const value = values.playlist_id ?? '';
  const list = useRead(playlistsRead, playlists, channel, { enabled: isBound(playlists) });
  const options = list.data ?? [];
  return (
    <select
      id={id}
      value={value}
      disabled={disabled}
      aria-describedby={describedBy}
      onChange={(event) => set('playlist_id', event.target.value)}
    >
      <option value="">{m.playlistNone}</option>
      {/* The one the destination has, even before (or without) the list. */}
      {value && !options.some((option) => option.id === value) ? <option value={value}>{value}</option> : null}
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </select>
  );
}
