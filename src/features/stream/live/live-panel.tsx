// The live panel: while the project is live, the incoming stream, each destination's state and counters, and the
// time on air, kept up to date without a reload — pushed by the service where config.json names its realtime
// endpoint, else read again every few seconds while the tab is visible (polling-policy.ts).

import { Button } from '../../../components/button.tsx';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { memo } from 'react';
import { describeError } from '../../../components/error-panel.tsx';
import { formatDateTime } from '../../../lib/i18n/format.ts';
import { appMessages, useLanguage } from '../../../lib/i18n/i18n.ts';
import { useMessages } from '../../../lib/i18n/message-table.ts';
import type { LiveInfo, LiveStatus } from '../../../lib/operations/broadcast/live-answers.ts';
import { LiveFigures } from './live-figures.tsx';
import { liveMessages } from './live-messages.ts';
import { FirstRows } from '../../../components/first-rows.tsx';
import { PartNote } from '../../../components/part-note.tsx';
import { type Binding, type Bound, isBound } from '../../../lib/bindings/bind.ts';
import { projectValues } from '../../../lib/bindings/call.ts';
import type { LiveBound } from './live-bound.ts';
import { failuresInARow, pollInterval, polled } from '../../../lib/realtime/polling-policy.ts';
import { type PushChannel, type PushRequest, type PushState, usePush } from '../../../lib/realtime/use-push.ts';
import { useLiveNow } from '../model/live-reads.ts';
import { readQuery } from '../../../lib/bindings/read.ts';
import { liveInfoRead, liveStatusRead } from '../../../lib/operations/broadcast/live-reads.ts';
import { hasStatusWords } from '../model/live-state.ts';
import { IngestLine, ingestSummary } from './ingest-line.tsx';
import './live.css';
import { ReadProblem } from '../read-problem.tsx';

export interface LivePanelProps {
  projectId: number;
  bound: LiveBound;
  /** The page shows each live destination's figures in its own list of destinations; unset: the panel lists them. */
  destinationsListed?: boolean;
}

/** The project's own channel: its publications change the status. */
export const projectChannel = (projectId: number) => `$project_channels:${projectId}`;

export const LivePanel = memo(function LivePanel({ projectId, bound: operations, destinationsListed }: LivePanelProps) {
  const m = useMessages(liveMessages);
  return (
    <section className="card live-panel" aria-labelledby={`live-panel-${projectId}`}>
      <h2 id={`live-panel-${projectId}`}>{m.title}</h2>
      {isBound(operations.status) ? (
        // A new project starts the view afresh; a new language does not (its reads follow their keys, and the
        // push connection stays open).
        <LiveStatusView
          key={projectId}
          projectId={projectId}
          operations={operations}
          status={operations.status}
          destinationsListed={destinationsListed ?? false}
        />
      ) : (
        <UnboundPart part={operations.status} why={m.statusPart} />
      )}
    </section>
  );
});

/**
 * What the panel follows: the project's channel (where its token operation is described) for the status, and the
 * channels the live info names for the status and the info, each with the token the info carries for it or else the
 * broadcast's token operation's.
 */
function pushRequest(
  operations: LiveBound,
  projectId: number,
  broadcastId: number | undefined,
  info: LiveInfo | undefined,
  reads: { status: QueryKey; info: QueryKey | undefined },
): PushRequest {
  const { connectionToken, projectToken, broadcastToken } = operations;
  const project = projectValues(projectId);
  const broadcast =
    isBound(broadcastToken) && broadcastId !== undefined
      ? { operation: broadcastToken, values: projectValues(projectId, { broadcast_id: String(broadcastId) }) }
      : undefined;
  const channels: PushChannel[] = [
    ...(isBound(projectToken)
      ? [
          {
            name: projectChannel(projectId),
            token: { operation: projectToken, values: project },
            reads: [reads.status],
          },
        ]
      : []),
    ...(info?.channels ?? []).map(({ channel, token }) => ({
      name: channel,
      token: token === undefined ? broadcast : { token },
      // A broadcast's figures: the status's (the incoming stream) and the live info's (each destination's).
      reads: reads.info ? [reads.status, reads.info] : [reads.status],
    })),
  ];
  return {
    connection: isBound(connectionToken) ? { operation: connectionToken, values: project } : undefined,
    channels,
  };
}

