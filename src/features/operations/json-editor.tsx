import { BODY_KEY } from '../../lib/service-description/operation-request.ts';
import type { OperationMessages } from './operation-messages.ts';

/** The editor of a body that is not a flat object: JSON text, checked against the operation's schema before sending. */
export function JsonEditor(props: { id: string; value: string; onChange: (value: string) => void; problem: string | undefined; serviceMessages: string[] | undefined; om: OperationMessages }) {
  const { id, om } = props;
  const invalid = Boolean(props.problem || props.serviceMessages?.length);
  return (
    <div className={invalid ? 'op-field op-field-invalid' : 'op-field'} data-field={BODY_KEY}>
      <div className="op-field-label">
        <label htmlFor={id}>{om.jsonEditor}</label>
      </div>
      <textarea
        id={id}
        className="op-json"
        rows={10}
        spellCheck={false}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint${props.problem ? ` ${id}-problem` : ''}${props.serviceMessages?.length ? ` ${id}-service` : ''}`}
      />
      <p id={`${id}-hint`} className="hint op-hint">
        {om.jsonHint}
      </p>
      {props.problem ? (
        <p id={`${id}-problem`} className="form-error">
          {props.problem}
        </p>
      ) : null}
      {props.serviceMessages?.length ? (
        <p id={`${id}-service`} className="form-error op-service-error">
          {props.serviceMessages.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
