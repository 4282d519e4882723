import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Deferred } from '../../../components/deferred.tsx';
import { describeError } from '../../../components/error-panel.tsx';
import { Button } from '../../../components/button.tsx';
import { ConfirmWrite } from '../../../components/confirm-write.tsx';
import { PartNote } from '../../../components/part-note.tsx';
import { ReadPart } from '../../../components/read-part.tsx';
import { isBound } from '../../../lib/bindings/bind.ts';
import type { NamedValues } from '../../../lib/bindings/call.ts';
import { usePagedList } from '../../../lib/bindings/pages.ts';
import { useBoundMutation } from '../../../lib/bindings/write.ts';
import { type PublicationBatch, publicationBatch } from '../../../lib/realtime/publication-batch.ts';
import { polled } from '../../../lib/realtime/polling-policy.ts';
import { appMessages } from '../../../lib/i18n/i18n.ts';
import { useLanguage, useMessages } from '../../../lib/i18n/message-table.ts';
import {
  type ChatMessage,
  type ChatPublication,
  type ChatRestream,
} from '../../../lib/operations/chat/chat-answers.ts';
import {
  type History,
  keptHistory,
  messagesInOrder,
  withChanges,
  withMessage,
  withoutMessage,
} from './chat-history.ts';
import { ChatList, shownBlocks } from './chat-list.tsx';
import { ChatLog } from './chat-log.tsx';
import type { MessageContext } from './chat-message.tsx';
import { chatMessages } from './chat-messages.ts';
import { type Platforms, platformList, platformName, sendTargets, unreadRestreams } from './chat-model.ts';
import { type ChatBound } from './chat-part.ts';
import { ChatSend } from './chat-send.tsx';
import { ReadProblem } from '../read-problem.tsx';
import { ReadReport, landed } from '../read-report.ts';
import { type ChatUpdates, useChatUpdates } from './chat-updates.ts';
import {
  chatRestreamsRead,
  chatHistoryList,
  type ChatAsked,
  chatPlatformsOf,
} from '../../../lib/operations/chat/chat-reads.ts';
import { platformsRead } from '../../../lib/operations/platforms/platform-list.ts';
import { useRead } from '../../../lib/bindings/read.ts';

/** A live broadcast's chat: read as often as what is live. */
const HISTORY_POLLING = polled(() => true);
const NO_PLATFORMS: Platforms = new Map();
const NO_RESTREAMS: readonly ChatRestream[] = [];
/**
 * New messages are drawn together, at most twice a second: a message after a quiet spell shows at once, and in a busy
 * chat a message still shows within half a second. A draw costs a phone about as much for one message as for five
 * (the render, the style, the layout and the paint of the log), so in a busy chat the draws, not the messages, set
 * what the chat costs (docs/performance.md).
 */
const DRAW_EVERY_MS = 500;

