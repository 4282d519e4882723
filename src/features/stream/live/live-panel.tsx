// The live panel: while the project is live, the incoming stream, each destination's state and counters, and the
// time on air, kept up to date without a reload — pushed by the service where config.json names its realtime
// endpoint, else read again every few seconds while the tab is visible (polling-policy.ts).

import { Button } from '../../../components/button.tsx';
import { type Query, useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, startTransition, useEffect, useMemo, useState } from 'react';
import { describeError } from '../../../components/error-panel.tsx';
import { realtimeEndpoint } from '../../../config/realtime-endpoint.ts';
import { configuredApiBase, normalizeBaseUrl, useRuntimeConfig } from '../../../config/runtime-config.ts';
import { usePrefsStore } from '../../../lib/prefs/prefs-store.ts';
import { formatDateTime } from '../../../lib/i18n/format.ts';
import { appMessages, useLanguage } from '../../../lib/i18n/i18n.ts';
import { useMessages } from '../../../lib/i18n/message-table.ts';
import type { DestinationFigures, LiveInfo, LiveStatus } from './live-answers.ts';
import { LiveFigures } from './live-figures.tsx';
import { tieOf } from './project-tie.ts';
import { type LiveMessages, liveMessages } from './live-messages.ts';
import { FirstRows } from '../../../components/first-rows.tsx';
import { PartNote } from '../../../components/part-note.tsx';
import { type Binding, type Bound, isBound } from '../../../lib/bindings/bind.ts';
import type { LiveBound } from './live-bound.ts';
import { isPushed, type PushStatus } from './live-push.ts';
import { liveInfoQuery, liveStatusQuery } from './live-queries.ts';
import { failuresInARow, pollInterval } from './polling-policy.ts';
import { type PushMode, useLivePush } from './use-live-push.ts';
import { type LiveState, hasStatusWords, isPausedWord } from './live-state.ts';
import { IngestLine, ingestSummary } from './ingest-line.tsx';
import './live.css';
import { LiveProblem } from './live-problem.tsx';

export interface LivePanelProps {
  projectId: number;
  bound: LiveBound;
  /** What the panel knows of the stream, for the page's status line and what else acts on it. */
  onState?: (state: LiveState) => void;
  /**
   * Each live destination's figures, or that they are still being read, for the page's one list of destinations;
   * unset: the panel lists them.
   */
  onDestinations?: (figures: DestinationFigures) => void;
}

/** The panel's word when no figures will come: it names no destination. */
const NO_FIGURES: DestinationFigures = new Map();

export const LivePanel = memo(function LivePanel({
  projectId,
  bound: operations,
  onState,
  onDestinations,
}: LivePanelProps) {
  const m = useMessages(liveMessages);
  const statusBound = isBound(operations.status);
  // Without the live status the panel reads nothing, so no figures come.
  useEffect(() => {
    if (statusBound) return;
    onDestinations?.(NO_FIGURES);
    onState?.({ kind: 'undescribed' });
  }, [statusBound, onDestinations, onState]);
  return (
    <section className="stream-card live-panel" aria-labelledby={`live-panel-${projectId}`}>
      <h2 id={`live-panel-${projectId}`}>{m.title}</h2>
      {statusBound ? (
        // A new project starts the view afresh; a new language does not (its reads follow their keys, and the
        // push connection stays open).
        <LiveStatusView
          key={projectId}
          projectId={projectId}
          operations={operations}
          status={operations.status}
          onState={onState}
          onDestinations={onDestinations}
          m={m}
        />
      ) : (
        <UnboundPart part={operations.status} why={m.statusPart} />
      )}
    </section>
  );
});

