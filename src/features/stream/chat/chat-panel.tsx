// The chat of a live broadcast from every platform in one place: its history (newest at the bottom), new messages as
// they come, a message to every platform whose chat can be written with each platform's answer, and removing one.
// Self-contained: it binds its own operations (chat-part.ts) in the page kit's frame, so any page can place it.

import { memo, useContext, useId, useMemo } from 'react';
import { BoundPart } from '../../../components/bound-part.tsx';
import { PageError, PageSecrets, RefusalSaid } from '../../../components/page-error.tsx';
import { PartNote } from '../../../components/part-note.tsx';
import { HttpError } from '../../../lib/api/errors.ts';
import { type Binding, isBound } from '../../../lib/bindings/bind.ts';
import { projectValues } from '../../../lib/bindings/call.ts';
import { PageGroups } from '../../../lib/bindings/page-groups.ts';
import { useBoundRead } from '../../../lib/bindings/read.ts';
import { useMessages } from '../../../lib/i18n/message-table.ts';
import { readChatKey } from './chat-answers.ts';
import { type ChatMessages, chatMessages } from './chat-messages.ts';
import { type ChatBound, chatPart } from './chat-part.ts';
import { ChatRoom } from './chat-room.tsx';
import { useReadReport } from '../read-report.ts';
import './chat.css';

/** A message sent or removed changes the chat alone: the page's other reads are not read again for each. */
const CHAT_ONLY: readonly string[] = [];

export interface ChatPanelProps {
  projectId: number;
  /** The live broadcast, as the page's live status names it. */
  broadcastId: number | undefined;
  /** Whether the project is live (its own stream, never another project's). */
  live: boolean;
  /**
   * Told whether the panel has what it shows read (and so its room), each time that changes: a page draws what is
   * below it once it has.
   */
  onRead?: (read: boolean) => void;
}

export const ChatPanel = memo(function ChatPanel({ projectId, broadcastId, live, onRead }: ChatPanelProps) {
  const m = useMessages(chatMessages);
  const headingId = useId();
  return (
    <section className="chat-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{m.title}</h2>
      <BoundPart part={chatPart}>
        {(bound) => (
          <ChatState bound={bound} projectId={projectId} broadcastId={broadcastId} live={live} onRead={onRead} m={m} />
        )}
      </BoundPart>
    </section>
  );
});

function ChatState({
  bound,
  projectId,
  broadcastId,
  live,
  onRead,
  m,
}: ChatPanelProps & { bound: ChatBound; m: ChatMessages }) {
  // A line of its own needs no read; the chat itself says when its reads have landed.
  const room = isBound(bound.key) && isBound(bound.history) && live && broadcastId !== undefined;
  useReadReport(onRead, room ? undefined : true);
  // Without the key nothing of the chat can be asked for: the panel says so and guesses none.
  if (!isBound(bound.key))
    return (
      <>
        <PartNote part={bound.key} />
        <p className="hint">{m.needsKey}</p>
      </>
    );
  if (!isBound(bound.history)) return <PartNote part={bound.history} />;
  if (!live) return <p className="chat-offline">{m.offline}</p>;
  if (broadcastId === undefined) return <p className="hint">{m.noBroadcast}</p>;
  return (
    <ChatWithKey
      key={`${projectId}:${broadcastId}`}
      keyRead={bound.key}
      bound={bound}
      projectId={projectId}
      broadcastId={broadcastId}
      onRead={onRead}
      m={m}
    />
  );
}

function ChatWithKey({
  keyRead,
  bound,
  projectId,
  broadcastId,
  onRead,
  m,
}: {
  keyRead: Binding;
  bound: ChatBound;
  projectId: number;
  broadcastId: number;
  onRead: ChatPanelProps['onRead'];
  m: ChatMessages;
}) {
  // The same for as long as the service runs: read once while the page is open.
  const key = useBoundRead(keyRead, projectValues(projectId), (body) => readChatKey(body), {
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
        <ChatRoom
          bound={bound}
          projectId={projectId}
          broadcastId={broadcastId}
          chatKey={key.data}
          onRead={onRead}
          m={m}
        />
      </PageGroups.Provider>
    </PageSecrets.Provider>
  );
}
