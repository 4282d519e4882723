import { record, text } from '../../../lib/service-description/answer-fields.ts';
import { listShape, readListPage } from '../../../lib/service-description/list-page.ts';
import type { Schema } from '../../../lib/service-description/schema.ts';

// Each platform's name as "Supported platforms" gives it (`title`: "YouTube"), by the token a broadcast names it by
// (`type`: "youtube"). A platform the list does not name is shown by its token, as the service sent it.

export type PlatformNames = ReadonlyMap<string, string>;

const named = (value: unknown) => {
  const said = text(value);
  return said === undefined || said.trim() === '' ? undefined : said;
};

export function readPlatformNames(body: unknown, answer: Schema | undefined): PlatformNames {
  const names = new Map<string, string>();
  for (const entry of readListPage(body, listShape(answer)).items) {
    const platform = record(entry);
    if (!platform) continue;
    const token = named(platform.type) ?? named(platform.platform);
    const title = named(platform.title) ?? named(platform.name);
    if (token !== undefined && title !== undefined && !names.has(token)) names.set(token, title);
  }
  return names;
}

/** The platform's name where the list gives one, else its token as given. */
export const platformName = (names: PlatformNames | undefined, token: string) => names?.get(token) ?? token;