function LiveStatusView({
  projectId,
  operations,
  status: statusOperation,
  onState,
  onDestinations,
  m,
}: {
  projectId: number;
  operations: LiveBound;
  status: Binding;
  onState: LivePanelProps['onState'];
  onDestinations: LivePanelProps['onDestinations'];
  m: LiveMessages;
}) {
  const language = useLanguage();
  const t = useMessages(appMessages);
  const queryClient = useQueryClient();
  const configured = realtimeEndpoint(useRuntimeConfig().realtimeUrl);
  // config.json's realtime endpoint belongs to its API: with Settings pointing at another, that API's tokens never
  // go to it, and the panel polls instead.
  const override = normalizeBaseUrl(usePrefsStore((state) => state.apiBaseUrlOverride));
  const otherApi = configured !== null && override !== null && override !== configuredApiBase();
  const realtimeUrl = otherApi ? undefined : (configured ?? undefined);
  const [pushStatus, setPushStatus] = useState<PushStatus>();
  // Polling stops only while the service's updates are flowing; a dropped connection brings it back, and so does a
  // read that failed (no publication may come to try it again).
  const pushed = realtimeUrl !== undefined && isPushed(pushStatus);
  const interval = (query: Pick<Query, 'state'>, live: boolean) =>
    pollInterval({ live, pushed: pushed && query.state.status !== 'error', failures: failuresInARow(query) });

  const statusOptions = liveStatusQuery(statusOperation, projectId, language);
  const statusKey = statusOptions.queryKey;
  const statusQuery = useQuery({
    ...statusOptions,
    refetchInterval: (query) => interval(query, query.state.data?.live ?? false),
    refetchIntervalInBackground: false,
  });
  const status: LiveStatus | undefined = statusQuery.data;
  const broadcastId = status?.live ? status.broadcastId : undefined;
  const infoOperation = operations.info;
  const infoEnabled = isBound(infoOperation) && broadcastId !== undefined;
  // Without a broadcast (or a described live info) the query stays off: its key is never read.
  const infoOptions = liveInfoQuery(
    isBound(infoOperation) ? infoOperation : statusOperation,
    projectId,
    language,
    broadcastId ?? -1,
  );
  const infoQuery = useQuery({
    ...infoOptions,
    enabled: infoEnabled,
    refetchInterval: (query) => interval(query, true),
    refetchIntervalInBackground: false,
  });
  const info: LiveInfo | undefined = infoEnabled ? infoQuery.data : undefined;
  const tie = status ? tieOf(status, projectId, { asked: infoEnabled, data: info, error: infoQuery.error }) : 'unknown';
  // Live here only when the answer is this project's: another project's stream is never shown as this one's.
  const live = status?.live === true && tie === 'this';
  const tying = status?.live === true && tie === 'unknown' && infoEnabled && infoQuery.isPending;
  // Figures may still come: the status is not read yet, or a live stream's info (not another project's) is being read.
  const reading =
    statusQuery.isPending || (status?.live === true && tie !== 'other' && infoEnabled && infoQuery.isPending);

  const { mode, reconnect } = useLivePush({
    url: realtimeUrl,
    operations,
    projectId,
    language,
    broadcastId,
    infoChannels: info?.channels ?? [],
    statusKey,
    infoKey: infoEnabled ? infoOptions.queryKey : undefined,
    status: pushStatus,
    onStatus: setPushStatus,
  });

  const refetchStatus = statusQuery.refetch;
  // What the page is told, as plain values: a new answer that says the same tells it nothing new.
  const kind: LiveState['kind'] = !status
    ? statusQuery.isPending
      ? 'reading'
      : 'failed'
    : live
      ? 'on'
      : tying
        ? 'reading'
        : status.live
          ? 'untied'
          : 'off';
  const startedAt = live ? status?.startedAt : undefined;
  const broadcastOn = live ? status?.broadcastId : undefined;
  const word = live ? status?.state : undefined;
  const [wordValue, wordGloss] = [word?.value, word?.gloss];
  const state = useMemo<LiveState>(() => {
    if (kind === 'failed') return { kind, retry: () => void refetchStatus() };
    if (kind !== 'on') return { kind };
    const said = wordValue === undefined ? undefined : { field: 'status', value: wordValue, gloss: wordGloss };
    return { kind, paused: isPausedWord(said), startedAt, broadcastId: broadcastOn, state: said };
  }, [kind, startedAt, broadcastOn, wordValue, wordGloss, refetchStatus]);
  // What the page draws from these (its status, the destinations' figures, the chat's room) is drawn as a
  // transition, in short tasks: the page is drawn again with every live figure.
  useEffect(() => {
    if (onState) startTransition(() => onState(state));
  }, [state, onState]);
  const given = useMemo(
    () =>
      live && info?.destinations
        ? new Map(info.destinations.map((destination) => [destination.channelId, destination.figures] as const))
        : undefined,
    [live, info],
  );
  const figures: DestinationFigures = given ?? (reading ? 'reading' : NO_FIGURES);
  useEffect(() => {
    if (onDestinations) startTransition(() => onDestinations(figures));
  }, [figures, onDestinations]);
  // Gone (another project's view takes its place): what comes next is still to be read.
  useEffect(() => () => onDestinations?.('reading'), [onDestinations]);

  if (statusQuery.isPending) return <p className="hint">{m.loading}</p>;
  if (!status) {
    return (
      <LiveProblem
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
          m={m}
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
          listDestinations={onDestinations === undefined}
          m={m}
        />
      ) : tying ? (
        <p className="hint">{m.loading}</p>
      ) : status.live ? (
        <>
          <p className="live-off">{m.liveUntied}</p>
          {/* What would tie it: the live info, read with this project's ID. */}
          {isBound(infoOperation) ? null : <PartNote part={infoOperation} />}
        </>
      ) : (
        <p className="live-off">{m.notLive}</p>
      )}
      <ConnectionLine mode={mode} live={live} seconds={seconds} reconnect={reconnect} otherApi={otherApi} m={m} />
    </>
  );
}

