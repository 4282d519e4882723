import type { Binding } from '../../../lib/bindings/bind.ts';
import { boundRead } from '../../../lib/bindings/read.ts';

/** An answer as it came: the plan list, the discount and the check are shown by the parts that read them. */
export const asAnswered = (body: unknown) => body;

/**
 * A plan read of a kind's (its list, its discount, its check), for the project, as answered when it was asked: what
 * the user sees is what was answered then, with no refetch behind their back.
 */
export function planRead(
  bound: Binding,
  projectId: number,
  language: string,
  values: Readonly<Record<string, string>> = {},
) {
  return {
    ...boundRead(bound, { ...values, project_id: String(projectId) }, language, asAnswered),
    staleTime: Infinity,
    retry: false,
  };
}
