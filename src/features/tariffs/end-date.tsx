import { useId } from 'react';
import { formatDateTime, formatRelative, formatUtc } from '../../lib/i18n/format.ts';
import { appMessages, useLanguage } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';

/**
 * The end of a plan: local date and time with the zone named, how far away that is, and the exact UTC instant
 * on hover or keyboard focus (a tooltip the time element describes itself with).
 */
export function EndDate({ iso, now }: { iso: string; now: number }) {
  const t = useMessages(appMessages);
  const language = useLanguage();
  const tipId = useId();
  const ended = Date.parse(iso) <= now;
  const relative = formatRelative(iso, now, language);
  return (
    <span className="end-date">
      <span className="tooltip-anchor">
        <time dateTime={iso} tabIndex={0} aria-describedby={tipId}>
          {formatDateTime(iso, language)}
        </time>
        <span id={tipId} role="tooltip" className="tooltip">
          {formatUtc(iso)}
        </span>
      </span>
      <span className={ended ? 'relative relative-ended' : 'relative'}>
        {ended ? t.tariff.endedAgo(relative) : t.tariff.endsIn(relative)}
      </span>
    </span>
  );
}
