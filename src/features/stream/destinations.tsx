import { Suspense, lazy, memo, useCallback, useId, useMemo, useState } from 'react';
import { usePlanAllowsChanges } from './titles/plan-allows.ts';
import { settingsNames } from './titles/settings-form.ts';
import { titlesMessages } from './titles/titles-messages.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { MoreMenu } from '../../components/more-menu.tsx';
import { InsertedView } from '../../components/inserted-view.tsx';
import { DestinationRow, rowState } from './destination-row.tsx';
import { Link } from 'react-router';
import { WriteRefused } from '../../components/page-error.tsx';
import { FirstRows } from '../../components/first-rows.tsx';
import { ReadPart } from '../../components/read-part.tsx';
import { Deferred } from '../../components/deferred.tsx';
import { PartNote } from '../../components/part-note.tsx';
import { type Binding, isBound } from '../../lib/bindings/bind.ts';
import { useWholeList } from '../../lib/bindings/pages.ts';
import { useRead } from '../../lib/bindings/read.ts';
import { useDestinationSwitch } from '../../lib/operations/channels/destination-switch.ts';
import {
  type Destination,
  describedStatuses,
  destinationList,
} from '../../lib/operations/channels/destination-list.ts';
import { SETTINGS_GROUP, settingsBindings } from './model/platforms.ts';
import { type Platform, oauthStartOf, platformsRead } from '../../lib/operations/platforms/platform-list.ts';
import { OauthButton } from '../../components/oauth-button.tsx';
import type { StreamProps } from './stream-props.ts';
import { streamMessages } from './stream-messages.ts';
import type { Figure } from '../../lib/operations/broadcast/live-answers.ts';
import { useDestinationFigures } from './model/destination-figures.ts';
import { ReadReport, landed } from './read-report.ts';
import { addAgainHref, destinationStateMessages } from '../../lib/operations/channels/destination-state.ts';
import { Button, ButtonLink } from '../../components/button.tsx';
import { ConfirmWrite, useAskFirst } from '../../components/confirm-write.tsx';
import { StreamSwitch } from './stream-switch.tsx';
import { LargeButtons } from '../../components/large-buttons.tsx';

// A destination's own settings (and the forms' builder they draw with) load when first opened: the page's first
// paint does not wait for them.
const DestinationSettings = lazy(() =>
  import('./titles/destination-settings.tsx').then((module) => ({ default: module.DestinationSettings })),
);

/** What every row is given alike, each as a prop of its own: a row is drawn again only when one of its own changes. */
type RowContext = Pick<StreamProps, 'bound' | 'description' | 'operationHref' | 'inserts'> & {
  projectId: number;
  /** The account's level in the project does not let it change the destinations: shown as they are. */
  readOnly: boolean;
};

type Context = StreamProps & {
  projectId: number;
  /** Told whether the list (and the platforms' names its rows show) has landed: its room is known then. */
  onRead?: (read: boolean) => void;
  /** The account's level in the project does not let it change the destinations. */
  readOnly?: boolean;
};

