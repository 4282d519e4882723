import { useId } from 'react';
import { ReadPart } from '../../components/read-part.tsx';
import type { Bound } from '../../lib/bindings/bind.ts';
import { formatDateTime } from '../../lib/i18n/format.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import { LevelIcon } from './level-icon.tsx';
import { type BroadcastEvent } from '../../lib/operations/broadcast/broadcast-events.ts';
import { type PlatformNames, platformName } from './model/platform-names.ts';
import { sortValues } from './model/sort-order.ts';
import { useShowMore } from '../../components/use-show-more.tsx';
import { pastStreamsMessages } from './past-streams-messages.ts';
import { type BroadcastAsked, broadcastEventsList } from '../../lib/operations/broadcast/broadcast-reads.ts';
import { usePagedList } from '../../lib/bindings/pages.ts';

/**
 * What happened during the stream, oldest first where the operation takes the order (a stream reads from its start),
 * a page at a time as the service pages it: each event's time in the reader's zone, its level as a word with an icon,
 * the platform it is about, and the service's words, as text.
 */
export function EventList({
  events,
  broadcast,
  platforms,
}: {
  events: Bound;
  broadcast: BroadcastAsked;
  platforms: PlatformNames | undefined;
}) {
  const m = useMessages(pastStreamsMessages);
  const headingId = useId();
  const order = sortValues(events, 'sort_by_date', 'asc');
  const pages = usePagedList(broadcastEventsList, events, { ...broadcast, order });
  const items = pages.items;
  const { list: listRef, button: more } = useShowMore<HTMLOListElement>(pages, ':scope > li', m.showMore);
  return (
    <section className="card past-stream-events" aria-labelledby={headingId}>
      <h2 id={headingId}>{m.events}</h2>
      <ReadPart bound={events} query={pages}>
        {() =>
          items.length === 0 ? (
            <p className="hint">{m.noEvents}</p>
          ) : (
            <>
              {Object.keys(order).length ? <p className="hint">{m.oldestFirst}</p> : null}
              <ol ref={listRef} className="past-stream-event-list">
                {items.map((event, index) => (
                  <Event key={`${index}:${event.key}`} event={event} platforms={platforms} />
                ))}
              </ol>
            </>
          )
        }
      </ReadPart>
      {more}
    </section>
  );
}

function Event({ event, platforms }: { event: BroadcastEvent; platforms: PlatformNames | undefined }) {
  const m = useMessages(pastStreamsMessages);
  const language = useLanguage();
  const { level } = event;
  const known = typeof level === 'string' ? level : undefined;
  return (
    <li className="past-stream-event" data-level={known} tabIndex={-1}>
      <span className="past-stream-event-when">
        {event.at ? (
          <time dateTime={event.at.toISOString()}>{formatDateTime(event.at.toISOString(), language)}</time>
        ) : null}
      </span>
      {/* Each part in its place even when not given, so the events' columns line up on a wide screen. */}
      <span className="past-stream-event-level">
        {level === undefined ? null : (
          <>
            <LevelIcon level={known} />
            <span className="visually-hidden">{m.level}: </span>
            {known ? m.levels[known] : <span className="service-text">{(level as { other: string }).other}</span>}
          </>
        )}
      </span>
      <span className="past-stream-event-platform">
        {event.platform === undefined ? null : (
          <>
            <span className="visually-hidden">{m.platform}: </span>
            {platformName(platforms, event.platform)}
          </>
        )}
      </span>
      <span className="past-stream-event-text service-text">{event.text}</span>
    </li>
  );
}
