// The chat on a screen of its own (a second monitor, a streaming app's browser dock): it finds the project's live
// broadcast itself — by "Live status info by project id", which is asked for the project, or else by "Get live
// status", which names none and is this project's only where the service says so (live/project-tie.ts) — and draws
// the chat panel full height. A stream starting or ending is seen within the idle polling interval.

import { type Query, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BoundPart } from '../../../components/bound-part.tsx';
import { describeError } from '../../../components/error-panel.tsx';
import { PartNote } from '../../../components/part-note.tsx';
import { ProjectName } from '../../../components/project-name.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { pageHref } from '../../../config/route-map.ts';
import { type Binding, isBound } from '../../../lib/bindings/bind.ts';
import type { BoundRoles } from '../../../lib/bindings/manifest.ts';
import { definePart } from '../../../lib/bindings/manifest.ts';
import { projectValues } from '../../../lib/bindings/call.ts';
import { useBoundRead } from '../../../lib/bindings/read.ts';
import { appMessages } from '../../../lib/i18n/i18n.ts';
import { useLanguage, useMessages } from '../../../lib/i18n/message-table.ts';
import { LiveProblem } from '../live/live-problem.tsx';
import { liveInfoQuery, liveStatusQuery } from '../live/live-queries.ts';
import { failuresInARow, pollInterval } from '../live/polling-policy.ts';
import { tieOf } from '../live/project-tie.ts';
import { readBroadcastStatus } from './chat-answers.ts';
import { type ChatMessages, chatMessages } from './chat-messages.ts';
import { ChatPanel } from './chat-panel.tsx';
import { CHAT_READ } from './chat-part.ts';

const screenPart = definePart({
  group: 'Broadcast',
  bindings: {
    broadcastStatus: { name: 'Live status info by project id', read: true, fills: ['project_id'] },
    status: { name: { group: 'Project', name: 'Get live status' }, read: true },
    info: { name: { group: 'Live', name: 'View live info' }, read: true },
  },
});

type ScreenBound = BoundRoles<keyof typeof screenPart.bindings>;

/** Read again as the live panel reads while nothing is live: the chat needs only which broadcast is on. */
const every = (query: Pick<Query, 'state'>) =>
  pollInterval({ live: false, pushed: false, failures: failuresInARow(query) });

export function ChatScreen({ projectId }: { projectId: number }) {
  const m = useMessages(chatMessages);
  const t = useMessages(appMessages);
  usePageTitle(m.screenTitle);
  return (
    <div className="chat-screen">
      <header className="chat-screen-header">
        <div>
          <h1>{m.screenTitle}</h1>
          <p>
            <ProjectName projectId={projectId} fallback={t.tariff.projectHeading(projectId)} />
          </p>
        </div>
        <Link to={pageHref('stream', projectId)}>{m.toStream}</Link>
      </header>
      <BoundPart part={screenPart}>{(bound) => <ScreenLive bound={bound} projectId={projectId} m={m} />}</BoundPart>
    </div>
  );
}

function ScreenLive({ bound, projectId, m }: { bound: ScreenBound; projectId: number; m: ChatMessages }) {
  if (isBound(bound.broadcastStatus))
    return <ByBroadcastStatus status={bound.broadcastStatus} projectId={projectId} m={m} />;
  if (isBound(bound.status)) return <ByLiveStatus bound={bound} status={bound.status} projectId={projectId} m={m} />;
  return (
    <>
      <PartNote part={[bound.broadcastStatus, bound.status]} />
      <p className="hint">{m.statusNeeded}</p>
    </>
  );
}

function ByBroadcastStatus({ status, projectId, m }: { status: Binding; projectId: number; m: ChatMessages }) {
  // Asked for the project: its answer is this project's.
  const read = useBoundRead(status, projectValues(projectId, CHAT_READ), (body) => readBroadcastStatus(body), {
    refetchInterval: every,
    refetchIntervalInBackground: false,
  });
  if (read.isPending) return <p className="hint">{m.loading}</p>;
  if (!read.data) return <StatusProblem error={read.error} onRetry={() => void read.refetch()} m={m} />;
  const { broadcastId } = read.data;
  return <ChatPanel projectId={projectId} broadcastId={broadcastId} live={broadcastId !== undefined} />;
}

function ByLiveStatus({
  bound,
  status,
  projectId,
  m,
}: {
  bound: ScreenBound;
  status: Binding;
  projectId: number;
  m: ChatMessages;
}) {
  const language = useLanguage();
  const statusQuery = useQuery({
    ...liveStatusQuery(status, projectId, language),
    refetchInterval: every,
    refetchIntervalInBackground: false,
  });
  const live = statusQuery.data;
  const broadcastId = live?.live ? live.broadcastId : undefined;
  const info = bound.info;
  // The live info, read with this project's ID for the status's broadcast, ties an answer that names no project.
  const infoEnabled = isBound(info) && broadcastId !== undefined && live?.projectId === undefined;
  const infoQuery = useQuery({
    ...liveInfoQuery(isBound(info) ? info : status, projectId, language, broadcastId ?? -1),
    enabled: infoEnabled,
  });
  if (statusQuery.isPending) return <p className="hint">{m.loading}</p>;
  if (!live) return <StatusProblem error={statusQuery.error} onRetry={() => void statusQuery.refetch()} m={m} />;
  const tie = tieOf(live, projectId, { asked: infoEnabled, data: infoQuery.data, error: infoQuery.error });
  if (live.live && tie === 'unknown' && infoEnabled && infoQuery.isPending) return <p className="hint">{m.loading}</p>;
  if (live.live && tie !== 'this')
    return (
      <>
        <p className="hint">{m.liveUntied}</p>
        {isBound(info) ? null : <PartNote part={info} />}
      </>
    );
  return <ChatPanel projectId={projectId} broadcastId={broadcastId} live={live.live} />;
}

function StatusProblem({ error, onRetry, m }: { error: unknown; onRetry: () => void; m: ChatMessages }) {
  const t = useMessages(appMessages);
  return <LiveProblem text={m.statusFailed(describeError(error, t))} action={m.retry} onAction={onRetry} />;
}
