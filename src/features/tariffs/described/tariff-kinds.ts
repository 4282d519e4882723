// The document's three tariff kinds in the order the pages list them, and each kind's page. What each page binds is
// in its manifest (restream-manifest.ts, transcoding-manifest.ts, storage-manifest.ts).

import { projectGroupPath } from '../../../config/paths.ts';
import { type TariffKind, type TariffRole, tariffGroups } from '../tariff-groups.ts';

export type { TariffKind, TariffRole };

export const tariffKindOrder = ['restream', 'transcoding', 'storage'] as const satisfies readonly TariffKind[];

/** A kind's page: its group's path in the project. */
export const tariffPath = (projectId: number, kind: TariffKind) => projectGroupPath(tariffGroups[kind], projectId);
