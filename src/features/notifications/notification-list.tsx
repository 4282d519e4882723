import { useShowMore } from '../../components/use-show-more.tsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionLink } from '../../components/action-link.tsx';
import { Button } from '../../components/button.tsx';
import { describeError } from '../../components/error-panel.tsx';
import { OnceButton } from '../../components/once-button.tsx';
import { PageError } from '../../components/page-error.tsx';
import { pageHref } from '../../config/route-map.ts';
import { PartNote } from '../../components/part-note.tsx';
import { ProjectName } from '../../components/project-name.tsx';
import { ServiceSaid } from '../../components/service-said.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { useNow } from '../../components/use-now.ts';
import { InvalidResponseError } from '../../lib/api/errors.ts';
import { type Bound, isBound } from '../../lib/bindings/bind.ts';
import type { BoundRoles } from '../../lib/bindings/manifest.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { formatDateTime, formatRelative } from '../../lib/i18n/format.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import { type NotificationItem, type NotifyAction } from '../../lib/operations/notifications/notification-reader.ts';
import type { BellRole } from './notify-part.ts';
import { ownWord } from '../../lib/i18n/own-word.ts';
import { expireSharedCount } from '../../lib/operations/notifications/shared-count.ts';
import { bellMessages } from './bell-messages.ts';
import { notificationList } from '../../lib/operations/notifications/notify-reads.ts';
import { usePagedList } from '../../lib/bindings/pages.ts';

/** Newest first, this many at a time. */
const PAGE_SIZE = 10;

/**
 * The newest notifications, in the reader's language: opening one shows all of it and marks it read (one write with
 * its ID); Mark all as read; Show more reads the next page. What a notification offers is a link (`https:` or a page
 * of this dashboard) or an action the service runs, each asked for by a press.
 */
export function NotificationList({ bound }: { bound: BoundRoles<BellRole> }) {
  const m = useMessages(bellMessages);
  const list = bound.list;
  const pages = usePagedList(notificationList, list, undefined, { size: PAGE_SIZE, quiet: true });
  // Show more hands the focus to the first notification it brought.
  const { list: listRef, button: more } = useShowMore<HTMLUListElement>(pages, '.bell-item-open', m.showMore);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  // Shown read from the press on, and unread again if the service refuses: the list is only read again when reopened.
  const [readHere, setReadHere] = useState<ReadonlySet<string>>(new Set());
  // The user changed what is unread: every tab's next count is read from the service.
  const markRead = useBoundMutation<NotificationItem>(bound.markRead, {
    values: (item) => ({ notify_history_ids: item.id }),
    onSuccess: () => expireSharedCount(),
    onError: (_error, item) => setReadHere((was) => without(was, item.id)),
  });
  const markAll = useBoundMutation(bound.markAllRead, { values: () => ({}), onSuccess: () => expireSharedCount() });

  if (!isBound(list)) return <PartNote part={list} />;
  const items = pages.items;
  // A press opens a notification (and marks it read) or closes it again.
  const toggle = (item: NotificationItem) => {
    const wasOpen = opened.has(item.id);
    setOpened((was) => (wasOpen ? without(was, item.id) : new Set(was).add(item.id)));
    if (wasOpen || item.read || readHere.has(item.id) || !markRead.binding) return;
    setReadHere((was) => new Set(was).add(item.id));
    markRead.run(item);
  };
  return (
    <div className="bell-panel">
      <div className="bell-head">
        <h2>{m.title}</h2>
        {markAll.binding && items.length ? (
          // Kept when nothing is left unread, so the focus stays on it after it is pressed.
          <Button
            variant="quiet"
            aria-disabled={!items.some((item) => !item.read)}
            onClick={() => items.some((item) => !item.read) && !markAll.isPending && markAll.run()}
            busy={markAll.isPending}
          >
            {m.markAllRead}
          </Button>
        ) : null}
      </div>
      {markAll.isError ? <Refused error={markAll.error} /> : null}
      {pages.isPending ? (
        <p aria-busy="true">
          <span className="visually-hidden">{m.loading}</span>
          <Skeleton />
        </p>
      ) : pages.isError ? (
        pages.error instanceof InvalidResponseError ? (
          <PartNote part={list} unreadable />
        ) : (
          <PageError error={pages.error} onRetry={() => void pages.refetch()} retrying={pages.isFetching} />
        )
      ) : items.length === 0 ? (
        <p>{m.empty}</p>
      ) : (
        <ul className="bell-list" ref={listRef}>
          {items.map((item) => (
            <NotificationEntry
              key={item.id}
              item={item}
              opened={opened.has(item.id)}
              unread={!item.read && !readHere.has(item.id)}
              onOpen={() => toggle(item)}
              runAction={bound.runAction}
            />
          ))}
        </ul>
      )}
      {markRead.isError ? <Refused error={markRead.error} /> : null}
      {more}
    </div>
  );
}

