import { useQueries } from '@tanstack/react-query';
import type { Bound } from '../../lib/bindings/bind.ts';
import { definePart } from '../../lib/bindings/manifest.ts';
import { readQuery } from '../../lib/bindings/read.ts';
import { useLanguage } from '../../lib/i18n/message-table.ts';
import { accountPart } from '../../lib/operations/account/account-bindings.ts';
import { teamEntryPart } from '../../lib/operations/account/team-entry.ts';
import { projectMoneyRead } from '../../lib/operations/money/project-money-read.ts';
import { planRestreamQuery } from '../../lib/operations/plan-restream/plan-restream-query.ts';
import { liveStatusRead } from '../../lib/operations/broadcast/live-reads.ts';
import { liveAtAGlance } from './glance.ts';

// Home's reads: one page of the account's projects, then for each project listed so far one read of each kind — its
// restream plan (the documented read, 4.2) and its money ("Get project full info", the Billing page's read of it) —
// each the same query as the page that shows it in full, so opening Plans or Billing from a row asks nothing again —
// and whether it is live (the Stream page's live status read), of which the row shows only whether and since when.

export const homePart = definePart({
  group: 'UserProject',
  bindings: {
    projects: accountPart.bindings.projects,
    info: projectMoneyRead.binding,
    live: liveStatusRead.binding,
    // Never sent here: whether a row offers the project's team.
    members: teamEntryPart.bindings.members,
  },
});

/**
 * None of them (the list's neither) is sent in a hidden tab (a tab opened in the background asks once it is shown), and none again within
 * a minute: coming back to Home, or to the tab, within that shows what was read.
 */
export const GLANCE_FRESH_MS = 60_000;
export const glanceTuning = (visible: boolean) => ({ enabled: visible, staleTime: GLANCE_FRESH_MS });

/** Whether a stream went live or ended while Home stays open: asked again every two minutes while it is shown. */
const LIVE_AGAIN_MS = 2 * 60_000;

/** Each project's three reads, in the order of `projectIds`; each row fills in as its own answers land. */
export function useGlanceReads(
  projectIds: readonly number[],
  bound: { info: Bound; live: Bound },
  tuning: ReturnType<typeof glanceTuning>,
) {
  const language = useLanguage();
  const plans = useQueries({
    queries: projectIds.map((id) => ({ ...planRestreamQuery(id, language), ...tuning })),
  });
  const money = useQueries({
    queries: projectIds.map((id) => ({
      ...readQuery(projectMoneyRead, bound.info, id, language, { quiet: true }),
      ...tuning,
    })),
  });
  const live = useQueries({
    queries: projectIds.map((id) => ({
      ...readQuery(liveStatusRead, bound.live, id, language, { quiet: true }),
      select: liveAtAGlance,
      ...tuning,
      refetchInterval: LIVE_AGAIN_MS,
    })),
  });
  return { plans, money, live };
}
