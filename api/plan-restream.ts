// GET /method/plan_restream — document section 4.2.
import type { ApiError } from './http-json.ts';
import type { Language } from './messages.ts';
import { LANGUAGES, messages } from './messages.ts';
import { VERSIONS } from './refresh-access.ts';
import type { SeedProject } from './seed.ts';
import type { AccessCheck } from './tokens.ts';
import { authorizationError } from './validation.ts';

export type PlanResult = { status: 200; body: Record<string, unknown> } | { error: ApiError };

const POSITIVE_INTEGER = /^[1-9][0-9]*$/;

function invalid(field: string, text: Record<Language, string>): { error: ApiError } {
  return { error: { status: 400, code: 'invalid_request', field, text } };
}

// The document gives neither types nor required-ness of the query parameters; `v` and `language`
// default when absent, but a present value must be one the refresh operation allows. A project the signed-in account is
// no member of answers as an unknown one: another account's plans, or whether such a project exists, are never told.
export function planRestream(
  check: AccessCheck,
  query: URLSearchParams,
  projects: ReadonlyMap<number, SeedProject>,
  isMember: (subject: string, projectId: number) => boolean,
): PlanResult {
  const authError = authorizationError(check);
  if (authError) return authError;

  const projectId = query.get('project_id');
  if (projectId === null) return invalid('project_id', messages.missing('project_id'));
  if (!POSITIVE_INTEGER.test(projectId) || !Number.isSafeInteger(Number(projectId))) {
    return invalid('project_id', messages.notPositiveInteger('project_id'));
  }
  const v = query.get('v');
  if (v !== null && !(VERSIONS as readonly string[]).includes(v)) return invalid('v', messages.oneOf('v', VERSIONS));
  const language = query.get('language');
  if (language !== null && !(LANGUAGES as readonly string[]).includes(language)) {
    return invalid('language', messages.oneOf('language', LANGUAGES));
  }

  const project = projects.get(Number(projectId));
  // The document lists no 404 for this operation, so an unknown project is a bad request.
  if (!project || check.state !== 'valid' || !isMember(check.userId, Number(projectId))) {
    const text = messages.unknownProject(projectId);
    return { error: { status: 400, code: 'unknown_project', field: 'project_id', text } };
  }
  return { status: 200, body: project.plan };
}
