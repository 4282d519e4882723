// The tariff kinds in the order the pages list them, and each kind's page. What each page binds is in its manifest
// (restream-manifest.ts, transcoding-manifest.ts, storage-manifest.ts, webinar-manifest.ts).

import { pageHref } from '../../../config/route-map.ts';
import type { TariffKind, TariffRole } from '../tariff-groups.ts';

export type { TariffKind, TariffRole };

export const tariffKindOrder = [
  'restream',
  'transcoding',
  'storage',
  'webinar',
] as const satisfies readonly TariffKind[];

/** A kind's page in the project: the route map names each kind's page for it. */
export const tariffPath = (projectId: number, kind: TariffKind) => pageHref(kind, projectId);
