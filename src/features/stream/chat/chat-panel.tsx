// The chat of a live broadcast from every platform in one place: its history (newest at the bottom), new messages as
// they come, a message to every platform whose chat can be written with each platform's answer, and removing one.
// Self-contained: it binds its own operations (chat-part.ts) in the page kit's frame, so any page can place it.

import { memo, useContext, useId, useMemo } from 'react';
import { BoundPart } from '../../../components/bound-part.tsx';
import { describeError } from '../../../components/error-panel.tsx';
import { PageError, PageSecrets, RefusalSaid } from '../../../components/page-error.tsx';
import { PartNote } from '../../../components/part-note.tsx';
import { HttpError } from '../../../lib/api/errors.ts';
import { type Binding, isBound } from '../../../lib/bindings/bind.ts';
import { PageGroups } from '../../../lib/bindings/page-groups.ts';
import { appMessages } from '../../../lib/i18n/i18n.ts';
import { useMessages } from '../../../lib/i18n/message-table.ts';
import type { LiveStatus } from '../../../lib/operations/broadcast/live-answers.ts';
import { useLiveNow } from '../model/live-reads.ts';
import { polled } from '../../../lib/realtime/polling-policy.ts';
import { ReadProblem } from '../read-problem.tsx';
import { chatMessages } from './chat-messages.ts';
import { type ChatBound, chatPart } from './chat-part.ts';
import { ChatRoom } from './chat-room.tsx';
import { useReadReport } from '../read-report.ts';
import './chat.css';
import { useRead } from '../../../lib/bindings/read.ts';
import { chatKeyRead } from '../../../lib/operations/chat/chat-reads.ts';

/** Alone on its screen, the chat reads whether the project is live as the live panel does while nothing is. */
const ALONE = { reads: { refetchInterval: polled<LiveStatus>(() => false) } };

/** A message sent or removed changes the chat alone: the page's other reads are not read again for each. */
const CHAT_ONLY: readonly string[] = [];

export interface ChatPanelProps {
  projectId: number;
  /**
   * Drawn alone on its screen: it reads whether the project is live itself (at the idle interval) and says what keeps
   * the chat away; on the Stream page it follows what the live panel reads, and the page's status line says that.
   */
  alone?: boolean;
  /**
   * Told whether the panel has what it shows read (and so its room), each time that changes: a page draws what is
   * below it once it has.
   */
  onRead?: (read: boolean) => void;
}

export const ChatPanel = memo(function ChatPanel({ projectId, alone = false, onRead }: ChatPanelProps) {
  const m = useMessages(chatMessages);
  const headingId = useId();
  return (
    <section className="chat-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{m.title}</h2>
      <BoundPart part={chatPart}>
        {(bound) => <ChatState bound={bound} projectId={projectId} alone={alone} onRead={onRead} />}
      </BoundPart>
    </section>
  );
});

function ChatState({
  bound,
  projectId,
  alone,
  onRead,
}: Required<Omit<ChatPanelProps, 'onRead'>> & Pick<ChatPanelProps, 'onRead'> & { bound: ChatBound }) {
  const m = useMessages(chatMessages);
  const t = useMessages(appMessages);
  // Which broadcast is live, and whether it is this project's: as every part of the page reads it.
  const { state } = useLiveNow(bound, projectId, alone ? ALONE : {});
  const broadcastId = state.kind === 'on' ? state.broadcastId : undefined;
  // A line of its own needs no read; the chat itself says when its reads have landed.
  const room = isBound(bound.key) && isBound(bound.history) && broadcastId !== undefined;
  useReadReport(onRead, room ? undefined : true);
  // Without the key nothing of the chat can be asked for: the panel says so and guesses none.
  if (!isBound(bound.key))
    return (
      <>
        <PartNote part={bound.key} standsFor="own-words" />
        <p className="hint">{m.needsKey}</p>
      </>
    );
  if (!isBound(bound.history)) return <PartNote part={bound.history} />;
  switch (state.kind) {
    case 'undescribed':
      return (
        <>
          <PartNote part={bound.status} standsFor="own-words" />
          <p className="hint">{m.statusNeeded}</p>
        </>
      );
    case 'reading':
      return <p className="hint">{m.loading}</p>;
    case 'untied':
      return (
        <>
          <p className="hint">{m.liveUntied}</p>
          {isBound(bound.info) ? null : <PartNote part={bound.info} />}
        </>
      );
    case 'failed':
      // On the Stream page the status line says why, with Retry.
      return alone ? (
        <ReadProblem
          className="chat-problem"
          text={m.statusFailed(describeError(state.error, t))}
          action={m.retry}
          onAction={state.retry}
        />
      ) : (
        <p className="chat-offline">{m.offline}</p>
      );
    case 'off':
      return <p className="chat-offline">{m.offline}</p>;
    case 'on':
      return broadcastId === undefined ? (
        <p className="hint">{m.noBroadcast}</p>
      ) : (
        <ChatWithKey
          key={`${projectId}:${broadcastId}`}
          keyRead={bound.key}
          bound={bound}
          projectId={projectId}
          broadcastId={broadcastId}
          onRead={onRead}
        />
      );
  }
}

function ChatWithKey({
  keyRead,
  bound,
  projectId,
  broadcastId,
  onRead,
}: {
  keyRead: Binding;
  bound: ChatBound;
  projectId: number;
  broadcastId: number;
  onRead: ChatPanelProps['onRead'];
}) {
  const m = useMessages(chatMessages);
  // The same for as long as the service runs: read once while the page is open.
  const key = useRead(chatKeyRead, keyRead, projectId, {
    staleTime: Number.POSITIVE_INFINITY,
  });
  const outer = useContext(PageSecrets);
  // The key joins the secrets scrubbed from every error shown under it: the service may echo it.
  const secrets = useMemo(() => (key.data === undefined ? outer : [...outer, key.data]), [outer, key.data]);
  // With the key, the room says when its own reads have landed.
  useReadReport(onRead, key.data === undefined ? !key.isPending : undefined);
  if (key.isPending)
    return (
      <p className="hint" aria-busy="true">
        {m.loading}
      </p>
    );
  if (key.isError) {
    // Refused (not a failure to reach the service): the chat needs it, and nothing stands in for it.
    const refused = key.error instanceof HttpError && !key.error.transient;
    return refused ? (
      <div className="chat-refused">
        <p>{m.keyRefused}</p>
        <RefusalSaid error={key.error} />
      </div>
    ) : (
      <PageError error={key.error} onRetry={() => void key.refetch()} retrying={key.isFetching} />
    );
  }
  return (
    <PageSecrets.Provider value={secrets}>
      <PageGroups.Provider value={CHAT_ONLY}>
        <ChatRoom bound={bound} projectId={projectId} broadcastId={broadcastId} chatKey={key.data} onRead={onRead} />
      </PageGroups.Provider>
    </PageSecrets.Provider>
  );
}
