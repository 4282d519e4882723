import { type FormEvent, useDeferredValue, useId, useMemo, useState } from 'react';
import { BoundPart } from '../../../components/bound-part.tsx';
import { Button } from '../../../components/button.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { WriteRefused } from '../../../components/page-error.tsx';
import { type Binding, type Bound, isBound } from '../../../lib/bindings/bind.ts';
import { type NamedValues, projectValues } from '../../../lib/bindings/call.ts';
import { type PartManifest, definePart } from '../../../lib/bindings/manifest.ts';
import { byAnswer, useBoundRead } from '../../../lib/bindings/read.ts';
import { useBoundMutation } from '../../../lib/bindings/write.ts';
import { useMessages } from '../../../lib/i18n/message-table.ts';
import type { DescribedOperation } from '../../../lib/service-description/description.ts';
import { listShape, readListPage } from '../../../lib/service-description/list-page.ts';
import type { Destination } from '../model/destinations.ts';
import { SETTINGS_GROUP, settingsOperations } from '../model/platforms.ts';
import type { StreamProps } from '../stream-props.ts';
import {
  type FormValue,
  type FormValues,
  type SettingsField,
  changedFields,
  currentValues,
  settingsFields,
  tooLong,
} from './settings-form.ts';
import { type TitlesMessages, titlesMessages } from './titles-messages.ts';

// A destination's own title and settings, as its platform's settings operations describe them: a dialog of the
// fields their bodies take, filled with what the destination shows now, sending only what the user changed.

type Props = Pick<StreamProps, 'bound' | 'description'> & {
  projectId: number;
  destination: Destination;
  name: string;
  /** Whether the project's plan lets it change them (undefined: not known, the service decides). */
  allows: boolean | undefined;
  /** Whether the platform plans events, as Supported platforms says. */
  plans: boolean | undefined;
  onClose: () => void;
};

const parts = new Map<string, PartManifest<string>>();

/** The settings operations of a platform, as one part: each bound by its name in the group (one manifest each). */
function settingsPart(platform: string, operations: readonly DescribedOperation[]): PartManifest<string> {
  const key = `${platform}\n${operations.map((operation) => operation.key).join('\n')}`;
  let part = parts.get(key);
  if (!part) {
    part = definePart({
      group: SETTINGS_GROUP,
      bindings: Object.fromEntries(operations.map((operation, index) => [`settings${index}`, operation.name])),
    });
    parts.set(key, part);
  }
  return part;
}

export function DestinationSettings(props: Props) {
  const { description, destination, name, onClose } = props;
  const m = useMessages(titlesMessages).settings;
  const operations = settingsOperations(description, destination.platform);
  return (
    <ModalDialog title={m.title(name)} onClose={onClose} className="destination-settings">
      <p className="hint">{m.intro}</p>
      {props.allows === false ? <p className="notice">{m.readOnly}</p> : null}
      {operations.length === 0 ? (
        <p>{m.noneDescribed}</p>
      ) : (
        <BoundPart part={settingsPart(destination.platform ?? '', operations)}>
          {(bound) =>
            Object.values(bound).map((binding, index) =>
              isBound(binding) ? (
                <SettingsOperationForm
                  key={binding.operation.key}
                  {...props}
                  binding={binding}
                  fields={settingsFields(description, operations[index]!)}
                />
              ) : null,
            )
          }
        </BoundPart>
      )}
      {props.plans && isBound(props.bound.planned) ? <PlannedEvent {...props} /> : null}
      <div className="actions">
        <Button data-autofocus onClick={onClose}>
          {m.cancel}
        </Button>
      </div>
    </ModalDialog>
  );
}

/** A value as the operation takes it by name: a list as comma-separated items, a flag as true or false. */
function sentValues(fields: readonly SettingsField[], changed: readonly string[], values: FormValues): NamedValues {
  const sent: Record<string, string> = {};
  for (const field of fields) {
    if (!changed.includes(field.name)) continue;
    const value = values[field.name];
    if (field.kind === 'category') {
      const category = value as { id: string; name: string } | undefined;
      sent.category_id = category?.id ?? '';
      sent.category_name = category?.name ?? '';
    } else if (Array.isArray(value)) sent[field.name] = value.join(', ');
    else sent[field.name] = String(value ?? '');
  }
  return sent;
}

