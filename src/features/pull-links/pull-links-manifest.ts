import { groupOf } from '../../config/route-map.ts';
import type { PageManifest } from '../../lib/bindings/manifest.ts';
import { accountPart } from '../../lib/operations/account/account-bindings.ts';
import { pullLinksRead } from '../../lib/operations/pull-keys/pull-links.ts';
import { pullServersRead } from '../../lib/operations/pull-keys/pull-servers.ts';
import type { PullLinksRole } from './pull-links-props.ts';

// The Stream pull keys group's designed page, a project's Pull links page: the named links others pull the live
// stream from by RTMP, SRT or HLS, each address a secret; made, checked, moved to another server and deleted.

export const pullLinksManifest: PageManifest<PullLinksRole> = {
  group: groupOf('pullLinks'),
  bindings: {
    list: pullLinksRead.binding,
    create: 'Create key',
    update: 'Update key',
    remove: 'Delete key',
    // Sent when the user asks: it only reads the link's state.
    check: 'Check key',
    // The servers by city, for choosing where a link is served from (the real kind asks no sign-in for them).
    servers: pullServersRead.binding,
    projects: accountPart.bindings.projects,
  },
  firstReads: { list: pullLinksRead },
};
