import type { BoundRoles, PageProps } from '../../lib/bindings/manifest.ts';
import type { Destination } from '../../lib/operations/channels/destination-list.ts';
import type { PlanAllows } from './model/transcoding-plan.ts';
import type { Units } from './model/units.ts';

/** What the Quality page binds, by role (its manifest, quality-manifest.ts, names each). */
export type QualityRole =
  | 'list'
  | 'setTranscoder'
  | 'destinations'
  | 'plan'
  | 'projects'
  | 'create'
  | 'update'
  | 'remove'
  | 'stop'
  | 'resetDelay';

export type QualityProps = PageProps<QualityRole>;

/** What every part of the page is told: the project, whether it may change, what was read, the words. */
export interface QualityContext {
  projectId: number;
  bound: BoundRoles<QualityRole>;
  /** Whether the page offers changes: the account's level and the project's transcoding plan allow them. */
  editable: boolean;
  plan: PlanAllows;
  destinations: readonly Destination[];
  /** Each profile's units, by its field, where the deployment gives them. */
  units: Units;
}
