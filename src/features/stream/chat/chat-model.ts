// The chat as the panel shows it: a platform by its name, where a message can go, and whether a message may be sent as
// typed (the history as it is kept: chat-history.ts).

import { type Language, locales } from '../../../lib/i18n/languages.ts';
import type { ChatPlatform, ChatRestream } from '../../../lib/operations/chat/chat-answers.ts';
import { destinationLabel } from '../../../lib/operations/channels/destination-list.ts';

export type Platforms = ReadonlyMap<string, ChatPlatform>;

/** A destination by its name and platform (the restream's, with the platforms' list's title), else its platform as sent. */
export function platformName(
  delivery: { restreamId?: number | undefined; platform?: string | undefined },
  restreams: readonly ChatRestream[],
  platforms: Platforms,
): string | undefined {
  const restream =
    delivery.restreamId === undefined ? undefined : restreams.find((one) => one.restreamId === delivery.restreamId);
  const platform = delivery.platform ?? restream?.platform;
  const title = platform === undefined ? undefined : (platforms.get(platform)?.title ?? platform);
  // A destination by its name and its platform's, as every list of them names it; its platform alone without one.
  return restream?.name
    ? destinationLabel({ id: restream.name, name: restream.name, platform, platformTitle: title })
    : title;
}

/** One per language: making a list format loads its locale's data, and the chat names its platforms on each draw. */
const listFormats = new Map<Language, Intl.ListFormat>();

/** Platforms named once each, as a list in the reader's language ("YouTube, Twitch and VK"). */
export function platformList(names: readonly string[], language: Language): string {
  let format = listFormats.get(language);
  if (!format) {
    format = new Intl.ListFormat(locales[language], { type: 'conjunction' });
    listFormats.set(language, format);
  }
  return format.format([...new Set(names)]);
}

/** The restreams whose platform's chat the service says it cannot read: none of their viewers' messages come. */
export function unreadRestreams(restreams: readonly ChatRestream[], platforms: Platforms): ChatRestream[] {
  return restreams.filter(
    (restream) => restream.platform !== undefined && platforms.get(restream.platform)?.read === false,
  );
}

/** The restreams a message goes to (every one whose platform's chat is not said to be read-only), and the others. */
export function sendTargets(restreams: readonly ChatRestream[], platforms: Platforms) {
  const writable = (restream: ChatRestream) =>
    restream.platform === undefined || platforms.get(restream.platform)?.write !== false;
  return { to: restreams.filter(writable), notTo: restreams.filter((restream) => !writable(restream)) };
}

/** How long a message may be: the described body's limits for `text`, else the real kind's (1 to 300). */
export interface TextLimits {
  min: number;
  max: number;
}

export const REAL_KIND_LIMITS: TextLimits = { min: 1, max: 300 };

/** Characters as the service counts them: an emoji is one. */
export const characters = (text: string) => [...text].length;

export type TextProblem = { kind: 'empty' } | { kind: 'too-short'; min: number } | { kind: 'too-long'; over: number };

/** Whether a message may be sent as typed (its ends trimmed): none is sent that the service would refuse for size. */
export function textProblem(text: string, limits: TextLimits): TextProblem | undefined {
  const count = characters(text.trim());
  if (count === 0) return { kind: 'empty' };
  if (count < limits.min) return { kind: 'too-short', min: limits.min };
  if (count > limits.max) return { kind: 'too-long', over: count - limits.max };
  return undefined;
}
