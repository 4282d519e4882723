import { type ReactNode, useId } from 'react';
import type { Figure } from '../../lib/operations/broadcast/live-answers.ts';
import { LiveFigures, LiveFiguresRoom } from './live/live-figures.tsx';
import { type Destination, needsReconnect } from '../../lib/operations/channels/destination-list.ts';
import type { StreamMessages } from './stream-messages.ts';
import { type DestinationStateWords, destinationState } from '../../lib/operations/channels/destination-state.ts';

// One destination as a streamer reads it: the platform's mark and name, the destination's name, one state in words,
// its live figures, and what needs doing (a platform that wants its sign-in again) — its switch and its menu beside.

export interface RowState {
  /** The words of its state: the page's word for a value the description enumerates, else the service's own. */
  state: string | undefined;
  onAir: boolean;
  /** The platform as people name it ("YouTube"), or as the service gives it. */
  platform: string | undefined;
}

/** A destination's state in words (lib/operations/channels/destination-state.ts) and its platform's name. */
export function rowState(
  destination: Destination,
  described: readonly string[],
  platformTitle: string | undefined,
  words: DestinationStateWords,
): RowState {
  return {
    ...destinationState(destination, described, words),
    platform: platformTitle ?? destination.platformTitle ?? destination.platform,
  };
}

export function DestinationRow({
  destination,
  name,
  row,
  figures,
  figuresDue,
  reading,
  m,
  switchControl,
  menu,
  details,
  reconnect,
}: {
  destination: Destination;
  name: string;
  row: RowState;
  figures: readonly Figure[] | undefined;
  /** Figures may still come for it: its room is held so the row does not grow under the pointer. */
  figuresDue: boolean;
  reading: boolean;
  m: StreamMessages;
  switchControl: ReactNode;
  menu: ReactNode;
  /** What another feature says of it (its quality), beside its state. */
  details?: ReactNode;
  /** The way to sign in to its platform again, where it wants that and the service describes one. */
  reconnect: ReactNode;
}) {
  const nameId = useId();
  const problem = needsReconnect(destination);
  return (
    <li className={row.onAir ? 'dest dest-on-air' : 'dest'} aria-labelledby={nameId}>
      <span className="dest-mark" aria-hidden="true" data-platform={destination.platform}>
        {(row.platform ?? name).trim().charAt(0).toUpperCase()}
      </span>
      {/* A destination's name and its platform's are what people call them: not set apart as the service's words. */}
      <p id={nameId} className="dest-name">
        <span className="dest-name-text">{name}</span>
        {row.platform ? <span className="dest-platform"> · {row.platform}</span> : null}
      </p>
      <div className="dest-controls">
        {switchControl}
        {menu}
      </div>
      <div className="dest-main">
        {typeof destination.streamInfo?.title === 'string' && destination.streamInfo.title !== '' ? (
          <p className="dest-title">{destination.streamInfo.title}</p>
        ) : null}
        {row.state ? (
          <p className="dest-state">
            <span className={row.onAir ? 'dest-badge dest-badge-live' : `dest-badge dest-badge-${destination.status}`}>
              {row.state}
            </span>{' '}
            {details}
          </p>
        ) : (
          details
        )}
        {figures ? <LiveFigures figures={figures} inline /> : reading && figuresDue ? <LiveFiguresRoom /> : null}
        {problem ? (
          <div className="dest-problem">
            <p>{m.destinations.signInAgain(row.platform ?? name)}</p>
            {reconnect}
          </div>
        ) : null}
      </div>
    </li>
  );
}