function without(set: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(set);
  next.delete(id);
  return next;
}

function NotificationEntry({
  item,
  opened,
  unread,
  onOpen,
  runAction,
}: {
  item: NotificationItem;
  opened: boolean;
  unread: boolean;
  onOpen: () => void;
  runAction: Bound;
}) {
  const m = useMessages(bellMessages);
  const language = useLanguage();
  const now = useNow();
  // Here rather than with the buttons: the service's answer takes them away, and what it did is still said.
  const run = useBoundMutation<NotifyAction>(runAction, {
    values: (action) => ({ notify_history_id: item.id, action_name: action.name, group_id: action.groupId ?? '' }),
    // Pressing Accept is the ask, and is taken once: a second press while the service runs it runs nothing more.
    confirm: false,
    once: true,
    onSuccess: () => expireSharedCount(),
  });
  const title = item.title || m.untitled;
  return (
    <li className={unread ? 'bell-item bell-item-unread' : 'bell-item'}>
      <button type="button" className="bell-item-open" aria-expanded={opened} onClick={onOpen}>
        {unread ? <span className="visually-hidden">{m.unread}: </span> : null}
        <span className="bell-item-title">{title}</span>
      </button>
      <p className="bell-item-meta">
        {item.date ? (
          <time dateTime={item.date.toISOString()} title={formatDateTime(item.date.toISOString(), language)}>
            {formatRelative(item.date.toISOString(), now, language)}
          </time>
        ) : null}
        {item.category ? <span className="badge">{ownWord(m.categories, item.category) ?? item.category}</span> : null}
        {item.projectId !== undefined ? (
          <Link to={pageHref('restream', item.projectId)}>
            <ProjectName projectId={item.projectId} fallback={m.project(String(item.projectId))} />
          </Link>
        ) : null}
      </p>
      <p className={opened ? 'bell-item-text' : 'bell-item-text bell-item-text-short'}>{item.text}</p>
      {opened && item.actions.length ? <NotificationActions item={item} run={run} /> : null}
      {run.isSuccess ? <p role="status">{m.actionDone}</p> : null}
      {run.isError ? <Refused error={run.error} /> : null}
    </li>
  );
}

function NotificationActions({
  item,
  run,
}: {
  item: NotificationItem;
  run: ReturnType<typeof useBoundMutation<NotifyAction>>;
}) {
  return (
    <div className="bell-actions">
      {item.actions.map((action) =>
        action.href ? (
          <ActionLink key={action.name + action.href} href={action.href}>
            {action.label}
          </ActionLink>
        ) : run.binding ? (
          <OnceButton
            key={action.name}
            variant={action.primary ? 'primary' : 'default'}
            onClick={() => run.run(action)}
            inFlight={run.inFlight}
            busy={run.isPending && run.variables?.name === action.name}
          >
            {action.label}
          </OnceButton>
        ) : null,
      )}
    </div>
  );
}

/** A write the service refused, in the reader's words and then its own. */
function Refused({ error }: { error: unknown }) {
  const t = useMessages(appMessages);
  return (
    <div role="alert">
      <p className="form-error">{describeError(error, t)}</p>
      <ServiceSaid error={error} />
    </div>
  );
}