function LiveStatusView({
  projectId,
  operations,
  status: statusOperation,
  destinationsListed,
}: {
  projectId: number;
  operations: LiveBound;
  status: Binding;
  destinationsListed: boolean;
}) {
  const m = useMessages(liveMessages);
  const language = useLanguage();
  const t = useMessages(appMessages);
  const queryClient = useQueryClient();
  // Whether it is live here, as every part of the page reads it; the panel sends the reads, polled where nothing
  // pushes (and while pushed, once a minute for safety), and shows their figures.
  const { state } = useLiveNow(operations, projectId);
  const statusOptions = readQuery(liveStatusRead, statusOperation, projectId, language);
  const statusKey = statusOptions.queryKey;
  const statusQuery = useQuery({
    ...statusOptions,
    refetchInterval: polled<LiveStatus>((data) => data?.live ?? false),
    refetchIntervalInBackground: false,
  });
  const status: LiveStatus | undefined = statusQuery.data;
  const broadcastId = status?.live ? status.broadcastId : undefined;
  const infoOperation = operations.info;
  const infoEnabled = isBound(infoOperation) && broadcastId !== undefined;
  const infoOptions = readQuery(liveInfoRead, infoOperation, { projectId, broadcastId }, language);
  const infoQuery = useQuery({
    ...infoOptions,
    enabled: infoEnabled,
    refetchInterval: polled(() => true),
    refetchIntervalInBackground: false,
  });
  const info: LiveInfo | undefined = infoEnabled ? infoQuery.data : undefined;
  const live = state.kind === 'on';

  const push = usePush(
    pushRequest(operations, projectId, broadcastId, info, {
      status: statusKey,
      info: infoEnabled ? infoOptions.queryKey : undefined,
    }),
  );

  if (statusQuery.isPending) return <p className="hint">{m.loading}</p>;
  if (!status) {
    return (
      <ReadProblem
        className="live-problem"
        text={m.failed(describeError(statusQuery.error, t))}
        action={m.retry}
        onAction={() => void statusQuery.refetch()}
      />
    );
  }
  const seconds = (pollInterval({ live, pushed: false, failures: 0 }) as number) / 1000;
  const failing = statusQuery.isError ? statusQuery : infoQuery.isError && info ? infoQuery : undefined;
  const failingKey = failing === statusQuery ? statusKey : infoOptions.queryKey;
  const failingQuery = failingKey ? queryClient.getQueryCache().find({ queryKey: failingKey, exact: true }) : undefined;
  const retryIn = failingQuery ? pollInterval({ live, pushed: false, failures: failuresInARow(failingQuery) }) : false;
  return (
    <>
      {failing ? (
        <UpdateProblem
          error={failing.error}
          seconds={Math.round((retryIn || 0) / 1000)}
          onRetry={() => void failing.refetch()}
        />
      ) : null}
      {live ? (
        <LiveNow
          status={status}
          statusBinding={statusOperation}
          info={info}
          infoBinding={infoOperation}
          infoPending={infoQuery.isPending}
          infoError={info ? undefined : infoQuery.error}
          onRetryInfo={() => void infoQuery.refetch()}
          listDestinations={!destinationsListed}
        />
      ) : state.kind === 'reading' ? (
        <p className="hint">{m.loading}</p>
      ) : state.kind === 'untied' ? (
        <>
          <p className="live-off">{m.liveUntied}</p>
          {/* What would tie it: the live info, read with this project's ID. */}
          {isBound(infoOperation) ? null : <PartNote part={infoOperation} />}
        </>
      ) : (
        <p className="live-off">{m.notLive}</p>
      )}
      <ConnectionLine push={push} live={live} seconds={seconds} />
    </>
  );
}

function ConnectionLine({ push, live, seconds }: { push: PushState; live: boolean; seconds: number }) {
  const m = useMessages(liveMessages);
  const polling = live ? m.polling(seconds) : m.waitingForStart(seconds);
  let line = polling;
  let note: string | undefined;
  if (push.kind === 'no-token-operation') note = m.noPushToken('Centrifuge', 'Auth centrifuge');
  if (push.kind === 'off' && push.otherApi) note = m.pushOtherApi;
  if (push.kind === 'not-loaded') line = m.pushNotLoaded(seconds);
  if (push.kind === 'on') {
    line = push.pushed
      ? m.pushConnected
      : push.connection === 'disconnected'
        ? m.pushStopped(seconds)
        : `${m.pushConnecting} ${polling}`;
  }
  return (
    <div className="live-connection">
      <p role="status">{line}</p>
      {note ? <p className="hint">{note}</p> : null}
      {push.kind === 'on' && push.connection === 'disconnected' ? (
        <Button onClick={push.reconnect}>{m.reconnect}</Button>
      ) : null}
    </div>
  );
}

