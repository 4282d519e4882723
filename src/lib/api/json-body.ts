import { InvalidResponseError } from './errors.ts';

/** A 2xx answer's text as JSON; text that is not JSON is an InvalidResponseError about the whole body. */
export function parseJsonBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new InvalidResponseError('(body)', 'not JSON');
  }
}
