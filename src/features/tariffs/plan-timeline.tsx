import type { CSSProperties } from 'react';
import { formatShortDate } from '../../lib/i18n/format.ts';
import { appMessages, useLanguage } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import type { PlanRestream } from '../../lib/operations/plan-restream/plan-slot.ts';
import { timelineMarks } from './plan-timeline.ts';

/** Previous → current → next along a time axis, with today marked: where the project stands at a glance. */
export function PlanTimeline({ plan, now }: { plan: PlanRestream; now: number }) {
  const t = useMessages(appMessages);
  const language = useLanguage();
  const marks = timelineMarks(plan, now);
  if (!marks.length) return null;
  return (
    <figure className="timeline" aria-labelledby="timeline-title">
      <figcaption id="timeline-title" className="visually-hidden">
        {t.tariff.timeline}
      </figcaption>
      <ol className="timeline-track">
        {marks.map((mark) => (
          <li
            key={mark.kind}
            className={`timeline-mark timeline-${mark.kind}${mark.position < 25 ? ' timeline-start' : mark.position > 75 ? ' timeline-end' : ''}`}
            style={{ '--pos': `${mark.position}%` } as CSSProperties}
          >
            <span className="timeline-dot" aria-hidden="true" />
            <span className="timeline-label">
              {mark.kind === 'today' ? (
                t.tariff.today
              ) : (
                <>
                  <span className="timeline-slot">{t.tariff.endOf(t.tariff.slots[mark.kind])}</span>
                  <time dateTime={mark.iso ?? undefined}>{formatShortDate(mark.iso ?? '', language)}</time>
                </>
              )}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

export function PlanTimelineSkeleton() {
  return <div className="timeline timeline-skeleton" aria-hidden="true" />;
}
