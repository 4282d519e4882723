import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PageProps } from '../../../lib/bindings/manifest.ts';
import { useLanguage } from '../../../lib/i18n/i18n.ts';
import { useMessages } from '../../../lib/i18n/message-table.ts';
import { planRestreamQuery } from '../../../lib/operations/plan-restream/plan-restream-query.ts';
import { describedKinds } from './described-tariff-page.tsx';
import { KindsNav } from './kinds-nav.tsx';
import { ManagePlan } from './manage-plan.tsx';
import { manageMessages } from './manage-messages.ts';
import { slotPlanOf } from './next-plan.ts';
import { usePlanLabels } from './plan-labels-read.ts';
import type { TariffRole } from './tariff-kinds.ts';
import './described.css';

/**
 * Below the restream cards, once they are drawn and only when the deployment describes them: the links to the
 * project's other tariff kinds and the restream plan's management. The cards themselves are the page's own.
 */
export function RestreamExtras({ projectId, bound }: PageProps<TariffRole>) {
  const language = useLanguage();
  const m = useMessages(manageMessages);
  // The page's own read, from the cache: this observer never asks the service by itself.
  const plan = useQuery({ ...planRestreamQuery(projectId ?? 0, language), enabled: false });
  const shown = useMemo(() => describedKinds(bound), [bound]);
  // The cards' names and prices, which they read from the cache.
  const labels = usePlanLabels('restream', projectId ?? 0, bound, m, plan.data !== undefined);
  if (projectId === null || !plan.data) return null;
  const { current, next } = plan.data;
  return (
    <>
      <KindsNav projectId={projectId} current="restream" shown={shown} />
      <ManagePlan
        kind="restream"
        bound={bound}
        projectId={projectId}
        current={
          current.kind === 'plan'
            ? slotPlanOf({ ...current.values, period: current.period, prolongation: current.prolongation })
            : null
        }
        labels={labels}
        next={next.kind === 'plan' ? slotPlanOf(next.values) : null}
      />
    </>
  );
}
