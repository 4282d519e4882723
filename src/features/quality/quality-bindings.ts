import { definePart } from '../../lib/bindings/manifest.ts';
import { accountPart } from '../../lib/operations/account/account-bindings.ts';
import { destinationList } from '../../lib/operations/channels/destination-list.ts';
import { transcodingPlanRead } from '../../lib/operations/tariffs/tariff-reads.ts';
import { profilesRead } from '../../lib/operations/transcoders/profiles.ts';

// What the Quality page and a destination's quality on the Stream page bind, by the document's names in the
// Transcoders group (the real kind's summaries are known aliases; "Reset delay" is only the newer kind's), and of the
// groups around it: a destination's profile, the project's destinations, its transcoding plan and the account's level.

export const TRANSCODERS = 'Transcoders';

/** What both parts read and send: the profiles, a destination's profile, and what says whether they may change. */
export const qualityReads = {
  list: profilesRead.binding,
  // The write whose body takes the destination: the profile is optional (left out, none).
  setTranscoder: {
    name: { group: 'Channel settings', name: 'Set transcoder for a channel (personal settings)' },
    sends: { channel_id: 'any' },
  },
  destinations: destinationList.binding,
  // The transcoding plan read, as every tariff kind names it: whether the project may have profiles.
  plan: transcodingPlanRead.binding,
  projects: accountPart.bindings.projects,
} as const;

/** A destination's quality on the Stream page (its ⋯ menu and its row): a part of the Transcoders group. */
export const destinationQualityPart = definePart({ group: TRANSCODERS, bindings: qualityReads });
