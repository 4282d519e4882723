import { type Language, locales } from './languages.ts';

// A figure the service measures (frames a second, a bitrate, viewers), apart from format.ts, which every first load
// carries and which rounds to whole numbers (plans' limits are whole): 29.97 frames a second is not 30.

const formats = new Map<Language, Intl.NumberFormat>();

/** The number as the service gives it, grouped in the reader's language, with every decimal it has. */
export function formatFigure(value: number, lang: Language): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(locales[lang], { maximumFractionDigits: 20 });
    formats.set(lang, format);
  }
  return format.format(value);
}
