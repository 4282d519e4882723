import { HttpError } from '../lib/api/errors.ts';
import { appMessages } from '../lib/i18n/i18n.ts';
import { useMessages } from '../lib/i18n/message-table.ts';

/**
 * What the service itself said about a refused request: its message, its error code, and its per-field messages.
 * All of it is the service's text, shown as text. Nothing renders for other errors.
 */
export function ServiceSaid({ error }: { error: unknown }) {
  const t = useMessages(appMessages);
  if (!(error instanceof HttpError)) return null;
  const { serviceMessage, code, fieldErrors } = error;
  // `{error: {field, message}}` names one field with the message already shown: listing it again adds nothing.
  const onlyRepeatsMessage =
    fieldErrors.length === 1 && fieldErrors[0]!.messages.length === 1 && fieldErrors[0]!.messages[0] === serviceMessage;
  return (
    <>
      {serviceMessage ? (
        <p>
          {t.errors.serviceSaid} <q className="service-text">{serviceMessage}</q>
        </p>
      ) : null}
      {fieldErrors.length && !onlyRepeatsMessage ? (
        <div className="field-errors">
          <p>{t.errors.fieldErrors}</p>
          <ul>
            {fieldErrors.map(({ path, messages }) => (
              <li key={path}>
                <code className="service-text">{path}</code>:{' '}
                <span className="service-text">{messages.join('; ')}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {code ? <p className="hint service-code">{t.errors.serviceCode(code)}</p> : null}
    </>
  );
}
