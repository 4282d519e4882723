// A video's name: as a rename sends it — text with a visible character, no control characters, at most MAX_NAME
// characters (counted as characters, an emoji one), kept without the spaces around it — or as an uploaded file's
// name gives it.
import { type Language, messages } from '../messages.ts';
import { studioMessages } from '../studio/studio-messages.ts';
import { invalid } from '../validation.ts';
import { videoMessages } from './video-messages.ts';
import { MAX_NAME } from './video-state.ts';

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

export function nameIn(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (value === undefined) throw invalid(field, messages.missing(field));
  if (typeof value !== 'string') throw invalid(field, messages.notString(field));
  const name = value.trim();
  if (name === '') throw invalid(field, videoMessages.nameBlank(field));
  if (name.search(CONTROL_CHARACTERS) >= 0) throw invalid(field, studioMessages.notAllowedCharacters(field));
  if ([...name].length > MAX_NAME) throw invalid(field, messages.tooLong(field, MAX_NAME));
  return name;
}

/** An uploaded file's name as its video's: no folders, no extension, no control characters, at most MAX_NAME. */
export function videoNameOf(fileName: string, language: Language): string {
  const base = fileName.split(/[\\/]/).at(-1) ?? '';
  const dot = base.lastIndexOf('.');
  const bare = dot > 0 && base.length - dot <= 6 ? base.slice(0, dot) : base;
  const clean = bare.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  const name = [...clean].slice(0, MAX_NAME).join('').trim();
  return name === '' ? videoMessages.uploadedName()[language] : name;
}
