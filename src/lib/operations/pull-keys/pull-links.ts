import { InvalidResponseError } from '../../api/errors.ts';
import { projectValues } from '../../bindings/call.ts';
import { defineRead } from '../../bindings/read.ts';
import { byItems } from '../../bindings/pages.ts';
import { record, text } from '../../service-description/answer-fields.ts';

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

/** The project's links: the Pull links page's first read. */
export const pullLinksRead = defineRead({
  name: 'pull links',
  binding: { name: { group: 'Stream pull keys', name: 'List keys' }, read: true },
  values: (projectId: number) => projectValues(projectId),
  parse: byItems(readPullLink),
});
