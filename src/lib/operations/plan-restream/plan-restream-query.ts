import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { PlanRestreamSchema } from './plan-slot.ts';

// Keys go from general to specific; the language is part of the key because the service may answer per language.
export const tariffKeys = {
  all: ['tariff'] as const,
  restream: (projectId: number, language: string) => ['tariff', 'restream', projectId, language] as const,
};

/** Section 4.2: `GET /method/plan_restream?v&language&project_id`. */
export function planRestreamQuery(projectId: number, language: string) {
  return queryOptions({
    queryKey: tariffKeys.restream(projectId, language),
    queryFn: ({ signal }) =>
      apiRequest({ method: 'GET', path: '/method/plan_restream', params: { project_id: projectId }, schema: PlanRestreamSchema, signal }),
  });
}

/** Route parameters are text; only a positive whole number is a project id worth asking the service about. */
export function parseProjectId(text: string | undefined): number | null {
  if (!text || !/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
