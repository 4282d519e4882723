import { useMemo } from 'react';
import { useUnits as useConfiguredUnits } from '../../../config/units.ts';
import { type Bound, isBound } from '../../../lib/bindings/bind.ts';
import { useWholeList } from '../../../lib/bindings/pages.ts';
import { useRead } from '../../../lib/bindings/read.ts';
import { useOwnAccess } from '../../../lib/operations/account/own-access.ts';
import { destinationList } from '../../../lib/operations/channels/destination-list.ts';
import { transcodingPlanRead } from '../../../lib/operations/tariffs/tariff-reads.ts';
import type { Answered } from '../../../lib/bindings/read.ts';
import { type Profile, profilesRead } from '../../../lib/operations/transcoders/profiles.ts';
import { polled } from '../../../lib/realtime/polling-policy.ts';
import { type PlanAllows, readPlanAllows } from './transcoding-plan.ts';
import { type Units, bodyProperty, listItem, propertyOf, unitOf } from './units.ts';

// What the Quality page and a destination's quality both read: the profiles, the project's destinations (each with
// its profile), the transcoding plan and the account's level, each one query every part shares (with the Stream
// page's list of destinations and the transcoding page's plan); and what they make of it — whether changes are
// offered, and the units the deployment gives.

interface Reads {
  list: Bound;
  destinations: Bound;
  plan: Bound;
  projects: Bound;
}

/** Whether the plan, as answered, lets the project have profiles now. */
const allowsNow = ({ body }: Answered) => readPlanAllows(body, Date.now());

/** While a profile runs, its state is read again every few seconds; while none does, now and then. */
const whileRunning = polled(
  (profiles: readonly Profile[] | undefined) => profiles?.some((one) => one.running) ?? false,
);

/**
 * The profiles, the plan and the account's level, and whether changes are offered: what a destination's quality on
 * the Stream page reads. `watch`: the profiles' state is kept up to date (the Quality page); a destination's quality
 * reads it once.
 */
export function useQualityAllows(bound: Omit<Reads, 'destinations'>, projectId: number, { watch = false } = {}) {
  const profiles = useRead(profilesRead, bound.list, projectId, watch ? { refetchInterval: whileRunning } : {});
  const planRead = useRead(transcodingPlanRead, bound.plan, projectId, {
    quiet: true,
    staleTime: 60_000,
    select: allowsNow,
  });
  const access = useOwnAccess(bound.projects, projectId, 'setup');
  // A plan read that is not described, or fails, says nothing: the service decides.
  const plan: PlanAllows = planRead.data ?? 'unknown';
  const editable = access.change !== 'no' && (plan === 'yes' || plan === 'unknown');
  return { profiles, plan, access, editable };
}

/** What the Quality page reads: the above, kept up to date, and the project's destinations with their profiles. */
export function useQualityReads(bound: Reads, projectId: number) {
  const allows = useQualityAllows(bound, projectId, { watch: true });
  const destinations = useWholeList(destinationList, bound.destinations, projectId);
  return { ...allows, destinations };
}

/** The units of a profile's numbers, by what they are: config.json's, else the description's words for the field. */
export function useUnits(bound: { list: Bound; create?: Bound; update?: Bound }): Units {
  const units = useConfiguredUnits();
  const { list, create, update } = bound;
  return useMemo(() => {
    const item = isBound(list) ? listItem(list) : undefined;
    const state = propertyOf(item, 'state');
    const setting = (name: string) =>
      unitOf(
        units,
        name,
        propertyOf(item, name),
        create ? bodyProperty(create, name) : undefined,
        update ? bodyProperty(update, name) : undefined,
      );
    return {
      video: setting('vBitrate'),
      audio: setting('aBitrate'),
      delay: setting('delay'),
      delayNow: unitOf(units, 'delay', propertyOf(state, 'delay')),
      bitrateNow: unitOf(units, 'bitrate', propertyOf(state, 'bitrate')),
    };
  }, [units, list, create, update]);
}