/** A live broadcast's chat, with its key: the history and what arrives, sending to every platform, removing. */
export function ChatRoom({
  bound,
  projectId,
  broadcastId,
  chatKey,
  onRead,
}: {
  bound: ChatBound;
  projectId: number;
  broadcastId: number;
  chatKey: string;
  /** Told whether the history, the restreams and the platforms have landed (the room's size is then known). */
  onRead?: (read: boolean) => void;
}) {
  const m = useMessages(chatMessages);
  const language = useLanguage();
  const t = useMessages(appMessages);
  const queryClient = useQueryClient();
  const values: NamedValues = useMemo(
    () => ({ key: chatKey, broadcast_id: String(broadcastId) }),
    [chatKey, broadcastId],
  );
  const chat = useMemo(() => ({ key: chatKey, broadcastId }), [chatKey, broadcastId]);
  // Read again every few seconds while nothing pushes (and once a minute while pushed, for what the connection lost).
  const history = usePagedList(chatHistoryList, bound.history, chat, {
    refetchInterval: HISTORY_POLLING,
    refetchIntervalInBackground: false,
    // A message unchanged stays the object drawn; a read again keeps what is older than its window.
    structuralSharing: keptHistory,
  });
  const historyKey = history.queryKey;
  const restreams = useRead(chatRestreamsRead, bound.restreams, chat);
  // The platforms' names and which chats can be written: the page's list of them, kept while the page is.
  const platforms = useRead(platformsRead, bound.platforms, projectId, {
    staleTime: Number.POSITIVE_INFINITY,
    select: chatPlatformsOf,
  });
  const latestKey = useRef(historyKey);
  useLayoutEffect(() => {
    latestKey.current = historyKey;
  });
  const change = useCallback(
    (update: (data: History | undefined) => History | undefined) =>
      queryClient.setQueryData<History>(latestKey.current, update),
    [queryClient],
  );
  // What is published comes in a task of its own, dozens a second in a busy chat: drawn in batches.
  const published = useRef<PublicationBatch<ChatPublication>>(undefined);
  useEffect(() => () => published.current?.cancel(), []);
  const onPublication = useCallback(
    (publication: ChatPublication) => {
      published.current ??= publicationBatch((publications) => change((data) => withChanges(data, publications)), {
        every: DRAW_EVERY_MS,
      });
      published.current.add(publication);
    },
    [change],
  );
  const updates = useChatUpdates({ bound, projectId, broadcastId, historyKey, onPublication });
  const onSent = useCallback((message: ChatMessage) => change((data) => withMessage(data, message)), [change]);

  // Read once the history, the restreams and the platforms have landed and the way new messages come is settled (its
  // line's words, and so their length, are then known); told from the log's place, once it is drawn.
  const read =
    landed(bound.history, history) &&
    landed(bound.restreams, restreams) &&
    landed(bound.platforms, platforms) &&
    updates.kind !== 'connecting';

  const logRef = useRef<HTMLDivElement>(null);
  const removeFrom = useRef<HTMLElement | null>(null);
  const remove = useBoundMutation(bound.remove, {
    values: (message: ChatMessage) => ({ ...values, event_id: message.id }),
    confirm: true,
    onSuccess: (_answer, message) => change((data) => withoutMessage(data, message.id)),
  });
  const asking = remove.asking !== undefined;
  // Once the question is answered, the focus goes back to the message's button, or to the log when it is gone.
  useEffect(() => {
    if (asking) return;
    const button = removeFrom.current;
    removeFrom.current = null;
    if (button?.isConnected) button.focus();
    else if (button) logRef.current?.focus();
  }, [asking]);

  // The same context while what it holds is the same, so that a message already drawn is not drawn again when
  // another arrives (ChatMessageItem is memoized); Remove calls the latest `run`.
  const runRemove = useRef(remove.run);
  useLayoutEffect(() => {
    runRemove.current = remove.run;
  });
  const onRemove = useCallback((message: ChatMessage, button: HTMLElement) => {
    removeFrom.current = button;
    runRemove.current(message);
  }, []);
  const removable = isBound(bound.remove);
  const context: MessageContext = useMemo(
    () => ({
      restreams: restreams.data ?? NO_RESTREAMS,
      platforms: platforms.data ?? NO_PLATFORMS,
      language,
      m,
      onRemove: removable ? onRemove : undefined,
    }),
    [restreams.data, platforms.data, language, m, removable, onRemove],
  );
  const pages = history.data?.pages;
  const blocks = useMemo(() => shownBlocks(messagesInOrder(pages ?? [])), [pages]);
  const ids = useMemo(() => blocks.flatMap((block) => block.messages.map((message) => message.id)), [blocks]);
  const asked = remove.asking?.vars as ChatMessage | undefined;
  // A read of new messages that fails keeps what was read on screen, with why above it.
  const failing = history.isError && history.data !== undefined;
  const shown = {
    isPending: history.isPending,
    isError: history.isError && !failing,
    error: history.error,
    isFetching: history.isFetching,
    refetch: history.refetch,
    data: history.data,
  };

  return (
    <div className="chat-room">
      <UpdatesLine updates={updates} failing={failing} />
      <NotRead context={context} />
      {failing ? (
        <ReadProblem
          className="chat-problem"
          text={m.pollFailed(describeError(history.error, t))}
          action={m.tryNow}
          onAction={() => void history.refetch()}
        />
      ) : null}
      {/* The history's messages, drawn in short tasks as they land (a first page is dozens). */}
      <Deferred>
        <ReadReport onRead={onRead} read={read} />
        <ReadPart bound={bound.history} query={shown}>
          {() => (
            <>
              {history.hasNextPage ? (
                <Button onClick={history.showMore} busy={history.isFetchingNextPage}>
                  {m.showEarlier}
                </Button>
              ) : history.total !== undefined && history.total > ids.length ? (
                <p className="hint">{m.latestOf(ids.length, history.total)}</p>
              ) : null}
              <ChatLog ids={ids} label={m.log} newLabel={m.newMessages} logRef={logRef}>
                {ids.length ? (
                  <ChatList blocks={blocks} context={context} />
                ) : (
                  <p className="hint chat-empty">{m.empty}</p>
                )}
              </ChatLog>
            </>
          )}
        </ReadPart>
      </Deferred>
      {remove.isSuccess ? (
        <p role="status" className="hint">
          {m.removed}
        </p>
      ) : null}
      <ConfirmWrite write={remove} title={m.removeTitle} confirmLabel={m.remove} cancelLabel={m.cancel}>
        {asked ? (
          <blockquote className="chat-asked">
            {asked.author === undefined ? null : <p className="chat-author">{asked.author}</p>}
            <p className="service-text">{asked.text}</p>
          </blockquote>
        ) : null}
        <p>{m.removeBody}</p>
      </ConfirmWrite>
      <SendPart bound={bound} values={values} chat={chat} context={context} onSent={onSent} />
    </div>
  );
}