function UpdateProblem({ error, seconds, onRetry }: { error: unknown; seconds: number; onRetry: () => void }) {
  const m = useMessages(liveMessages);
  const t = useMessages(appMessages);
  if (error === undefined || error === null) return null;
  return (
    <ReadProblem
      className="live-problem"
      text={m.updateFailed(describeError(error, t), seconds)}
      action={m.tryNow}
      onAction={onRetry}
    />
  );
}

function LiveNow({
  status,
  statusBinding,
  info,
  infoBinding,
  infoPending,
  infoError,
  onRetryInfo,
  listDestinations,
}: {
  listDestinations: boolean;
  status: LiveStatus;
  statusBinding: Binding;
  info: LiveInfo | undefined;
  infoBinding: Bound;
  infoPending: boolean;
  infoError: unknown;
  onRetryInfo: () => void;
}) {
  const m = useMessages(liveMessages);
  const language = useLanguage();
  const t = useMessages(appMessages);
  const { startedAt } = status;
  // What a streamer checks at a glance (the picture, its frames and its bitrate) in a line; the rest is the service's
  // detail, behind "Details".
  const summary = ingestSummary(status.ingest);
  // The status line above has words for live and paused: only another state of the service's stays here, as given.
  const said = status.state && !hasStatusWords(status.state) ? [status.state] : [];
  const rest = [...said, ...status.words, ...status.ingest];
  return (
    <>
      {status.ingest.length ? (
        <p className="live-ingest-line">
          <IngestLine figures={summary} />
        </p>
      ) : (
        <p className="hint">{m.noIngest}</p>
      )}
      <details className="live-details">
        <summary>{m.details}</summary>
        {startedAt === undefined ? (
          <p className="hint">{m.noStart}</p>
        ) : (
          <p>{m.startedAt(formatDateTime(startedAt, language))}</p>
        )}
        {rest.length ? <LiveFigures figures={rest} /> : null}
      </details>
      {!isBound(infoBinding) ? (
        <UnboundPart part={infoBinding} why={m.infoPart} />
      ) : status.broadcastId === undefined ? (
        <PartNote part={statusBinding} unreadable />
      ) : info ? (
        listDestinations ? (
          <DestinationFigures info={info} />
        ) : null
      ) : infoPending && !infoError ? (
        // The page's own list holds its rows' room for the figures: a line here would go when they come.
        listDestinations ? (
          <p className="hint">{m.loading}</p>
        ) : null
      ) : (
        <ReadProblem
          className="live-problem"
          text={describeError(infoError, t)}
          action={m.retry}
          onAction={onRetryInfo}
        />
      )}
    </>
  );
}

/** A part the description does not give (or gives as a change), and what the panel lacks without it. */
function UnboundPart({ part, why }: { part: Bound; why: string }) {
  return (
    <>
      <PartNote part={part} standsFor="own-words" />
      <p className="hint">{why}</p>
    </>
  );
}

/** The live destinations, listed by the panel itself when the page has no list of its own to put them in. */
function DestinationFigures({ info }: { info: LiveInfo }) {
  const m = useMessages(liveMessages);
  const { destinations } = info;
  return (
    <section className="live-destinations">
      <h3>{m.destinations}</h3>
      {destinations === undefined ? (
        <p className="hint">{m.noDestinationList}</p>
      ) : destinations.length === 0 ? (
        <p className="hint">{m.noDestinations}</p>
      ) : (
        <FirstRows items={destinations}>
          {(shown) => (
            <ul className="live-destination-list">
              {shown.map((destination) => (
                <li key={destination.channelId} className="live-destination">
                  <p className="live-destination-name">
                    <strong className="service-text">{destination.name ?? destination.channelId}</strong>
                    {destination.type ? (
                      <span className="live-platform service-text"> · {destination.type}</span>
                    ) : null}
                  </p>
                  <LiveFigures figures={destination.figures} />
                </li>
              ))}
            </ul>
          )}
        </FirstRows>
      )}
    </section>
  );
}