function SettingsOperationForm({
  binding,
  fields,
  destination,
  projectId,
  bound,
  allows,
}: Props & { binding: Binding; fields: readonly SettingsField[] }) {
  const m = useMessages(titlesMessages).settings;
  const id = useId();
  const now = useMemo(() => currentValues(fields, destination.streamInfo), [fields, destination.streamInfo]);
  const [edited, setEdited] = useState<FormValues>({});
  const [said, setSaid] = useState<'saved' | 'nothing' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const values = { ...now, ...edited };
  const write = useBoundMutation(binding, {
    values: (sent: NamedValues) => projectValues(projectId, { channel_id: destination.id, ...sent }),
    confirm: false,
    onSuccess: () => setSaid('saved'),
  });
  const readOnly = allows === false;
  const set = (name: string, value: FormValue) => {
    setSaid(null);
    setEdited((was) => ({ ...was, [name]: value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changed = changedFields(fields, now, values);
    if (!changed.length) return setSaid('nothing');
    const long = fields.find(
      (field) =>
        changed.includes(field.name) &&
        typeof values[field.name] === 'string' &&
        tooLong(values[field.name] as string, field.maxLength),
    );
    if (long) return setProblem(m.tooLong(labelOf(long, m), long.maxLength ?? 0));
    setProblem(null);
    write.run(sentValues(fields, changed, values));
  };
  return (
    <form className="destination-settings-form" onSubmit={submit} noValidate>
      {fields.map((field) => (
        <FieldControl
          key={field.name}
          id={`${id}-${field.name}`}
          field={field}
          value={values[field.name]}
          disabled={readOnly}
          onChange={(value) => set(field.name, value)}
          platform={destination.platform ?? ''}
          channelId={destination.id}
          projectId={projectId}
          bound={bound}
          m={m}
        />
      ))}
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      {write.isError ? <WriteRefused className="stream-refused" words={m.refused} error={write.error} /> : null}
      <p role="status" className="hint">
        {said === 'saved' ? m.saved : said === 'nothing' ? m.nothingChanged : ''}
      </p>
      <div className="actions">
        <Button type="submit" variant="primary" disabled={readOnly || write.isPending} busy={write.isPending}>
          {write.isPending ? m.saving : m.save}
        </Button>
      </div>
    </form>
  );
}

/** A field in the page's words where it has them, else in the description's, else by its name. */
function labelOf(field: SettingsField, m: TitlesMessages['settings']): string {
  return Object.hasOwn(m.fields, field.name) ? m.fields[field.name]! : (field.gloss ?? field.name);
}

function FieldControl({
  id,
  field,
  value,
  disabled,
  onChange,
  platform,
  channelId,
  projectId,
  bound,
  m,
}: {
  id: string;
  field: SettingsField;
  value: FormValue | undefined;
  disabled: boolean;
  onChange: (value: FormValue) => void;
  platform: string;
  channelId: string;
  projectId: number;
  bound: StreamProps['bound'];
  m: TitlesMessages['settings'];
}) {
  const label = labelOf(field, m);
  const text = typeof value === 'string' ? value : '';
  const count = field.maxLength !== undefined ? `${[...text].length} / ${field.maxLength}` : undefined;
  switch (field.kind) {
    case 'flag':
      return (
        <div className="field field-check">
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
          />
          <label htmlFor={id}>{label}</label>
        </div>
      );
    case 'choice':
      return (
        <div className="field">
          <label htmlFor={id}>{label}</label>
          <select id={id} value={text} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
            <option value="">—</option>
            {field.values.map((option) => (
              <option key={option} value={option}>
                {Object.hasOwn(m.values, option) ? m.values[option] : option}
              </option>
            ))}
          </select>
        </div>
      );
    case 'tags':
      return (
        <div className="field">
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            value={Array.isArray(value) ? value.join(', ') : text}
            disabled={disabled}
            aria-describedby={`${id}-hint`}
            onChange={(event) =>
              onChange(
                event.target.value
                  .split(',')
                  .map((tag) => tag.trim())
                  .filter(Boolean),
              )
            }
          />
          <p id={`${id}-hint`} className="hint">
            {m.tagsHint}
          </p>
        </div>
      );
    case 'category':
      return (
        <CategoryField
          id={id}
          label={label}
          value={value as { id: string; name: string } | undefined}
          disabled={disabled}
          onChange={onChange}
          platform={platform}
          categories={bound.categories}
          m={m}
        />
      );
    case 'playlist':
      return (
        <PlaylistField
          id={id}
          label={label}
          value={text}
          disabled={disabled}
          onChange={onChange}
          values={projectValues(projectId, { channel_id: channelId })}
          playlists={bound.playlists}
          m={m}
        />
      );
    default:
      return (
        <div className="field">
          <label htmlFor={id}>{label}</label>
          {field.kind === 'long-text' ? (
            <textarea
              id={id}
              rows={3}
              value={text}
              disabled={disabled}
              aria-describedby={count ? `${id}-count` : undefined}
              onChange={(event) => onChange(event.target.value)}
            />
          ) : (
            <input
              id={id}
              value={text}
              disabled={disabled}
              aria-invalid={tooLong(text, field.maxLength) || undefined}
              aria-describedby={count ? `${id}-count` : undefined}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
          {count ? (
            <p id={`${id}-count`} className={tooLong(text, field.maxLength) ? 'form-error' : 'hint'}>
              {count}
            </p>
          ) : null}
        </div>
      );
  }
}

/** The items of a list answer that have an ID and a name: categories, playlists. */
function readNamed(body: unknown, answer: Parameters<typeof listShape>[0]): { id: string; name: string }[] {
  return readListPage(body, listShape(answer)).items.flatMap((item) => {
    const { id, name } = (item ?? {}) as Record<string, unknown>;
    return (typeof id === 'string' || typeof id === 'number') && typeof name === 'string'
      ? [{ id: String(id), name }]
      : [];
  });
}

const parseNamed = byAnswer(readNamed);

function CategoryField({
  id,
  label,
  value,
  disabled,
  onChange,
  platform,
  categories,
  m,
}: {
  id: string;
  label: string;
  value: { id: string; name: string } | undefined;
  disabled: boolean;
  onChange: (value: FormValue) => void;
  platform: string;
  categories: Bound;
  m: TitlesMessages['settings'];
}) {
  const [query, setQuery] = useState('');
  // The service is asked as the user types, the latest question winning: React drops the answers of older ones.
  const asked = useDeferredValue(query.trim());
  const found = useBoundRead(categories, { type: platform, ...(asked ? { q: asked } : {}) }, parseNamed, {
    enabled: isBound(categories) && !disabled,
    staleTime: 60_000,
  });
  return (
    <fieldset className="field category-field">
      <legend>{label}</legend>
      <p>
        {value?.id ? m.categoryChosen(value.name) : m.categoryNone}{' '}
        {value?.id && !disabled ? (
          <Button variant="quiet" onClick={() => onChange({ id: '', name: '' })}>
            {m.categoryClear}
          </Button>
        ) : null}
      </p>
      {isBound(categories) ? (
        <>
          <label htmlFor={id}>{m.categorySearch}</label>
          <input
            id={id}
            type="search"
            value={query}
            disabled={disabled}
            autoComplete="off"
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
                  aria-pressed={value?.id === category.id}
                  disabled={disabled}
                  onClick={() => onChange(category)}
                >
                  {category.name}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </fieldset>
  );
}

function PlaylistField({
  id,
  label,
  value,
  disabled,
  onChange,
  values,
  playlists,
  m,
}: {
  id: string;
  label: string;
  value: string;
  disabled: boolean;
  onChange: (value: FormValue) => void;
  values: NamedValues;
  playlists: Bound;
  m: TitlesMessages['settings'];
}) {
  const list = useBoundRead(playlists, values, parseNamed, { enabled: isBound(playlists) });
  const options = list.data ?? [];
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        <option value="">{m.playlistNone}</option>
        {/* The one the destination has, even before (or without) the list. */}
        {value && !options.some((option) => option.id === value) ? <option value={value}>{value}</option> : null}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The planned event the next broadcast is (YouTube's scheduled ones), where the service describes them. */
function PlannedEvent({ bound, projectId, destination, allows }: Props) {
  const m = useMessages(titlesMessages).settings;
  const id = useId();
  const values = projectValues(projectId, { channel_id: destination.id });
  const list = useBoundRead(bound.planned, values, byAnswer(readPlanned));
  const [chosen, setChosen] = useState('');
  const write = useBoundMutation(bound.setPlanned, {
    values: (plannedId: string) => ({ ...values, id: plannedId }),
    confirm: false,
  });
  if (!list.data?.length) return null;
  return (
    <section className="planned-event" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{m.planned}</h3>
      <div className="field">
        <label htmlFor={id}>{m.plannedChoose}</label>
        <select id={id} value={chosen} onChange={(event) => setChosen(event.target.value)} disabled={allows === false}>
          <option value="">{m.plannedNone}</option>
          {list.data.map((event) => (
            <option key={event.id} value={event.id}>
              {event.title}
            </option>
          ))}
        </select>
      </div>
      {write.binding ? (
        <Button onClick={() => write.run(chosen)} busy={write.isPending} disabled={allows === false || write.isPending}>
          {m.plannedSet}
        </Button>
      ) : null}
      <p role="status" className="hint">
        {write.isSuccess ? m.saved : ''}
      </p>
      {write.isError ? <WriteRefused className="stream-refused" words={m.refused} error={write.error} /> : null}
    </section>
  );
}

/** The planned events of a list answer: each item's `planned` record (the real kind's), or the item itself. */
function readPlanned(body: unknown, answer: Parameters<typeof listShape>[0]): { id: string; title: string }[] {
  return readListPage(body, listShape(answer)).items.flatMap((item) => {
    const record = (item ?? {}) as Record<string, unknown>;
    const event = (typeof record.planned === 'object' && record.planned !== null ? record.planned : record) as Record<
      string,
      unknown
    >;
    return typeof event.id === 'string' && event.id !== ''
      ? [{ id: event.id, title: typeof event.title === 'string' && event.title !== '' ? event.title : event.id }]
      : [];
  });
}
