import { queryOptions } from '@tanstack/react-query';
import type { DescribedOperation } from '../../service-description/description.ts';
import type { OperationDetails } from '../../service-description/operation-details.ts';
import { queryKeys } from '../query-keys.ts';
import { callDescribed } from './described-call.ts';

// The described tariff reads. Every key starts with the tariff keys' root, so a write to any plan (here or on an
// operation page of a tariff group) makes all of them stale; none has the restream plan's four-part key, so none
// is kept for a return visit.

type Kind = 'restream' | 'transcoding' | 'storage';

export const describedTariffKeys = {
  plan: (kind: Kind, projectId: number, language: string) =>
    [queryKeys.tariffs.all[0], kind, projectId, language, 'described'] as const,
  read: (
    kind: Kind,
    what: string,
    projectId: number,
    language: string,
    values: Readonly<Record<string, string>> = {},
  ) => [queryKeys.tariffs.all[0], kind, what, projectId, language, values] as const,
};

interface Read {
  operation: DescribedOperation;
  details: OperationDetails;
  projectId: number;
  language: string;
}

/** A kind's "Get tariff for project", as the description says to ask it. */
export function describedPlanQuery(kind: Kind, read: Read) {
  return queryOptions({
    queryKey: describedTariffKeys.plan(kind, read.projectId, read.language),
    queryFn: ({ signal }) => callDescribed({ ...read, values: {}, signal }),
  });
}

/** Another read of the group (a list, the discount, the check) with the values it asks for. */
export function describedReadQuery(
  kind: Kind,
  what: string,
  read: Read,
  values: Readonly<Record<string, string>> = {},
) {
  return queryOptions({
    queryKey: describedTariffKeys.read(kind, what, read.projectId, read.language, values),
    queryFn: ({ signal }) => callDescribed({ ...read, values, signal }),
    // What the user sees in the dialog is what was answered when they opened it; no refetch behind their back.
    staleTime: Infinity,
    retry: false,
  });
}
