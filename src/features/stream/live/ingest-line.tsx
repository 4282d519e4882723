import { Fragment } from 'react';
import { useUnits } from '../../../config/units.ts';
import { formatFigure } from '../../../lib/i18n/format-figure.ts';
import { useLanguage } from '../../../lib/i18n/i18n.ts';
import { useMessages } from '../../../lib/i18n/message-table.ts';
import type { Figure } from '../../../lib/operations/broadcast/live-answers.ts';
import { lineMessages } from './ingest-line-messages.ts';

// The incoming stream in a streamer's words: its picture, its frames a second and its bitrate, in one line
// ("1920×1080 · 60 fps · bitrate 6,382"). A bitrate gets a unit only where config.json's `units` names one for the
// field: the service does not say which it uses.

/** The figures the line shows, in its order: the first of each the service gives. */
const SUMMARY = ['resolution', 'fps', 'bitrate'] as const;

export function ingestSummary(ingest: readonly Figure[]): Figure[] {
  return SUMMARY.flatMap((field) => ingest.find((figure) => figure.field === field) ?? []);
}

export function IngestLine({ figures }: { figures: readonly Figure[] }) {
  const m = useMessages(lineMessages);
  const language = useLanguage();
  const units = useUnits();
  const parts = figures.map(({ field, value }) => {
    if (field === 'resolution')
      return typeof value === 'string' ? value.replace(/^(\d+)x(\d+)$/, '$1×$2') : String(value);
    const number = typeof value === 'number' ? formatFigure(value, language) : String(value);
    if (field === 'fps') return m.fps(number);
    const unit = Object.hasOwn(units, field) ? units[field] : undefined;
    return m.bitrate(unit ? `${number}\u00a0${unit}` : number);
  });
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index ? <span aria-hidden="true"> · </span> : null}
          <span className="live-ingest-part">{part}</span>
          {index < parts.length - 1 ? <span className="visually-hidden">, </span> : null}
        </Fragment>
      ))}
    </>
  );
}
