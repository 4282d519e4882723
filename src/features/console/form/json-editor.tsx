import { useMessages } from '../../../lib/i18n/message-table.ts';
import { Button } from '../../../components/button.tsx';
import { useId, useState } from 'react';
import type { NamedExample } from '../../../lib/service-description/examples.ts';
import { BODY_KEY } from '../../../lib/service-description/operation-request.ts';
import { operationMessages } from '../operation-messages.ts';

/** An example as the editor holds it. */
export function exampleJson(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value, null, 2);
}

interface JsonEditorProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The description's examples (or one built from the schema): the editor starts from the first. */
  examples: readonly NamedExample[];
  onExample: (value: unknown) => void;
  problem: string | undefined;
  serviceMessages: string[] | undefined;
}

/**
 * The editor of a body that is not a flat object: JSON text, starting from the description's example, checked
 * against the operation's schema before sending. Several examples are offered by their summaries; Reset to example
 * puts the chosen one back.
 */
export function JsonEditor(props: JsonEditorProps) {
  const { id, examples } = props;
  const m = useMessages(operationMessages);
  const pickerId = useId();
  const [chosen, setChosen] = useState(0);
  const invalid = Boolean(props.problem || props.serviceMessages?.length);
  // Where the built example could not fit its schema, the user is told the value there is theirs to write.
  const unfilled = examples[chosen]?.unfilled ?? [];
  const labelOf = (example: NamedExample, index: number) =>
    example.summary ?? (example.generated ? m.generatedExample : m.exampleNumber(index + 1));
  return (
    <div className={invalid ? 'form-field form-field-invalid' : 'form-field'} data-field={BODY_KEY}>
      {examples.length ? (
        <div className="op-examples">
          {examples.length > 1 ? (
            <>
              <label htmlFor={pickerId}>{m.example}</label>
              <select
                id={pickerId}
                value={chosen}
                onChange={(event) => {
                  const index = Number(event.target.value);
                  setChosen(index);
                  props.onExample(examples[index]?.value);
                }}
              >
                {examples.map((example, index) => (
                  // Examples have no identity beyond their place in the description.
                  <option key={index} value={index}>
                    {labelOf(example, index)}
                  </option>
                ))}
              </select>
            </>
          ) : null}
          <Button variant="quiet" onClick={() => props.onExample(examples[chosen]?.value)}>
            {m.resetToExample}
          </Button>
        </div>
      ) : null}
      <div className="form-field-label">
        <label htmlFor={id}>{m.jsonEditor}</label>
      </div>
      <textarea
        id={id}
        className="op-json"
        rows={10}
        spellCheck={false}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint${unfilled.length ? ` ${id}-unfilled` : ''}${props.problem ? ` ${id}-problem` : ''}${props.serviceMessages?.length ? ` ${id}-service` : ''}`}
      />
      <p id={`${id}-hint`} className="hint form-hint">
        {m.jsonHint}
      </p>
      {unfilled.length ? (
        <p id={`${id}-unfilled`} className="hint">
          {m.exampleUnfilled(unfilled.join(', '))}
        </p>
      ) : null}
      {props.problem ? (
        <p id={`${id}-problem`} className="form-error">
          {props.problem}
        </p>
      ) : null}
      {props.serviceMessages?.length ? (
        <p id={`${id}-service`} className="form-error form-service-error">
          {props.serviceMessages.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
