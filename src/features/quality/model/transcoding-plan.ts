import { record } from '../../../lib/service-description/answer-fields.ts';

// Whether the project's transcoding plan lets it have profiles, as PlanTranscoding's plan read says: a `current` plan
// (the document's slot shape, 2.2, as every kind's read has it) that has not ended. `none`: no current plan; `ended`:
// its `date_end` is past; `yes`: one that runs. Where the answer says neither (no `current` at all, an unreadable
// end), the page cannot tell and offers the changes: the service says whether it may.

export type PlanAllows = 'yes' | 'none' | 'ended' | 'unknown';

export function readPlanAllows(body: unknown, now: number): PlanAllows {
  const answer = record(body);
  if (!answer || !Object.hasOwn(answer, 'current')) return 'unknown';
  const current = record(answer.current);
  if (!current) return answer.current === null ? 'none' : 'unknown';
  const ends = typeof current.date_end === 'string' ? Date.parse(current.date_end) : Number.NaN;
  if (Number.isNaN(ends)) return 'yes';
  return ends > now ? 'yes' : 'ended';
}
