import { defineRead } from '../../bindings/read.ts';

// "Social list for user": the sign-ins linked to the account (its providers), as records the real kind gives no
// schema for: Settings lists them, and unlinks one by the field its unlink takes.

/** A linked sign-in as the service sent it. */
export type LinkedSignIn = Readonly<Record<string, unknown>>;

/** The records of an answer with no schema: an array of them, or the array under `results` or `data`. */
export function readLinkedSignIns(body: unknown): LinkedSignIn[] {
  const record = (value: unknown): value is LinkedSignIn =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  const list = Array.isArray(body)
    ? body
    : record(body)
      ? [body.results, body.data].find((value): value is unknown[] => Array.isArray(value))
      : undefined;
  return (list ?? []).filter(record);
}

/** The account's linked sign-ins. They take nothing. */
export const linkedSignInsRead = defineRead({
  name: 'linked sign-ins',
  binding: { name: { group: 'Socials', name: 'Social list for user' }, read: true },
  values: () => ({}),
  parse: (body) => readLinkedSignIns(body),
});
