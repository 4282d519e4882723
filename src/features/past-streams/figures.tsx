import { useMemo } from 'react';
import { useUnits } from '../../config/units.ts';
import { locales } from '../../lib/i18n/languages.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import type { Restream } from '../../lib/operations/broadcast/broadcasts.ts';
import { pastStreamsMessages } from './past-streams-messages.ts';

/** A figure's words, its value where given (text as given, a number in the reader's format) and the field it is. */
export type FigureRow = readonly [label: string, value: string | number | undefined, field?: string];

/**
 * Figures as terms and values, each only where the service gives it: nothing stands in for a value it does not send.
 * A number's unit is printed only where config.json's `units` names one for its field (the description gives none).
 */
export function Figures({ figures, className }: { figures: readonly FigureRow[]; className: string }) {
  const language = useLanguage();
  const units = useUnits();
  // Every digit a figure has, up to two decimals (29.97 frames a second is not 30).
  const numbers = useMemo(() => new Intl.NumberFormat(locales[language], { maximumFractionDigits: 2 }), [language]);
  const given = figures.filter(([, value]) => value !== undefined);
  if (given.length === 0) return null;
  const unitOf = (field: string | undefined) =>
    field !== undefined && Object.hasOwn(units, field) ? units[field] : undefined;
  return (
    <dl className={className}>
      {given.map(([label, value, field]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            {typeof value === 'number' ? numbers.format(value) : value}
            {typeof value === 'number' && unitOf(field) ? `\u00a0${unitOf(field)}` : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A destination's figures: its viewers and messages, where the service gives them. */
export function RestreamFigures({ restream }: { restream: Restream }) {
  const m = useMessages(pastStreamsMessages);
  return (
    <Figures
      className="past-stream-platform-figures"
      figures={[
        [m.viewers, restream.viewers, 'viewers'],
        [m.messages, restream.messages, 'message'],
      ]}
    />
  );
}
