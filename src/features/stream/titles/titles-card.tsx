import { type FormEvent, memo, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { WriteRefused } from '../../../components/page-error.tsx';
import { PartNote } from '../../../components/part-note.tsx';
import { pageHref } from '../../../config/route-map.ts';
import { isBound } from '../../../lib/bindings/bind.ts';
import { projectValues } from '../../../lib/bindings/call.ts';
import { useWholeList } from '../../../lib/bindings/pages.ts';
import { useRead } from '../../../lib/bindings/read.ts';
import { useBoundMutation } from '../../../lib/bindings/write.ts';
import { useMessages } from '../../../lib/i18n/message-table.ts';
import {
  type Destination,
  destinationLabel,
  destinationList,
} from '../../../lib/operations/channels/destination-list.ts';
import { type Platform, platformsRead } from '../../../lib/operations/platforms/platform-list.ts';
import type { StreamProps } from '../stream-props.ts';
import { usePlanAllowsChanges } from './plan-allows.ts';
import { characters, tooLong } from '../../../components/form/text-length.ts';
import { type TitleRoom, titleRooms } from './settings-form.ts';
import { titlesMessages } from './titles-messages.ts';
import './titles.css';

// One title and description for every destination: the service's bulk update, sent once, after the page has checked
// the text against what each destination's platform takes; then each destination's title as the service reads it
// back. Read-only where the project's plan does not allow it.

type Props = Pick<StreamProps, 'bound' | 'description'> & {
  projectId: number;
  /** The account's level in the project does not let it change the title (lib/operations/account/own-access.ts). */
  readOnly?: boolean;
};

/** A destination's platform takes a title (and a description): as Supported platforms says, else as its settings do. */
function takes(room: TitleRoom, platforms: readonly Platform[] | undefined, what: 'title' | 'description'): boolean {
  const ability = platforms?.find((platform) => platform.id === room.destination.platform)?.abilities[`set_${what}`];
  return ability ?? room[what] !== undefined;
}

const streamTitle = (destination: Destination) => {
  const title = destination.streamInfo?.title;
  return typeof title === 'string' ? title : undefined;
};

export const TitlesCard = memo(function TitlesCard({ bound, description, projectId, readOnly = false }: Props) {
  const m = useMessages(titlesMessages);
  const titleId = useId();
  const list = useWholeList(destinationList, bound.destinations, projectId);
  const platforms = useRead(platformsRead, bound.platforms, projectId).data;
  const allows = usePlanAllowsChanges(bound.plans, projectId);
  const rooms = useMemo(() => titleRooms(description, list.data ?? []), [description, list.data]);
  const takers = rooms.filter((room) => takes(room, platforms, 'title'));
  const titles = [...new Set(takers.map((room) => streamTitle(room.destination) ?? ''))];
  return (
    <section className="card stream-titles" aria-labelledby={titleId}>
      <h2 id={titleId}>{m.title}</h2>
      {titles.length === 1 && titles[0] ? (
        <p>{m.sameEverywhere(titles[0])}</p>
      ) : titles.length > 1 ? (
        <p>{m.differs}</p>
      ) : null}
      {isBound(bound.bulkTitle) ? (
        <details className="stream-title-edit">
          <summary>{m.edit}</summary>
          <TitleForm
            bound={bound}
            projectId={projectId}
            rooms={rooms}
            readAt={list.dataUpdatedAt}
            platforms={platforms}
            initial={titles.length === 1 ? (titles[0] ?? '') : ''}
            readOnly={readOnly ? 'level' : allows === false ? 'plan' : undefined}
          />
        </details>
      ) : (
        <>
          <p className="hint">{m.notDescribed}</p>
          <PartNote part={bound.bulkTitle} />
        </>
      )}
    </section>
  );
});

function TitleForm({
  bound,
  projectId,
  rooms,
  readAt,
  platforms,
  initial,
  readOnly,
}: Pick<Props, 'bound' | 'projectId'> & {
  rooms: readonly TitleRoom[];
  /** When the destinations were last read: results are theirs once read after the write. */
  readAt: number;
  platforms: readonly Platform[] | undefined;
  initial: string;
  /** Why nothing can be changed here, if so: the account's level in the project, or the project's plan. */
  readOnly: 'level' | 'plan' | undefined;
}) {
  const m = useMessages(titlesMessages);
  const id = useId();
  const [title, setTitle] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<{ title: string; at: number } | null>(null);
  const shown = title ?? initial;
  const write = useBoundMutation(bound.bulkTitle, {
    values: (what: { title: string; description: string }) => projectValues(projectId, what),
    confirm: false,
    onSuccess: (_data, what) => setSent({ title: what.title, at: Date.now() }),
  });
  const titleOf = (room: TitleRoom) =>
    platforms?.find((platform) => platform.id === room.destination.platform)?.title ?? room.destination.platformTitle;
  // Each destination by its name and its platform's, as every list of them names it.
  const nameOf = (room: TitleRoom) => destinationLabel({ ...room.destination, platformTitle: titleOf(room) });
  const platformOf = (room: TitleRoom) => titleOf(room) ?? room.destination.platform ?? nameOf(room);
  // The strictest limit among the destinations that take one: what the counter counts against.
  const most = (what: 'title' | 'description') =>
    Math.min(
      ...rooms
        .filter((room) => takes(room, platforms, what))
        .map((room) => room[what]?.maxLength ?? Number.POSITIVE_INFINITY),
    );
  const titleMost = most('title');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Each platform's limit, before anything is sent: the service would refuse the whole update for one of them.
    const over = (what: 'title' | 'description', value: string) =>
      rooms.filter((room) => takes(room, platforms, what) && tooLong(value, room[what]?.maxLength));
    const longTitle = over('title', shown);
    const longText = over('description', text);
    const first = longTitle.length ? longTitle : longText;
    if (first.length) {
      const what = longTitle.length ? m.titleLabel : m.descriptionLabel;
      const key = longTitle.length ? 'title' : 'description';
      const names = first.map((room) => m.limit(platformOf(room), room[key]?.maxLength ?? 0));
      setProblem(m.tooLong(what.toLowerCase(), [...new Set(names)].join(', ')));
      return;
    }
    setProblem(null);
    write.run({ title: shown, description: text });
  };
  const errorId = `${id}-problem`;
  return (
    <form className="stream-title-form" onSubmit={submit} noValidate>
      {readOnly === 'level' ? (
        <p className="notice" role="note">
          {m.levelReadOnly}
        </p>
      ) : readOnly === 'plan' ? (
        <p className="notice" role="note">
          {m.readOnly} <Link to={pageHref('restream', projectId)}>{m.toPlans}</Link>
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-title`}>{m.titleLabel}</label>
        <input
          id={`${id}-title`}
          value={shown}
          disabled={readOnly !== undefined}
          onChange={(event) => setTitle(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-count${problem ? ` ${errorId}` : ''}`}
        />
        <p id={`${id}-count`} className="hint">
          {Number.isFinite(titleMost) ? m.count(characters(shown), titleMost) : null}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-text`}>{m.descriptionLabel}</label>
        <textarea
          id={`${id}-text`}
          rows={3}
          value={text}
          disabled={readOnly !== undefined}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <p className="hint">{m.hint}</p>
      {problem ? (
        <p id={errorId} className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      {write.isError ? <WriteRefused className="stream-refused" words={m.refused} error={write.error} /> : null}
      <div className="actions">
        <Button
          type="submit"
          variant="primary"
          disabled={readOnly !== undefined || write.isPending}
          busy={write.isPending}
        >
          {write.isPending ? m.applying : m.apply}
        </Button>
      </div>
      {sent !== null && readAt >= sent.at ? (
        <Results rooms={rooms} platforms={platforms} sent={sent.title} nameOf={nameOf} />
      ) : null}
    </form>
  );
}

/** Each destination's title as the service now reads it back, against the one sent. */
function Results({
  rooms,
  platforms,
  sent,
  nameOf,
}: {
  rooms: readonly TitleRoom[];
  platforms: readonly Platform[] | undefined;
  sent: string;
  nameOf: (room: TitleRoom) => string;
}) {
  const m = useMessages(titlesMessages);
  return (
    <section className="stream-title-results" aria-label={m.results}>
      <h3>{m.results}</h3>
      <ul role="status">
        {rooms.map((room) => {
          const now = streamTitle(room.destination);
          const result = !takes(room, platforms, 'title')
            ? { word: m.notTaken, ok: undefined }
            : now === sent
              ? { word: m.applied, ok: true }
              : { word: m.notApplied(now || m.noTitle), ok: false };
          return (
            <li key={room.destination.id} data-result={result.ok === undefined ? 'none' : String(result.ok)}>
              <span className="service-text">{nameOf(room)}</span>:{' '}
              <span>
                {result.ok ? '✓ ' : ''}
                {result.word}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
