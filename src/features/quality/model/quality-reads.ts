import { useMemo } from 'react';
import { useUnits as useConfiguredUnits } from '../../../config/units.ts';
import { type Bound, isBound } from '../../../lib/bindings/bind.ts';
import { projectValues } from '../../../lib/bindings/call.ts';
import { useDeclaredRead } from '../../../lib/bindings/declared-read.ts';
import { useBoundReadAll } from '../../../lib/bindings/pages.ts';
import { useBoundRead } from '../../../lib/bindings/read.ts';
import { useOwnAccess } from '../../../lib/operations/account/own-access.ts';
import { polled } from '../../../lib/realtime/polling-policy.ts';
import { type Profile, profilesRead } from './profiles.ts';
import { QUALITY_READING, readQualityDestinations } from './quality-destinations.ts';
import { type PlanAllows, readPlanAllows } from './transcoding-plan.ts';
import { type Units, bodyProperty, listItem, propertyOf, unitOf } from './units.ts';

// What the Quality page and a destination's quality both read: the profiles, the project's destinations (each with
// its profile), the transcoding plan and the account's level, each one query the two share; and what they make of
// it — whether changes are offered, and the units the deployment gives.

interface Reads {
  list: Bound;
  destinations: Bound;
  plan: Bound;
  projects: Bound;
}

const readPlan = (body: unknown) => readPlanAllows(body, Date.now());

/** While a profile runs, its state is read again every few seconds; while none does, now and then. */
const whileRunning = polled(
  (profiles: readonly Profile[] | undefined) => profiles?.some((one) => one.running) ?? false,
);

/**
 * The profiles, the plan and the account's level, and whether changes are offered: what a destination's quality on
 * the Stream page reads (the destination's own profile it takes from the row's item, not from a list read again).
 * `watch`: the profiles' state is kept up to date (the Quality page); a destination's quality reads it once.
 */
export function useQualityAllows(bound: Omit<Reads, 'destinations'>, projectId: number, { watch = false } = {}) {
  const values = projectValues(projectId);
  const profiles = useDeclaredRead(profilesRead, bound.list, projectId, watch ? { refetchInterval: whileRunning } : {});
  const planRead = useBoundRead(bound.plan, values, readPlan, {
    quiet: true,
    staleTime: 60_000,
    // The tariff pages read the same answer into their plans.
    reading: QUALITY_READING,
  });
  const access = useOwnAccess(bound.projects, projectId);
  // A plan read that is not described, or fails, says nothing: the service decides.
  const plan: PlanAllows = planRead.data ?? 'unknown';
  const editable = access.change !== 'no' && (plan === 'yes' || plan === 'unknown');
  return { profiles, plan, access, editable };
}

/** What the Quality page reads: the above, kept up to date, and the project's destinations with their profiles. */
export function useQualityReads(bound: Reads, projectId: number) {
  const allows = useQualityAllows(bound, projectId, { watch: true });
  const destinations = useBoundReadAll(bound.destinations, projectValues(projectId), readQualityDestinations, {
    reading: QUALITY_READING,
  });
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