/** The form, drawn again only when what it shows changes: not for each message that arrives. */
const SendPart = memo(function SendPart({
  bound,
  values,
  chat,
  context,
  onSent,
}: {
  bound: ChatBound;
  values: NamedValues;
  chat: ChatAsked;
  context: MessageContext;
  onSent: (message: ChatMessage) => void;
}) {
  const m = useMessages(chatMessages);
  // The room's own read of them (one request, one cache entry).
  const restreamsRead = useRead(chatRestreamsRead, bound.restreams, chat);
  if (!isBound(bound.send)) return <PartNote part={bound.send} />;
  if (!isBound(bound.restreams))
    return (
      <>
        <PartNote part={bound.restreams} standsFor="own-words" />
        <p className="hint">{m.sendNeeds}</p>
      </>
    );
  const send = bound.send;
  return (
    <ReadPart bound={bound.restreams} query={restreamsRead}>
      {(restreams) => {
        const { to, notTo } = sendTargets(restreams, context.platforms);
        return to.length ? (
          <ChatSend send={send} values={values} to={to} notTo={notTo} context={context} onSent={onSent} />
        ) : (
          <p className="hint">{m.noTargets}</p>
        );
      }}
    </ReadPart>
  );
});

/** The platforms of the broadcast whose viewers' messages never come here, by the service's word. */
const NotRead = memo(function NotRead({ context }: { context: MessageContext }) {
  const { restreams, platforms, language, m } = context;
  const unread = unreadRestreams(restreams, platforms);
  if (!unread.length) return null;
  const names = unread.map((restream) => platformName(restream, restreams, platforms) ?? m.unnamedPlatform);
  return <p className="hint">{m.notRead(platformList(names, language))}</p>;
});

/** How the panel keeps up, in words: pushed, or checked every few seconds (and why). */
const UpdatesLine = memo(function UpdatesLine({ updates, failing }: { updates: ChatUpdates; failing: boolean }) {
  const m = useMessages(chatMessages);
  if (failing) return null;
  const line =
    updates.kind === 'pushed'
      ? m.pushed
      : updates.kind === 'connecting'
        ? m.connecting(updates.seconds)
        : updates.kind === 'stopped'
          ? m.pushStopped(updates.seconds)
          : m.polling(updates.seconds);
  return (
    <div className="chat-updates">
      <p role="status" className="hint">
        {line}
      </p>
      {updates.kind === 'stopped' ? <Button onClick={updates.reconnect}>{m.reconnect}</Button> : null}
    </div>
  );
});
