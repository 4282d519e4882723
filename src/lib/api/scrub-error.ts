// A secret a page holds (what the user typed into a secret field, a stream key the service returned) must not come
// back on the screen in an error: services echo values in their messages ("Key live_… not found"), and a path the
// client refused is named in its error. The API client scrubs the session's tokens; this scrubs the page's own
// secrets, on text already cut to its display length — so a secret cut off by that length ("…live_SEC…") is masked
// too.

import { HttpError } from './errors.ts';
import { SECRET_MASK } from '../service-description/secret.ts';

/** Shorter values say too little to hide, and masking them would blank ordinary words of the message. */
const MIN_SECRET = 3;
const CUT = '…';

/** Runs of whitespace as one space, trimmed: how a service's message reaches the screen (lib/api/scrub-text.ts). */
const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Each secret as typed, as a shown message holds it (whitespace collapsed), and as a path or query carries it. */
export function secretForms(secrets: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (secret.length < MIN_SECRET) continue;
    forms.add(secret);
    if (collapsed(secret).length >= MIN_SECRET) forms.add(collapsed(secret));
    forms.add(encodeURIComponent(secret));
    forms.add(new URLSearchParams([['', secret]]).toString().slice(1));
  }
  // Longest first, so a secret that contains another is masked whole.
  return [...forms].sort((a, b) => b.length - a.length);
}

/** The text with every secret (in `secretForms`) masked; one pass per secret, each linear in the text. */
export function scrubText(text: string, forms: readonly string[]): string {
  let result = text;
  for (const form of forms) if (result.includes(form)) result = result.split(form).join(SECRET_MASK);
  if (!result.endsWith(CUT)) return result;
  // Cut to its length mid-secret: the start of a secret before the cut is masked too.
  const before = result.slice(0, -CUT.length);
  for (const form of forms) {
    for (let length = Math.min(form.length - 1, before.length); length >= MIN_SECRET; length -= 1) {
      if (before.endsWith(form.slice(0, length)))
        return `${before.slice(0, before.length - length)}${SECRET_MASK}${CUT}`;
    }
  }
  return result;
}

/** The error as it will be shown, with the run's secrets masked in everything the service or the client said. */
export function scrubError(error: unknown, secrets: readonly string[]): unknown {
  const forms = secretForms(secrets);
  if (!forms.length) return error;
  const scrub = (text: string | undefined) => (text === undefined ? undefined : scrubText(text, forms));
  if (error instanceof HttpError) {
    const fieldErrors = error.fieldErrors.map(({ path, messages }) => ({
      path: scrubText(path, forms),
      messages: messages.map((message) => scrubText(message, forms)),
    }));
    return new HttpError(
      error.status,
      { message: scrub(error.serviceMessage), code: scrub(error.code), fieldErrors },
      error.statusText,
    );
  }
  // A request the client refused names its path (or header) in `detail`: the same error over a scrubbed detail. Made
  // from the error itself, not its class, which lives in the first bundle and would have to be exported from it.
  if (error instanceof Error && 'detail' in error && typeof error.detail === 'string') {
    return Object.assign(Object.create(error) as Error, {
      detail: scrubText(error.detail, forms),
      message: scrubText(error.message, forms),
    });
  }
  return error;
}
