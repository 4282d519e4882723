import { useMessages } from '../../../lib/i18n/message-table.ts';
import { type ReactNode, useId } from 'react';
import type { NamedExample } from '../../../lib/service-description/examples.ts';
import type { OperationBody } from '../../../lib/service-description/operation-details.ts';
import { operationMessages } from '../operation-messages.ts';
import { JsonEditor, exampleJson } from './json-editor.tsx';

interface BodyFieldsetProps {
  body: OperationBody;
  /** A body schema no value can satisfy: the description's mistake, named once above the editor. */
  contradiction: { path: string; detail: string } | null;
  /** The flat body's fields, when the body is a form; otherwise the JSON editor. */
  fields: ReactNode[] | undefined;
  examples: readonly NamedExample[];
  json: string;
  onJson: (json: string) => void;
  problem: string | undefined;
  serviceMessages: string[] | undefined;
}

/** The request body: the service's words about it, then its fields or the JSON editor. */
export function BodyFieldset({
  body,
  contradiction,
  fields,
  examples,
  json,
  onJson,
  problem,
  serviceMessages,
}: BodyFieldsetProps) {
  const m = useMessages(operationMessages);
  const bodyId = useId();
  return (
    <fieldset className="panel">
      <legend>{m.requestBody(body.mediaType)}</legend>
      {body.description ? <p className="hint op-service-text">{body.description}</p> : null}
      {body.alternatives.length ? <p className="hint">{m.alsoAccepts(body.alternatives.join(', '))}</p> : null}
      {contradiction ? (
        <p className="notice">{m.descriptionContradiction(contradiction.path || '/', contradiction.detail)}</p>
      ) : null}
      {fields ?? (
        <JsonEditor
          id={bodyId}
          examples={examples}
          onExample={(value) => onJson(exampleJson(value))}
          value={json}
          onChange={onJson}
          problem={problem}
          serviceMessages={serviceMessages}
        />
      )}
    </fieldset>
  );
}
