// A module Web Worker that checks values against a description's schemas, so that a pattern that backtracks for
// seconds or a schema nested thousands deep costs this worker (which check.ts ends after its time bound), never the
// page. The description is sent once per worker and kept by its id; each check names it.

import { checkNow } from './check-core.ts';
import type { CheckReply, CheckerMessage } from './check.ts';
import type { Json } from './description.ts';

/** Descriptions this worker holds: the page reads one at a time, two cover a change of deployment mid-check. */
const KEEP = 2;
const documents = new Map<number, Json>();

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CheckerMessage>) => void) | null;
  postMessage: (reply: CheckReply) => void;
};

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'document') {
    documents.set(message.documentId, message.document);
    while (documents.size > KEEP) documents.delete(documents.keys().next().value!);
    return;
  }
  const document = documents.get(message.documentId);
  scope.postMessage({
    id: message.id,
    outcome: document
      ? checkNow(document, message.schema, message.value)
      : { kind: 'not-checked', reason: 'failed', detail: 'The description did not reach the checker' },
  });
};
