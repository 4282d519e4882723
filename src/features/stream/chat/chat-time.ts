import { formatDateTime } from '../../../lib/i18n/format.ts';
import { type Language, locales } from '../../../lib/i18n/languages.ts';

// A message's time in the reader's own time zone: the hour and minute beside it (a chat is read while it is written),
// the full date and time for whoever asks (the element's title).

const formats = new Map<Language, Intl.DateTimeFormat>();

function timeFormat(language: Language): Intl.DateTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[language], { hour: '2-digit', minute: '2-digit' });
    formats.set(language, format);
  }
  return format;
}

/** The hour and minute, and the whole date and time; undefined for a time that is no date. */
export function chatTime(iso: string, language: Language): { short: string; full: string } | undefined {
  if (Number.isNaN(Date.parse(iso))) return undefined;
  return { short: timeFormat(language).format(new Date(iso)), full: formatDateTime(iso, language) };
}
