import { useQuery } from '@tanstack/react-query';
import { useRuntimeConfig } from '../../config/runtime-config.ts';
import { HttpError, InvalidResponseError, isApiError } from '../api/errors.ts';
import { DescriptionError } from '../service-description/description.ts';
import { serviceDescriptionQuery, serviceDescriptionUrl } from '../service-description/description-query.ts';
import type { DescriptionMessages } from './description-words.ts';

/**
 * The deployment's description, when config.json names one: `url` is null when it does not (then nothing is asked
 * and every page stays as the interface document alone makes it). Read on the first page that calls this.
 */
export function useServiceDescription() {
  const url = serviceDescriptionUrl(useRuntimeConfig());
  const query = useQuery(serviceDescriptionQuery(url));
  return { url, query };
}

/** Why the description could not be used, in the user's language. */
export function descriptionProblem(error: unknown, m: DescriptionMessages): string {
  if (error instanceof DescriptionError) {
    const { problem } = error;
    switch (problem.kind) {
      case 'not-object':
        return m.reasons.notObject;
      case 'swagger-2':
        return m.reasons.swagger2;
      case 'not-openapi':
        return m.reasons.notOpenapi;
      case 'unsupported-version':
        return m.reasons.unsupportedVersion(problem.version);
      case 'no-paths':
        return m.reasons.noPaths;
    }
  }
  if (error instanceof InvalidResponseError) return m.reasons.notJson;
  if (error instanceof HttpError) return m.reasons.http(error.status);
  if (isApiError(error) && error.kind === 'network') return m.reasons.network;
  if (isApiError(error) && error.kind === 'timeout') return m.reasons.timeout;
  return m.reasons.other;
}
