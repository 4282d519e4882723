import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { queryKeys } from '../query-keys.ts';
import { PlanRestreamSchema } from './plan-slot.ts';

/** Section 4.2: `GET /method/plan_restream?v&language&project_id`. */
export function planRestreamQuery(projectId: number, language: string) {
  return queryOptions({
    queryKey: queryKeys.tariffs.restream(projectId, language),
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
