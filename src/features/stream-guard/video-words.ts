import { formatDuration } from '../../lib/i18n/format-duration.ts';
import type { Language } from '../../lib/i18n/languages.ts';
import type { GuardMessages } from './guard-messages.ts';
import type { ServiceVideo } from '../../lib/operations/media/service-videos.ts';

// A video in the page's words: its name, how long it is and its state in words, and why it cannot be chosen.

export const videoName = (video: ServiceVideo | undefined, m: GuardMessages) => video?.name ?? m.untitled;

/** How long it is and, unless it is ready, its state: "15 seconds", "Processing…", "The service says: queued". */
export function videoFacts(video: ServiceVideo, m: GuardMessages, language: Language): string[] {
  const state =
    video.state === undefined
      ? video.status === undefined
        ? undefined
        : m.serviceState(video.status)
      : video.state === 'ready'
        ? undefined
        : m.states[video.state];
  const duration = video.durationMs === undefined ? undefined : formatDuration(video.durationMs, language);
  return [duration, state].filter((fact): fact is string => fact !== undefined);
}

/** Why it cannot be chosen, where it cannot. */
export const whyNotChoosable = (video: ServiceVideo, m: GuardMessages): string | undefined =>
  video.choosable ? undefined : m.why[video.state ?? 'other'];
