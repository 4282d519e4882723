import { useState } from 'react';
import { formatDateTime } from '../lib/i18n/format.ts';
import { appMessages, useLanguage } from '../lib/i18n/i18n.ts';
import { useMessages } from '../lib/i18n/message-table.ts';
import { isFromLastVisit } from '../lib/query-persistence.ts';
import './last-seen-note.css';

/**
 * A quiet "as of <time>" beside an answer restored from the last visit, with "checking for changes…" while it
 * is checked; it stays (with the time) when the check fails. Once the service confirms the answer, the note is
 * hidden but keeps its place, so its going away moves nothing (no layout shift on a return visit).
 */
export function LastSeenNote({ dataUpdatedAt, checking }: { dataUpdatedAt: number; checking: boolean }) {
  const t = useMessages(appMessages);
  const language = useLanguage();
  const [restoredAt] = useState(() => (isFromLastVisit(dataUpdatedAt) ? dataUpdatedAt : 0));
  if (!restoredAt) return null;
  const unconfirmed = isFromLastVisit(dataUpdatedAt);
  return (
    <span className={unconfirmed ? 'last-seen' : 'last-seen spent'}>
      {t.lastSeen.asOf(formatDateTime(new Date(restoredAt).toISOString(), language))}
      <span className={unconfirmed && checking ? undefined : 'spent'}>{t.lastSeen.checking}</span>
    </span>
  );
}
