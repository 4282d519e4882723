import { useContext } from 'react';
import { HttpError } from '../lib/api/errors.ts';
import { useMessages } from '../lib/i18n/message-table.ts';
import './service-said.css';
import { serviceSaidMessages } from './service-said-messages.ts';
import { TechnicalErrors } from './error-words.ts';

/**
 * What the service itself said about a refused request, shown as its own text: on a designed page its reason and what
 * to correct; in the API section (`TechnicalErrors`) also the fields it named and its error code. Nothing renders
 * for other errors.
 */
export function ServiceSaid({ error }: { error: unknown }) {
  const m = useMessages(serviceSaidMessages);
  // The API section's words (its code, the fields it named), or none on a designed page.
  const technical = useContext(TechnicalErrors)?.said;
  if (!(error instanceof HttpError)) return null;
  const { serviceMessage, code, fieldErrors } = error;
  // `{error: {field, message}}` names one field with the message already shown: listing it again adds nothing.
  const onlyRepeatsMessage =
    fieldErrors.length === 1 && fieldErrors[0]!.messages.length === 1 && fieldErrors[0]!.messages[0] === serviceMessage;
  return (
    <>
      {serviceMessage ? (
        <p>
          {technical ? technical.serviceSaid : m.reason} <q className="service-text">{serviceMessage}</q>
        </p>
      ) : null}
      {fieldErrors.length && !onlyRepeatsMessage ? (
        <div className="field-errors">
          <p>{technical ? technical.fieldErrors : m.toCorrect}</p>
          <ul>
            {fieldErrors.map(({ path, messages }) => (
              <li key={path}>
                {technical ? (
                  <>
                    <code className="service-text">{path}</code>:{' '}
                  </>
                ) : null}
                <span className="service-text">{messages.join('; ')}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {code && technical ? <p className="hint service-code">{technical.serviceCode(code)}</p> : null}
    </>
  );
}