/** The project's destinations by platform and name, each with its state as the service gives it and its switch. */
export const Destinations = memo(function Destinations(context: Context) {
  const { bound, projectId, onRead, description, operationHref, inserts, readOnly = false } = context;
  const m = useMessages(streamMessages);
  const rowContext: RowContext = { bound, projectId, description, operationHref, inserts, readOnly };
  const list = useWholeList(destinationList, bound.destinations, projectId);
  // While live: each destination's figures (viewers, messages, likes…) by its channel ID, as the live panel reads
  // them; or `reading` while they may still come.
  const liveFigures = useDestinationFigures(bound, projectId);
  // The platforms' names for people ("YouTube"): the same read as adding a destination's.
  const platforms = useRead(platformsRead, bound.platforms, projectId);
  // The rows are drawn once their platforms' names are here too, so a row does not rewrap when they come; what is
  // below the list (adding a destination) comes once the rows are drawn, below them.
  const read = landed(bound.destinations, list) && landed(bound.platforms, platforms);
  const rows = { ...list, isPending: !read, refetch: list.refetch };
  const described = useMemo(() => describedStatuses(bound.destinations), [bound]);
  const allows = usePlanAllowsChanges(bound.plans, projectId);
  // The destination whose own title and settings are open, by its ID: the dialog shows it as the list has it now.
  const [editingId, setEditingId] = useState<string | null>(null);
  const setEditing = useCallback((destination: Destination) => setEditingId(destination.id), []);
  const editing = list.data?.find((destination) => destination.id === editingId);
  const titleId = useId();
  return (
    <section className="card stream-destinations" aria-labelledby={titleId}>
      <LargeButtons>
        <h2 id={titleId}>{m.destinations.title}</h2>
        {/* The rows, and what is below them, drawn in short tasks as the list lands (and with every live figure); the
            page is told the list is read from here, once they are. */}
        <Deferred>
          <ReadReport onRead={onRead} read={read} />
          <ReadPart bound={bound.destinations} query={rows}>
            {(destinations) => {
              if (destinations.length === 0) return <p className="hint">{m.destinations.none}</p>;
              // A destination on air means the stream is, and every destination switched on takes part in it: the live
              // info gives each of those its figures.
              const onAir = destinations.some((destination) => destination.live === true);
              return (
                <FirstRows items={destinations}>
                  {(shown) => (
                    <ul className="dest-list">
                      {shown.map((destination) => (
                        <DestinationListRow
                          key={destination.id}
                          destination={destination}
                          figuresDue={destination.live === true || (onAir && destination.active === true)}
                          projectLive={onAir}
                          figures={liveFigures === 'reading' ? undefined : liveFigures.get(destination.id)}
                          reading={liveFigures === 'reading'}
                          platforms={platforms.data}
                          described={described}
                          onEdit={setEditing}
                          {...rowContext}
                        />
                      ))}
                    </ul>
                  )}
                </FirstRows>
              );
            }}
          </ReadPart>
          {read ? (
            <>
              {isBound(bound.destinations) ? <PartNote part={bound.channelSwitch} /> : null}
              {readOnly ? null : (
                <details className="stream-add">
                  <summary>{m.destinations.addTitle}</summary>
                  <InsertedView view={context.inserts?.addDestination} props={{ projectId }} />
                </details>
              )}
            </>
          ) : null}
        </Deferred>
        {editing ? (
          <Suspense fallback={null}>
            <DestinationSettings
              bound={bound}
              settings={settingsBindings(context.description, editing.platform)}
              projectId={projectId}
              destination={editing}
              name={editing.name || m.destinations.unnamed(editing.id)}
              allows={allows}
              plans={platforms.data?.find((platform) => platform.id === editing.platform)?.abilities.planned}
              onClose={() => setEditingId(null)}
            />
          </Suspense>
        ) : null}
      </LargeButtons>
    </section>
  );
});

/**
 * One destination. One the list says is on air, or switched on while the stream is, holds one line of its figures'
 * room from the first draw until the live panel settles: the figures take its place, or it goes when none will come.
 * Drawn before the live info is read, the row would otherwise grow under the pointer as the figures arrive.
 */
const DestinationListRow = memo(function DestinationListRow({
  destination,
  figuresDue,
  figures,
  reading,
  platforms,
  described,
  projectLive,
  onEdit,
  ...context
}: RowContext & {
  destination: Destination;
  figuresDue: boolean;
  /** Whether the project is live: any of its destinations is on air. */
  projectLive: boolean;
  /** Its figures from the live info, while live. */
  figures: readonly Figure[] | undefined;
  /** Whether figures may still come. */
  reading: boolean;
  platforms: readonly Platform[] | undefined;
  described: readonly string[];
  onEdit: (destination: Destination) => void;
}) {
  const { description, bound, operationHref, readOnly, projectId, inserts } = context;
  const m = useMessages(streamMessages);
  const fieldWords = useMessages(titlesMessages).settings.fields;
  const stateWords = useMessages(destinationStateMessages);
  const name = destination.name || m.destinations.unnamed(destination.id);
  const title = platforms?.find((platform) => platform.id === destination.platform)?.title;
  // Its platform's sign-in, where the deployment describes one for it: else signing in again is adding it again.
  const connect = destination.platform === undefined ? undefined : oauthStartOf(bound.oauth, destination.platform);
  const row = rowState(
    destination,
    { described, projectLive, name, connect: connect !== undefined },
    title,
    stateWords,
  );
  const settings = settingsBindings(description, destination.platform);
  const actions = inserts?.destinationActions ?? [];
  const start = readOnly ? undefined : connect;
  const reconnect =
    start && destination.platform ? (
      <OauthButton
        start={start}
        className="stream-oauth"
        platform={destination.platform}
        platformName={row.platform}
        channelId={destination.id}
        projectId={context.projectId}
        label={m.destinations.reconnect(row.platform ?? name)}
      />
    ) : null;
  // What other features add to the row (its quality), told of it as the list names it.
  const named = useMemo(
    () => ({ id: destination.id, name, platform: destination.platform }),
    [destination.id, name, destination.platform],
  );
  return (
    <DestinationRow
      destination={destination}
      name={name}
      row={row}
      figures={figures}
      figuresDue={figuresDue}
      reading={reading}
      action={
        row.action === 'signIn' ? (
          reconnect
        ) : row.action === 'addAgain' && !readOnly && destination.platform ? (
          <ButtonLink to={addAgainHref(projectId, destination.platform)}>
            {stateWords.actions.addAgain(row.platform ?? name)}
          </ButtonLink>
        ) : row.action === 'retry' && !readOnly && isBound(bound.channelSwitch) ? (
          <RetryDestination
            destination={destination}
            name={name}
            binding={bound.channelSwitch}
            live={projectLive}
            {...context}
          />
        ) : null
      }
      switchControl={
        isBound(bound.channelSwitch) && destination.active !== undefined ? (
          <DestinationSwitch
            destination={destination}
            name={name}
            binding={bound.channelSwitch}
            live={destination.live === true || figuresDue}
            viewers={viewersOf(figures)}
            {...context}
          />
        ) : null
      }
      details={<InsertedView view={inserts?.destinationDetails} props={{ projectId, destination: named }} />}
      menu={
        settings.length || actions.length ? (
          <MoreMenu label={m.destinations.more(name)}>
            {readOnly || !settings.length ? null : (
              <Button variant="quiet" onClick={() => onEdit(destination)}>
                {m.destinations.settings}
              </Button>
            )}
            {settings.map((binding) => (
              <Link
                key={binding.operation.key}
                to={operationHref(SETTINGS_GROUP, binding.operation.key, { 'body.channel_id': destination.id })}
              >
                {/* Where the settings are split over operations, each is named by what it sets, never by its summary. */}
                {m.destinations.console(
                  settings.length === 1
                    ? m.destinations.settings
                    : settingsNames(binding, fieldWords) || m.destinations.settings,
                )}
              </Link>
            ))}
            {/* What other parts of the dashboard offer for a destination (its quality, removing it). */}
            {actions.map((view, index) => (
              <InsertedView key={index} view={view} props={{ projectId, destination: named }} />
            ))}
          </MoreMenu>
        ) : null
      }
    />
  );
});

