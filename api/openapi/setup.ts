// The description of setting a stream up (api/setup/): channels on any platform, platform accounts, transcoders and
// pull links, registered with the others in api/openapi.ts.
import { CHANNEL_ADD_PATHS, CHANNEL_ADD_SCHEMAS } from './channel-adds.ts';
import { type Schema, mergedPaths } from './parts.ts';
import { PLATFORM_ACCOUNT_PATHS, PLATFORM_ACCOUNT_SCHEMAS } from './platform-accounts.ts';
import { PULL_LINK_PATHS, PULL_LINK_SCHEMAS, PULL_LINK_TAGS } from './pull-links.ts';
import { TRANSCODER_PATHS, TRANSCODER_SCHEMAS, TRANSCODER_TAGS } from './transcoders.ts';

export const SETUP_TAGS = [...TRANSCODER_TAGS, ...PULL_LINK_TAGS];

export const SETUP_PATHS = mergedPaths(CHANNEL_ADD_PATHS, PLATFORM_ACCOUNT_PATHS, TRANSCODER_PATHS, PULL_LINK_PATHS);

export const SETUP_SCHEMAS: Record<string, Schema> = {
  ...CHANNEL_ADD_SCHEMAS,
  ...PLATFORM_ACCOUNT_SCHEMAS,
  ...TRANSCODER_SCHEMAS,
  ...PULL_LINK_SCHEMAS,
};
