import { type ReactNode, useId } from 'react';
import type { Figure } from '../../lib/operations/broadcast/live-answers.ts';
import { LiveFigures, LiveFiguresRoom } from './live/live-figures.tsx';
import type { Destination } from '../../lib/operations/channels/destination-list.ts';
import {
  type DestinationState,
  type DestinationStateWords,
  destinationState,
} from '../../lib/operations/channels/destination-state.ts';

// One destination as a streamer reads it: the platform's mark and name, the destination's name, its one state in
// words with its reason, its live figures, and the one thing to do about its state — its switch and its menu beside.

export interface RowState extends DestinationState {
  /** The platform as people name it ("YouTube"), or as the service gives it. */
  platform: string | undefined;
}

/** A destination's one state (lib/operations/channels/destination-state.ts) and its platform's name. */
export function rowState(
  destination: Destination,
  context: { described: readonly string[]; projectLive: boolean; name: string; connect: boolean },
  platformTitle: string | undefined,
  words: DestinationStateWords,
): RowState {
  const platform = platformTitle ?? destination.platformTitle ?? destination.platform;
  return {
    ...destinationState(destination, { ...context, platform: platform ?? context.name }, words),
    platform,
  };
}

export function DestinationRow({
  destination,
  name,
  row,
  figures,
  figuresDue,
  reading,
  switchControl,
  menu,
  details,
  action,
}: {
  destination: Destination;
  name: string;
  row: RowState;
  figures: readonly Figure[] | undefined;
  /** Figures may still come for it: its room is held so the row does not grow under the pointer. */
  figuresDue: boolean;
  reading: boolean;
  switchControl: ReactNode;
  menu: ReactNode;
  /** What another feature says of it (its quality), beside its state. */
  details?: ReactNode;
  /** The one thing to do about its state (sign in to its platform again, add it again, or try it again), if any. */
  action: ReactNode;
}) {
  const nameId = useId();
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
            <span
              className={
                row.onAir ? 'dest-badge dest-badge-live' : row.action ? 'dest-badge dest-badge-error' : 'dest-badge'
              }
            >
              {row.state}
            </span>{' '}
            {details}
          </p>
        ) : (
          details
        )}
        {figures ? <LiveFigures figures={figures} inline /> : reading && figuresDue ? <LiveFiguresRoom /> : null}
        {row.reason || action ? (
          <div className={row.action ? 'dest-problem' : 'dest-reason'}>
            {row.reason ? <p>{row.reason}</p> : null}
            {action}
          </div>
        ) : null}
      </div>
    </li>
  );
}
