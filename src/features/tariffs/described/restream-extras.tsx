import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { parseProjectId } from '../../../config/paths.ts';
import { useServiceDescription } from '../../../lib/description-status/use-service-description.ts';
import { useLanguage } from '../../../lib/i18n/i18n.ts';
import { planRestreamQuery } from '../../../lib/operations/plan-restream/plan-restream-query.ts';
import { describedKinds } from './described-tariff-page.tsx';
import { KindsNav } from './kinds-nav.tsx';
import { ManagePlan } from './manage-plan.tsx';
import { manageMessages } from './manage-messages.ts';
import { nextPlanOf } from './next-plan.ts';
import './described.css';
import { useMessages } from '../../../lib/i18n/message-table.ts';

/**
 * Below the restream cards, once they are drawn and only when the deployment describes them: the links to the
 * project's other tariff kinds and the restream plan's management. The cards themselves are the page's own.
 */
export function RestreamExtras() {
  const language = useLanguage();
  const m = useMessages(manageMessages);
  const projectId = parseProjectId(useParams().projectId);
  const { query: described } = useServiceDescription();
  const description = described.data;
  // The page's own read, from the cache: this observer never asks the service by itself.
  const plan = useQuery({ ...planRestreamQuery(projectId ?? 0, language), enabled: false });
  const shown = useMemo(() => (description ? describedKinds(description) : []), [description]);
  if (projectId === null || !description || !plan.data) return null;
  const next = plan.data.next;
  return (
    <>
      <KindsNav projectId={projectId} current="restream" shown={shown} m={m} />
      <ManagePlan
        kind="restream"
        projectId={projectId}
        description={description}
        next={next.kind === 'plan' ? nextPlanOf(next.values) : null}
        m={m}
      />
    </>
  );
}