function ConnectionLine({
  mode,
  live,
  seconds,
  reconnect,
  otherApi,
  m,
}: {
  mode: PushMode;
  live: boolean;
  seconds: number;
  reconnect: () => void;
  otherApi: boolean;
  m: LiveMessages;
}) {
  const polling = live ? m.polling(seconds) : m.waitingForStart(seconds);
  let line = polling;
  let note: string | undefined;
  if (mode.kind === 'no-token-operation') note = m.noPushToken('Centrifuge', 'Auth centrifuge');
  if (otherApi) note = m.pushOtherApi;
  if (mode.kind === 'not-loaded') line = m.pushNotLoaded(seconds);
  if (mode.kind === 'on') {
    const { connection } = mode.status;
    line = isPushed(mode.status)
      ? m.pushConnected
      : connection === 'disconnected'
        ? m.pushStopped(seconds)
        : `${m.pushConnecting} ${polling}`;
  }
  return (
    <div className="live-connection">
      <p role="status">{line}</p>
      {note ? <p className="hint">{note}</p> : null}
      {mode.kind === 'on' && mode.status.connection === 'disconnected' ? (
        <Button onClick={reconnect}>{m.reconnect}</Button>
      ) : null}
    </div>
  );
}

function UpdateProblem({
  error,
  seconds,
  onRetry,
  m,
}: {
  error: unknown;
  seconds: number;
  onRetry: () => void;
  m: LiveMessages;
}) {
  const t = useMessages(appMessages);
  if (error === undefined || error === null) return null;
  return <LiveProblem text={m.updateFailed(describeError(error, t), seconds)} action={m.tryNow} onAction={onRetry} />;
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
  m,
}: {
  listDestinations: boolean;
  status: LiveStatus;
  statusBinding: Binding;
  info: LiveInfo | undefined;
  infoBinding: Bound;
  infoPending: boolean;
  infoError: unknown;
  onRetryInfo: () => void;
  m: LiveMessages;
}) {
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
          <DestinationFigures info={info} m={m} />
        ) : null
      ) : infoPending && !infoError ? (
        // The page's own list holds its rows' room for the figures: a line here would go when they come.
        listDestinations ? (
          <p className="hint">{m.loading}</p>
        ) : null
      ) : (
        <LiveProblem text={describeError(infoError, t)} action={m.retry} onAction={onRetryInfo} />
      )}
    </>
  );
}

/** A part the description does not give (or gives as a change), and what the panel lacks without it. */
function UnboundPart({ part, why }: { part: Bound; why: string }) {
  return (
    <>
      <PartNote part={part} />
      <p className="hint">{why}</p>
    </>
  );
}

/** The live destinations, listed by the panel itself when the page has no list of its own to put them in. */
function DestinationFigures({ info, m }: { info: LiveInfo; m: LiveMessages }) {
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
