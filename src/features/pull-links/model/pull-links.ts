import { InvalidResponseError } from '../../../lib/api/errors.ts';
import { projectValues } from '../../../lib/bindings/call.ts';
import { defineRead } from '../../../lib/bindings/declared-read.ts';
import { byItems } from '../../../lib/bindings/pages.ts';
import { record, text } from '../../../lib/service-description/answer-fields.ts';

// A project's pull links as the real kind lists them ("List keys": PullKeyItemResponse): a name, a transport, the
// address others pull the stream from (a secret, as a stream key: whoever has it takes the stream), a status, and the
// key Check, Update and Delete name it by — its `uuid`, which the real kind calls the "Uuid key".

export interface PullLink {
  id: string;
  /** What Check key, Update key and Delete key take as `key`; undefined where the list gives none. */
  key: string | undefined;
  transport: string | undefined;
  name: string | undefined;
  url: string | undefined;
  status: string | undefined;
}

export function readPullLink(item: unknown, _schema: unknown, index: number): PullLink {
  const value = record(item);
  const id = text(value?.id) ?? text(value?.uuid);
  if (!value || id === undefined) throw new InvalidResponseError(`results[${index}].id`, 'not a pull link');
  const string = (field: unknown) => (typeof field === 'string' && field !== '' ? field : undefined);
  return {
    id,
    key: string(value.uuid) ?? string(value.key),
    transport: string(value.transport),
    name: string(value.name),
    url: string(value.shareUrl) ?? string(value.url),
    status: string(value.status),
  };
}

/** The project's links: the page's first read, sent ahead while its code loads. */
export const pullLinksRead = defineRead({
  values: (projectId: number) => projectValues(projectId),
  parse: byItems(readPullLink),
});
