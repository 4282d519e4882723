import { useId, useMemo } from 'react';
import { ReadPart } from '../../components/read-part.tsx';
import { HttpError } from '../../lib/api/errors.ts';
import { UnsendableError } from '../../lib/bindings/call.ts';
import type { BoundRoles } from '../../lib/bindings/manifest.ts';
import { formatDateTime } from '../../lib/i18n/format.ts';
import { formatDuration } from '../../lib/i18n/format-duration.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import { BroadcastChart } from './broadcast-chart.tsx';
import { EventList } from './event-list.tsx';
import { Figures, RestreamFigures } from './figures.tsx';
import { type BroadcastDetail, durationOf } from '../../lib/operations/broadcast/broadcasts.ts';
import type { Span } from './model/broadcast-graph.ts';
import { type PlatformNames, platformName } from './model/platform-names.ts';
import { pastStreamsMessages } from './past-streams-messages.ts';
import type { PastStreamsRole } from './past-streams-props.ts';
import {
  broadcastRead,
  broadcastViewersRead,
  broadcastBitrateRead,
} from '../../lib/operations/broadcast/broadcast-reads.ts';
import { useRead } from '../../lib/bindings/read.ts';

/**
 * One past stream: when it ran and its figures, its incoming stream in words, each destination with its figures,
 * its bitrate and viewers over time, and its events. "Get one broadcast" gives the first three; the charts and the
 * events are their own reads, each saying so in one line where it is not described.
 */
export function PastStream({
  projectId,
  broadcastId,
  bound,
  platforms,
}: {
  projectId: number;
  broadcastId: string;
  bound: BoundRoles<PastStreamsRole>;
  platforms: PlatformNames | undefined;
}) {
  const m = useMessages(pastStreamsMessages);
  const asked = { projectId, broadcastId };
  const broadcast = useRead(broadcastRead, bound.broadcast, asked);
  const span = useMemo(() => spanOf(broadcast.data), [broadcast.data]);
  // The charts are read as soon as the page opens; they are drawn against the stream's time once it is known.
  const spanKnown = broadcast.isSuccess || broadcast.isError || broadcast.fetchStatus === 'idle';
  // The stream the address names is refused (no such stream, an ID the description's type does not take): its
  // charts and events would be refused for the same reason, so that one answer is all the page says.
  const error = broadcast.error;
  const refused = error instanceof UnsendableError || (error instanceof HttpError && !error.transient);
  const charts = [
    ['bitrate', m.bitrate, bound.bitrate, broadcastBitrateRead],
    ['viewers', m.viewers, bound.viewers, broadcastViewersRead],
  ] as const;
  return (
    <>
      <ReadPart bound={bound.broadcast} query={broadcast}>
        {(detail) => <Broadcast detail={detail} platforms={platforms} />}
      </ReadPart>
      {refused ? null : (
        <>
          <div className="past-stream-charts">
            {charts.map(([field, title, chart, read]) => (
              <BroadcastChart
                key={field}
                title={title}
                field={field}
                read={read}
                bound={chart}
                broadcast={asked}
                span={spanKnown ? span : 'reading'}
              />
            ))}
          </div>
          <EventList events={bound.events} broadcast={asked} platforms={platforms} />
        </>
      )}
    </>
  );
}

/** The stream's time, for reading its charts' labels: to its end, or to now for one that has not ended. */
function spanOf(detail: BroadcastDetail | undefined): Span | undefined {
  if (!detail?.start) return undefined;
  const end = detail.end ?? (detail.notEnded ? new Date() : undefined);
  return end ? { start: detail.start.getTime(), end: end.getTime() } : undefined;
}

function Broadcast({ detail, platforms }: { detail: BroadcastDetail; platforms: PlatformNames | undefined }) {
  const m = useMessages(pastStreamsMessages);
  const language = useLanguage();
  const incomingId = useId();
  const destinationsId = useId();
  const duration = durationOf(detail);
  const at = (date: Date | undefined) =>
    date ? <time dateTime={date.toISOString()}>{formatDateTime(date.toISOString(), language)}</time> : undefined;
  const { resolution } = detail;
  const incoming = [
    [
      m.resolution,
      typeof resolution === 'object' ? `${resolution.width}\u00d7${resolution.height}` : resolution,
    ] as const,
    [m.fps, detail.fps, 'fps'] as const,
    [m.bitrate, detail.bitrate, 'bitrate'] as const,
    [m.encoder, detail.encoder] as const,
    [m.location, detail.location] as const,
  ];
  return (
    <>
      <dl className="past-stream-summary">
        {[
          [m.started, at(detail.start)],
          [m.ended, at(detail.end) ?? (detail.notEnded ? m.notEnded : undefined)],
          [m.duration, duration === undefined ? undefined : formatDuration(duration, language)],
        ].map(([label, value]) =>
          value === undefined ? null : (
            <div key={label as string}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ),
        )}
      </dl>
      <Figures
        className="past-stream-facts"
        figures={[
          [m.viewers, detail.viewers, 'viewers'],
          [m.messages, detail.messages, 'message'],
          [m.reconnects, detail.reconnects, 'reconnects'],
        ]}
      />
      <div className="past-stream-parts">
        <section className="card past-stream-card" aria-labelledby={incomingId}>
          <h2 id={incomingId}>{m.incoming}</h2>
          {incoming.some(([, value]) => value !== undefined) ? (
            <Figures className="past-stream-incoming" figures={incoming} />
          ) : (
            <p className="hint">{m.noIncoming}</p>
          )}
        </section>
        <section className="card past-stream-card" aria-labelledby={destinationsId}>
          <h2 id={destinationsId}>{m.destinations}</h2>
          {detail.restreams.length === 0 ? (
            <p className="hint">{m.noDestinations}</p>
          ) : (
            <ul className="past-stream-destinations">
              {detail.restreams.map((restream, index) => {
                const platform =
                  restream.platform === undefined ? undefined : platformName(platforms, restream.platform);
                return (
                  <li key={index}>
                    <span className="past-stream-destination">
                      <span className="service-text">{restream.name ?? platform ?? '—'}</span>
                      {restream.name !== undefined && platform !== undefined ? (
                        <span className="hint"> · {platform}</span>
                      ) : null}
                    </span>
                    <RestreamFigures restream={restream} />
                    {restream.video ? (
                      <a href={restream.video} target="_blank" rel="noopener noreferrer">
                        {m.watch(restream.name ?? platform ?? restream.video)}
                      </a>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
