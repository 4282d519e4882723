import { useId } from 'react';
import { Link } from 'react-router';
import { ReadPart } from '../../components/read-part.tsx';
import { pageHref } from '../../config/route-map.ts';
import type { Bound } from '../../lib/bindings/bind.ts';
import { formatDateTime } from '../../lib/i18n/format.ts';
import { formatDuration } from '../../lib/i18n/format-duration.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import { type BroadcastSummary, durationOf } from '../../lib/operations/broadcast/broadcasts.ts';
import { type PlatformNames, platformName } from './model/platform-names.ts';
import { sortValues } from './model/sort-order.ts';
import { pastStreamsMessages } from './past-streams-messages.ts';
import { Figures, RestreamFigures } from './figures.tsx';
import { ShownCount, useShowMore } from '../../components/use-show-more.tsx';
import { usePagedList } from '../../lib/bindings/pages.ts';
import { broadcastList } from '../../lib/operations/broadcast/broadcast-reads.ts';

/** Streams a page: a phone's screenful or two; Show more reads the next from where these end. */
export const PAGE_SIZE = 10;

/**
 * The project's streams, newest first where the operation takes the order (else in the service's, and the page says
 * so), a page at a time: each with when it started, how long it ran, its figures where the service gives them and
 * the platforms it went to, and a link to the stream's own page.
 */
export function StreamList({
  projectId,
  list,
  platforms,
}: {
  projectId: number;
  list: Bound;
  platforms: PlatformNames | undefined;
}) {
  const m = useMessages(pastStreamsMessages);
  const order = sortValues(list, 'order', 'desc');
  const pages = usePagedList(broadcastList, list, { projectId, order }, { size: PAGE_SIZE });
  const streams = pages.items;
  const { list: listRef, button: more } = useShowMore<HTMLUListElement>(pages, '.past-stream-open', m.showMore);
  return (
    <section className="past-streams-list-part" aria-label={m.title}>
      <ReadPart bound={list} query={pages}>
        {() =>
          streams.length === 0 ? (
            <p>{m.empty}</p>
          ) : (
            <>
              {Object.keys(order).length ? <p className="hint">{m.newestFirst}</p> : null}
              <ul ref={listRef} className="past-streams-list">
                {streams.map((stream) => (
                  <StreamCard
                    key={stream.id}
                    stream={stream}
                    href={pageHref('pastStreams', projectId, stream.id)}
                    platforms={platforms}
                  />
                ))}
              </ul>
              <ShownCount shown={streams.length} total={pages.total} words={m.shown} />
            </>
          )
        }
      </ReadPart>
      {more}
    </section>
  );
}

function StreamCard({
  stream,
  href,
  platforms,
}: {
  stream: BroadcastSummary;
  href: string;
  platforms: PlatformNames | undefined;
}) {
  const m = useMessages(pastStreamsMessages);
  const language = useLanguage();
  const headingId = useId();
  const duration = durationOf(stream);
  return (
    <li className="past-stream" aria-labelledby={headingId}>
      <h2 id={headingId} className="past-stream-when">
        <Link className="past-stream-open" to={href}>
          {stream.start ? (
            <time dateTime={stream.start.toISOString()}>{formatDateTime(stream.start.toISOString(), language)}</time>
          ) : (
            m.detailTitle
          )}
        </Link>
      </h2>
      <Figures
        className="past-stream-facts"
        figures={[
          [
            m.duration,
            duration !== undefined ? formatDuration(duration, language) : stream.notEnded ? m.notEnded : undefined,
          ],
          [m.viewers, stream.viewers, 'viewers'],
          [m.messages, stream.messages, 'message'],
        ]}
      />
      {stream.restreams.length ? (
        <div className="past-stream-platforms">
          <h3 className="past-stream-label">{m.sentTo}</h3>
          <ul>
            {stream.restreams.map((restream, index) => (
              <li key={index}>
                <span className="past-stream-platform">
                  {restream.platform === undefined
                    ? (restream.name ?? '—')
                    : platformName(platforms, restream.platform)}
                </span>
                <RestreamFigures restream={restream} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}
