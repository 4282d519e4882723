import type { Binding, Bound } from '../../../lib/bindings/bind.ts';
import { bindFamily, defineFamily } from '../../../lib/bindings/family.ts';
import { type Platform, oauthStartOf } from '../../../lib/operations/platforms/platform-list.ts';
import type { ServiceDescription } from '../../../lib/service-description/description.ts';

// How a destination is added on each platform: by the form of its own add operation (the newer description's "Add
// <platform> channel", one per platform, its body the platform's), or by signing in to the platform through the OAuth
// start. The platforms "Supported platforms" lists and the add operations a description has are not the same list:
// a platform may have either, both (VK: a linked account's community, or another account linked) or neither.

export const CHANNEL_GROUP = 'Channel';

/** Each platform's add, by the token "Supported platforms" names it by (`kick` → "Add kick channel"). */
export const addFamily = defineFamily({
  group: CHANNEL_GROUP,
  readings: (platform) => [[`Add ${platform} channel`]],
  // A change the user asks for: a description that put the name on a read gets nothing sent.
  options: { write: true },
});

/** What a name stands for when no platform's add is described: the line that says so names the family. */
export const ADD_NAME = 'Add <platform> channel';

export interface AddWays {
  /** Its add operation, bound. */
  form: Binding | undefined;
  /** The OAuth start, where it takes the platform and the service does not say it connects otherwise. */
  connect: Binding | undefined;
}

export function addWaysOf(description: ServiceDescription, platform: Platform, oauth: Bound): AddWays {
  return {
    form: bindFamily(description, addFamily, platform.id)[0],
    connect: platform.oauth === false ? undefined : oauthStartOf(oauth, platform.id),
  };
}

/** The platforms a destination can be added on (those the service says take none left out), and those it cannot here. */
export function addablePlatforms(
  description: ServiceDescription,
  platforms: readonly Platform[],
  oauth: Bound,
): { addable: { platform: Platform; ways: AddWays }[]; notHere: Platform[] } {
  const addable: { platform: Platform; ways: AddWays }[] = [];
  const notHere: Platform[] = [];
  for (const platform of platforms) {
    if (platform.adding === false) continue;
    const ways = addWaysOf(description, platform, oauth);
    if (ways.form || ways.connect) addable.push({ platform, ways });
    else notHere.push(platform);
  }
  return { addable, notHere };
}

/** Whether any platform's add is described at all (else the part says so, once). */
export const anyAddDescribed = (description: ServiceDescription, platforms: readonly Platform[]) =>
  platforms.some((platform) => bindFamily(description, addFamily, platform.id).length > 0);
