import type { FormPreset } from '../../../components/form/form-presets.tsx';
import { formatAmount } from '../../../lib/i18n/format.ts';
import type { Language } from '../../../lib/i18n/languages.ts';

// The sizes and frame rates streamers pick, with the video bitrates the platforms recommend for them (Twitch's and
// YouTube's encoding guides: 3,000 for 720p at 30 frames up to 6,000 for 1080p at 60) and the audio bitrate they
// recommend (160). A preset fills the fields it names; the codec and the rest stay the streamer's.

const PRESETS = [
  { width: 854, height: 480, fps: 30, video: 1500 },
  { width: 1280, height: 720, fps: 30, video: 3000 },
  { width: 1280, height: 720, fps: 60, video: 4500 },
  { width: 1920, height: 1080, fps: 30, video: 4500 },
  { width: 1920, height: 1080, fps: 60, video: 6000 },
] as const;

const AUDIO_BITRATE = 160;

/** The presets, each with its video bitrate in the reader's language and the unit where the deployment gives one. */
export function profilePresets(
  words: { presetLabel: (height: number, fps: number) => string; presetHint: (bitrate: string) => string },
  videoUnit: string | undefined,
  language: Language,
): FormPreset[] {
  return PRESETS.map(({ width, height, fps, video }) => ({
    label: words.presetLabel(height, fps),
    hint: words.presetHint(formatAmount(video, language, videoUnit)),
    values: {
      width: String(width),
      height: String(height),
      fps: String(fps),
      vBitrate: String(video),
      aBitrate: String(AUDIO_BITRATE),
    },
  }));
}

/** The encoder's rarer settings, folded under one summary. */
export const ADVANCED_SETTINGS = ['mode', 'rotation', 'bFrames', 'preset', 'delay'] as const;
