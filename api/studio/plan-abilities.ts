// What a project's current restream plan allows, as its item in the plan list says (`chat`, "Use multichat";
// `change_subject`, "Change title, description, image and other data of stream"): the studio's operations that
// depend on the tariff ask here. A project with no current plan is allowed neither.
import type { DemoState } from '../demo-state.ts';
import { RESTREAM, catalogPlan } from '../plans/tariff-kinds.ts';
import { RequestError } from '../validation.ts';
import { studioMessages } from './studio-messages.ts';

export type PlanAbility = 'chat' | 'change_subject';

export function planAllows(state: DemoState, projectId: number, ability: PlanAbility): boolean {
  const current = state.projects.get(projectId)?.plan.current as { id?: unknown } | null | undefined;
  const plan = typeof current?.id === 'number' ? catalogPlan(RESTREAM, current.id) : undefined;
  return plan !== undefined && RESTREAM.listItem(plan, 0)[ability] === true;
}

/** Refuses a change of a stream's title, description or other data the project's plan does not allow. */
export function requireChangeSubject(state: DemoState, projectId: number): void {
  if (planAllows(state, projectId, 'change_subject')) return;
  throw new RequestError({
    status: 400,
    code: 'plan_forbids_changes',
    field: 'project_id',
    text: studioMessages.planForbidsChanges(),
  });
}
