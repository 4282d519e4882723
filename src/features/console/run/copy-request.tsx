// "Copy as curl" and "Copy as fetch" beside the request line: the request Run would send, the token a placeholder,
// secrets masked unless the user ticks "Include secrets" (kept in this component's state only: never in the URL,
// history or storage).

import { useMessages } from '../../../lib/i18n/message-table.ts';
import { type JSX, useId, useState } from 'react';
import { apiBaseUrl } from '../../../config/runtime-config.ts';
import type { ApiCall } from '../../../lib/api/api-call.ts';
import type { ShownRequest } from '../../../lib/service-description/operation-request.ts';
import {
  type SnippetRequest,
  curlSnippet,
  fetchSnippet,
  snippetRequest,
} from '../../../lib/service-description/request-snippet.ts';
import type { Schema } from '../../../lib/service-description/schema.ts';
import { operationMessages } from '../operation-messages.ts';
import { CopyButton } from '../../../components/copy-button.tsx';

interface CopyRequestProps {
  call: ApiCall;
  shown: ShownRequest;
  v: string;
  language: string;
  secretHeader: (name: string) => boolean;
  bodySchema: Schema | undefined;
}

export function CopyRequest({ call, shown, v, language, secretHeader, bodySchema }: CopyRequestProps): JSX.Element {
  const m = useMessages(operationMessages);
  const [includeSecrets, setIncludeSecrets] = useState(false);
  const hintId = useId();
  // Built when asked, with the base URL the client would use at that moment.
  const copyAs = (write: (request: SnippetRequest) => string) => () =>
    write(snippetRequest({ call, shown, base: apiBaseUrl(), v, language, secretHeader, bodySchema, includeSecrets }));

  return (
    <div className="op-copy">
      <CopyButton text={copyAs(curlSnippet)} label={m.copyCurl} variant="default" describedBy={hintId} />
      <CopyButton text={copyAs(fetchSnippet)} label={m.copyFetch} variant="default" describedBy={hintId} />
      <label className="op-copy-secrets">
        <input type="checkbox" checked={includeSecrets} onChange={(event) => setIncludeSecrets(event.target.checked)} />{' '}
        {m.includeSecrets}
      </label>
      <p id={hintId} className="hint op-copy-note">
        {m.copyHint}
      </p>
    </div>
  );
}
