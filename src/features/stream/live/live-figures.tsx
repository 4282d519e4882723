// The stream's figures as the service gives them: the incoming stream's and each destination's. Each is named in
// the reader's words where the page has them, else by the description's own gloss, else by the field's name; values
// are shown as given, with a unit only where config.json's `units` names one.

import { useRuntimeConfig } from '../../../config/runtime-config.ts';
import { formatFigure } from '../../../lib/i18n/format-figure.ts';
import { useLanguage, useMessages } from '../../../lib/i18n/message-table.ts';
import type { Figure } from '../../../lib/operations/broadcast/live-answers.ts';
import { figureMessages } from './figure-messages.ts';
import './live-figures.css';

/** `inline`: on one line where they fit, as a destination's row shows them; else a grid, as the live panel does. */
export function LiveFigures({ figures, inline = false }: { figures: readonly Figure[]; inline?: boolean }) {
  const units = useRuntimeConfig().units;
  const words = useMessages(figureMessages);
  const language = useLanguage();
  return (
    <dl className={inline ? 'live-figures live-figures-inline' : 'live-figures'}>
      {figures.map(({ field, value, gloss }) => {
        // A unit config.json gives for this field: a figure named `toString` has none of its own.
        const unit = typeof value === 'number' && Object.hasOwn(units, field) ? units[field] : undefined;
        return (
          <div key={field}>
            <dt className={Object.hasOwn(words.fields, field) ? undefined : 'service-text'}>
              {Object.hasOwn(words.fields, field) ? words.fields[field] : (gloss ?? field)}
            </dt>
            <dd className="live-value">
              {typeof value === 'number' ? formatFigure(value, language) : String(value)}
              {unit ? ` ${unit}` : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * The room of one line of figures, held in a destination's row while its figures may still come, so that the row does
 * not grow under the pointer when they do: the same line with one empty term and value, unseen and unread.
 */
export function LiveFiguresRoom() {
  return (
    <dl className="live-figures live-figures-inline live-figures-room" aria-hidden="true">
      <div>
        <dt />
        <dd />
      </div>
    </dl>
  );
}
