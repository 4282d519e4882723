import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import * as bindingKeys from '../../bindings/keys.ts';
import { PlanRestreamSchema } from './plan-slot.ts';

/** Section 4.2's operation, in its group: the tariff page's own read, cached under the group like every read. */
export const planRestream = { group: 'PlanRestream', operation: 'plan_restream' } as const;

/** Every restream plan read's key starts here. */
export const restreamPlanKeys = bindingKeys.operation(planRestream.group, planRestream.operation);

export const restreamPlanKey = (projectId: number, language: string) =>
  bindingKeys.read(planRestream.group, planRestream.operation, language, { project_id: String(projectId) });

export type RestreamPlanKey = ReturnType<typeof restreamPlanKey>;

/** Whether a key (one read back from storage, say) is a restream plan read's: its root, a language, a project. */
export function isRestreamPlanKey(key: unknown): key is RestreamPlanKey {
  return (
    Array.isArray(key) &&
    key.length === restreamPlanKeys.length + 2 &&
    restreamPlanKeys.every((part, index) => key[index] === part) &&
    typeof key[restreamPlanKeys.length] === 'string' &&
    /^\{"project_id":"[1-9]\d{0,14}"\}$/.test(JSON.stringify(key[restreamPlanKeys.length + 1]))
  );
}

/** Section 4.2: `GET /method/plan_restream?v&language&project_id`. */
export function planRestreamQuery(projectId: number, language: string) {
  return queryOptions({
    queryKey: restreamPlanKey(projectId, language),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/method/plan_restream',
        params: { project_id: projectId },
        schema: PlanRestreamSchema,
        signal,
      }),
  });
}