/** A destination's viewers, where its live figures count them (the real kind's `viewer`). */
function viewersOf(figures: readonly Figure[] | undefined): number | undefined {
  const value = figures?.find((figure) => figure.field === 'viewer' || figure.field === 'viewers')?.value;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/**
 * The on/off switch: applied at once, shown busy while the service answers, and put back with the service's words
 * when it refuses. The list is read again afterwards, so what shows is what the service keeps. Switching off a
 * destination that is live asks first, naming it and its viewers: Cancel sends nothing and it stays on.
 */
function DestinationSwitch({
  destination,
  name,
  binding,
  live,
  viewers,
  bound,
  projectId,
  readOnly,
}: RowContext & {
  destination: Destination;
  name: string;
  binding: Binding;
  /** It is on air, or switched on while the stream is. */
  live: boolean;
  viewers: number | undefined;
}) {
  const m = useMessages(streamMessages);
  const toggle = useDestinationSwitch(destination, binding, bound.destinations, projectId);
  const { ask, question } = useAskFirst((on: boolean) => toggle.run(on));
  // The press not answered yet shows from the moment it is made; a second one meanwhile would race it.
  const pressed = toggle.sending.at(-1);
  const busy = pressed !== undefined;
  const on = pressed ?? destination.active === true;
  return (
    <>
      <StreamSwitch
        on={on}
        busy={busy}
        readOnly={readOnly}
        aria-label={m.destinations.switchLabel(name)}
        onPress={() => (on && live ? ask(false) : toggle.run(!on))}
      />
      <ConfirmWrite
        write={question}
        title={m.destinations.offTitle(name)}
        confirmLabel={m.destinations.offConfirm}
        cancelLabel={m.destinations.offCancel}
      >
        <p>{m.destinations.offBody(name, viewers)}</p>
      </ConfirmWrite>
      {toggle.isError ? (
        <WriteRefused className="stream-refused" words={m.destinations.refused(name)} error={toggle.error} />
      ) : null}
    </>
  );
}

/**
 * Trying a destination that did not start again: switched off and on, the two sent in order. While the stream is live
 * it asks first, naming it: Cancel sends nothing.
 */
function RetryDestination({
  destination,
  name,
  binding,
  live,
  bound,
  projectId,
}: RowContext & { destination: Destination; name: string; binding: Binding; live: boolean }) {
  const m = useMessages(streamMessages);
  const toggle = useDestinationSwitch(destination, binding, bound.destinations, projectId);
  const busy = toggle.sending.length > 0;
  const retry = () => {
    toggle.run(false);
    toggle.run(true);
  };
  const { ask, question } = useAskFirst(retry);
  return (
    <>
      <Button busy={busy} disabled={busy} onClick={() => (live ? ask(undefined) : retry())}>
        {m.destinations.retry}
      </Button>
      <ConfirmWrite
        write={question}
        title={m.destinations.retryTitle(name)}
        confirmLabel={m.destinations.retry}
        cancelLabel={m.destinations.offCancel}
      >
        <p>{m.destinations.retryBody(name)}</p>
      </ConfirmWrite>
      {toggle.isError ? (
        <WriteRefused className="stream-refused" words={m.destinations.refused(name)} error={toggle.error} />
      ) : null}
    </>
  );
}
