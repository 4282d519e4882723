import { useQuery } from '@tanstack/react-query';
import type { Bound } from '../../../lib/bindings/bind.ts';
import { useRead } from '../../../lib/bindings/read.ts';
import { useLanguage } from '../../../lib/i18n/message-table.ts';
import { planRestreamQuery } from '../../../lib/operations/plan-restream/plan-restream-query.ts';
import { listShape, readListPage } from '../../../lib/service-description/list-page.ts';
import { restreamTariffsRead } from '../../../lib/operations/tariffs/tariff-reads.ts';
import type { Answered } from '../../../lib/bindings/read.ts';

// Whether the project's restream plan lets it change a stream's title, description and other data: the plan it has
// now (the documented plan read's `current`), as the list of plans describes it (`change_subject`). Undefined where
// either is not known: then the page offers the change and the service says whether it may.

/** Each plan's `change_subject`, by its ID, as the list gives them. */
function changeSubjects({ body, answer }: Answered): ReadonlyMap<number, boolean> {
  const plans = new Map<number, boolean>();
  for (const item of readListPage(body, listShape(answer)).items) {
    if (typeof item !== 'object' || item === null) continue;
    const { plan_restream_id: id, change_subject: allows } = item as Record<string, unknown>;
    if (typeof id === 'number' && typeof allows === 'boolean') plans.set(id, allows);
  }
  return plans;
}

export function usePlanAllowsChanges(plans: Bound, projectId: number): boolean | undefined {
  const current = useQuery(planRestreamQuery(projectId, useLanguage())).data?.current;
  const list = useRead(restreamTariffsRead, plans, projectId, {
    quiet: true,
    staleTime: 60_000,
    select: changeSubjects,
  }).data;
  const id = current?.kind === 'plan' ? current.values.id : undefined;
  return id === undefined ? undefined : list?.get(id);
}
