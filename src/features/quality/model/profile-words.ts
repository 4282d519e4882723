import { formatAmount, formatNumber } from '../../../lib/i18n/format.ts';
import type { Language } from '../../../lib/i18n/languages.ts';
import { ownWord } from '../../../lib/i18n/own-word.ts';
import type { QualityMessages } from '../quality-messages.ts';
import type { Profile } from '../../../lib/operations/transcoders/profiles.ts';
import type { Units } from './units.ts';

// A profile in a person's words: "1280×720 · 30 fps · 2,500 kbps video · 160 kbps audio · H.264", each part only
// where the profile has it, a bitrate's unit only where the deployment gives one.

export function profileSummary(profile: Profile, units: Units, m: QualityMessages, language: Language): string {
  const { width, height, fps, vBitrate, aBitrate } = profile.numbers;
  const parts: string[] = [];
  // A size is written as people write it, without grouping: 1920×1080.
  if (width !== undefined && height !== undefined) parts.push(m.summary.size(String(width), String(height)));
  if (fps !== undefined) parts.push(m.summary.fps(formatNumber(fps, language)));
  if (vBitrate !== undefined) parts.push(m.summary.video(formatAmount(vBitrate, language, units.video)));
  if (aBitrate !== undefined) parts.push(m.summary.audio(formatAmount(aBitrate, language, units.audio)));
  if (profile.codec !== undefined) parts.push(codecName(profile.codec, m));
  return parts.join(' · ');
}

/** A codec by its name for people where the page knows it, else as the service gives it. */
export const codecName = (codec: string, m: QualityMessages) => ownWord(m.codecs, codec) ?? codec;

/** A profile's name, or its ID in words where it has none. */
export const profileName = (profile: Profile, m: QualityMessages) => profile.name ?? m.unnamed(profile.id);
