import { groupOf } from '../../config/route-map.ts';
import type { PageManifest } from '../../lib/bindings/manifest.ts';
import { profilesRead } from '../../lib/operations/transcoders/profiles.ts';
import { qualityReads } from './quality-bindings.ts';
import type { QualityRole } from './quality-props.ts';

// The Transcoders group's designed page, a project's Quality page: its transcoding profiles in a person's words, their
// state while they run and the destinations each is set on; made, changed, stopped, their delay reset and deleted.

export const qualityManifest: PageManifest<QualityRole> = {
  group: groupOf('quality'),
  bindings: {
    ...qualityReads,
    create: 'create',
    update: 'update',
    remove: 'delete',
    stop: 'stop',
    resetDelay: 'Reset delay',
  },
  firstReads: { list: profilesRead },
};
