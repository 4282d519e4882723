import type { DescribedOperation, ServiceDescription } from '../../../lib/service-description/description.ts';
import { readingsOf } from '../../../lib/service-description/match.ts';
import { bindFamily, defineFamily } from '../../../lib/bindings/family.ts';

// Each platform's settings operations in Channel settings (the platforms themselves, and whether the OAuth start takes
// one: lib/operations/platforms/platform-list.ts).

export const SETTINGS_GROUP = 'Channel settings';

/** The custom channel's settings, as the document names them (with or without its note in brackets). */
const CUSTOM_SETTINGS = [
  'Set name / rtmp url for a custom channel (global settings)',
  'Set name / rtmp url for a custom channel',
];

/**
 * The Channel settings operations of a destination's platform: "Optional settings for <platform>", or the custom
 * channel's — described as the one line the document writes, or as the operations its slash names ("Set name for a
 * custom channel", "Set rtmp url for a custom channel"), the reading the description confirms most, as the catalog
 * matches a slashed line.
 */
export const settingsFamily = defineFamily({
  group: SETTINGS_GROUP,
  readings: (platform) =>
    platform === 'custom'
      ? CUSTOM_SETTINGS.flatMap((line) => [[line], ...readingsOf(line)])
      : [[`Optional settings for ${platform}`]],
});

/** A destination's platform's settings operations, bound (none for a destination that names no platform). */
export const settingsBindings = (description: ServiceDescription, platform: string | undefined) =>
  bindFamily(description, settingsFamily, platform ?? '');

/** The same, as the described operations (for links to their pages in the console). */
export const settingsOperations = (
  description: ServiceDescription,
  platform: string | undefined,
): readonly DescribedOperation[] => settingsBindings(description, platform).map((binding) => binding.operation);
