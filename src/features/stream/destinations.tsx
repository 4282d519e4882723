import { useId } from 'react';
import { Link } from 'react-router';
import { RefusalSaid } from '../../components/page-error.tsx';
import { FirstRows } from '../../components/first-rows.tsx';
import { ReadPart } from '../../components/read-part.tsx';
import { PartNote } from '../../components/part-note.tsx';
import { type Binding, isBound } from '../../lib/bindings/bind.ts';
import { useBoundReadAll } from '../../lib/bindings/pages.ts';
import { byAnswer } from '../../lib/bindings/read.ts';
import { itemChange, useBoundMutation } from '../../lib/bindings/write.ts';
import { channelSwitchValues } from './model/channel-switch.ts';
import { type Destination, needsReconnect, readDestinations } from './model/destinations.ts';
import { SETTINGS_GROUP, settingsOperations } from './model/platforms.ts';
import { AddDestination, OauthButton, oauthStart } from './add-destination.tsx';
import type { StreamProps } from './stream-props.ts';
import type { StreamMessages } from './stream-messages.ts';
import type { DestinationFigures } from './live/live-answers.ts';
import { LiveFigures, LiveFiguresRoom } from './live/live-figures.tsx';
import { projectValues } from '../../lib/bindings/call.ts';

type Context = StreamProps & {
  projectId: number;
  m: StreamMessages;
  /**
   * While live: each destination's figures (viewers, messages, likes…) by its channel ID, from the live info; or
   * `reading` while they may still come.
   */
  liveFigures: DestinationFigures;
};

const parseDestinations = byAnswer(readDestinations);

/** The project's destinations by platform and name, each with its state as the service gives it and its switch. */
export function Destinations(context: Context) {
  const { bound, projectId, m } = context;
  const list = useBoundReadAll(bound.destinations, projectValues(projectId), parseDestinations);
  const titleId = useId();
  return (
    <section className="stream-card stream-destinations" aria-labelledby={titleId}>
      <h2 id={titleId}>{m.destinations.title}</h2>
      <ReadPart bound={bound.destinations} query={list}>
        {(destinations) => {
          if (destinations.length === 0) return <p className="hint">{m.destinations.none}</p>;
          // A destination on air means the stream is, and every destination switched on takes part in it: the live
          // info gives each of those its figures.
          const onAir = destinations.some((destination) => destination.live === true);
          return (
            <FirstRows items={destinations}>
              {(shown) => (
                <ul className="stream-destination-list">
                  {shown.map((destination) => (
                    <DestinationRow
                      key={destination.id}
                      destination={destination}
                      figuresDue={destination.live === true || (onAir && destination.active === true)}
                      {...context}
                    />
                  ))}
                </ul>
              )}
            </FirstRows>
          );
        }}
      </ReadPart>
      {isBound(bound.destinations) ? <PartNote part={bound.channelSwitch} /> : null}
      <AddDestination {...context} />
    </section>
  );
}

/**
 * One destination. One the list says is on air, or switched on while the stream is, holds one line of its figures'
 * room from the first draw until the live panel settles: the figures take its place, or it goes when none will come.
 * Drawn before the live info is read, the row would otherwise grow under the pointer as the figures arrive.
 */
function DestinationRow({
  destination,
  figuresDue,
  ...context
}: Context & { destination: Destination; figuresDue: boolean }) {
  const { description, bound, operationHref, m, liveFigures } = context;
  const figures = liveFigures === 'reading' ? undefined : liveFigures.get(destination.id);
  const name = destination.name || m.destinations.unnamed(destination.id);
  const settings = settingsOperations(description, destination.platform);
  const nameId = useId();
  return (
    <li className="stream-destination" aria-labelledby={nameId}>
      <div className="stream-destination-head">
        <span id={nameId} className="stream-destination-name">
          {destination.platform ? <span className="stream-platform service-text">{destination.platform}</span> : null}{' '}
          <span className="service-text">{name}</span>
        </span>
        {isBound(bound.channelSwitch) && destination.active !== undefined ? (
          <DestinationSwitch destination={destination} name={name} binding={bound.channelSwitch} {...context} />
        ) : null}
      </div>
      <p className="stream-destination-state">
        {destination.status !== undefined ? (
          <span>
            {m.destinations.state}: <span className="service-text">{destination.status}</span>
          </span>
        ) : null}
        {destination.live ? <span className="stream-live-badge">{m.destinations.live}</span> : null}
        {destination.tokens.map(({ name: which, state }, index) => (
          <span key={index} className="service-text">
            {which === undefined ? m.destinations.token(state) : m.destinations.namedToken(which, state)}
          </span>
        ))}
      </p>
      {figures ? (
        <LiveFigures figures={figures} />
      ) : liveFigures === 'reading' && figuresDue ? (
        <LiveFiguresRoom />
      ) : null}
      {needsReconnect(destination) && destination.platform && oauthStart(bound, destination.platform) ? (
        <div className="stream-reconnect">
          <OauthButton
            platform={destination.platform}
            channelId={destination.id}
            label={m.destinations.reconnect(name)}
            {...context}
          />
        </div>
      ) : null}
      {settings.map((operation) => (
        <p key={operation.key}>
          <Link to={operationHref(SETTINGS_GROUP, operation.key, { 'body.channel_id': destination.id })}>
            {settings.length === 1
              ? m.destinations.settings(name)
              : `${m.destinations.settings(name)}: ${operation.summary ?? operation.key}`}
          </Link>{' '}
          {settings.length === 1 ? <span className="hint">({operation.summary})</span> : null}
        </p>
      ))}
    </li>
  );
}

/**
 * The on/off switch: applied at once, shown busy while the service answers, and put back with the service's words
 * when it refuses. The list is read again afterwards, so what shows is what the service keeps.
 */
function DestinationSwitch({
  destination,
  name,
  binding,
  bound,
  projectId,
  m,
}: Context & { destination: Destination; name: string; binding: Binding }) {
  const toggle = useBoundMutation(binding, {
    values: (on: boolean) => channelSwitchValues(destination, on),
    // Only this destination is put back on a refusal: another switched meanwhile keeps its new position.
    optimistic: itemChange<Destination, boolean>(
      { bound: bound.destinations, values: projectValues(projectId), whole: true },
      (entry) => entry.id,
      () => destination.id,
      (entry, on) => ({ ...entry, active: on }),
    ),
  });
  // The press not answered yet shows from the moment it is made; a second one meanwhile would race it.
  const pressed = toggle.sending.at(-1);
  const busy = pressed !== undefined;
  const on = pressed ?? destination.active === true;
  return (
    <>
      <button
        type="button"
        role="switch"
        className="stream-switch"
        aria-checked={on}
        aria-busy={busy}
        aria-label={m.destinations.switchLabel(name)}
        aria-disabled={busy}
        onClick={() => {
          if (!busy) toggle.run(!on);
        }}
      />
      {toggle.isError ? (
        <div className="stream-refused" role="alert">
          <p>{m.destinations.refused(name)}</p>
          <RefusalSaid error={toggle.error} />
        </div>
      ) : null}
    </>
  );
}
