import type { Platform } from '../../../lib/operations/platforms/platform-list.ts';
import { text } from '../../../lib/service-description/answer-fields.ts';

// Each platform's name as "Supported platforms" gives it (`title`: "YouTube"), by the token a broadcast names it by
// (`type`: "youtube"). A platform the list does not name is shown by its token, as the service sent it.

export type PlatformNames = ReadonlyMap<string, string>;

const named = (value: unknown) => {
  const said = text(value);
  return said === undefined || said.trim() === '' ? undefined : said;
};

/** The supported platforms (lib/operations/platforms/platform-list.ts) by their tokens, each with its name. */
export function platformNamesOf(platforms: readonly Platform[]): PlatformNames {
  const names = new Map<string, string>();
  for (const platform of platforms) {
    const title = named(platform.title);
    if (title !== undefined && !names.has(platform.id)) names.set(platform.id, title);
  }
  return names;
}

/** The platform's name where the list gives one, else its token as given. */
export const platformName = (names: PlatformNames | undefined, token: string) => names?.get(token) ?? token;
