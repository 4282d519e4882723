import { formatDateTime } from '../../lib/i18n/format.ts';
import { useLanguage } from '../../lib/i18n/message-table.ts';

/** A table's cell with when an entry was made, in the reader's format; a dash where the service gives no date. */
export function DateCell({ date }: { date: Date | undefined }) {
  const language = useLanguage();
  return (
    <td>{date ? <time dateTime={date.toISOString()}>{formatDateTime(date.toISOString(), language)}</time> : '—'}</td>
  );
}
