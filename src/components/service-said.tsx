import { HttpError } from '../lib/api/errors.ts';
import { defineMessages, useMessages } from '../lib/i18n/message-table.ts';
import './service-said.css';

const serviceSaidMessages = defineMessages({
  en: {
    serviceSaid: 'The service said:',
    serviceCode: (code: string) => `Error code: ${code}`,
    fieldErrors: 'The service named these fields:',
  },
  ru: {
    serviceSaid: 'Ответ сервиса:',
    serviceCode: (code) => `Код ошибки: ${code}`,
    fieldErrors: 'Сервис указал на эти поля:',
  },
  cn: {
    serviceSaid: '服务返回：',
    serviceCode: (code) => `错误代码：${code}`,
    fieldErrors: '服务指出了以下字段：',
  },
});

/**
 * What the service itself said about a refused request: its message, its error code, and its per-field messages.
 * All of it is the service's text, shown as text. Nothing renders for other errors.
 */
export function ServiceSaid({ error }: { error: unknown }) {
  const m = useMessages(serviceSaidMessages);
  if (!(error instanceof HttpError)) return null;
  const { serviceMessage, code, fieldErrors } = error;
  // `{error: {field, message}}` names one field with the message already shown: listing it again adds nothing.
  const onlyRepeatsMessage =
    fieldErrors.length === 1 && fieldErrors[0]!.messages.length === 1 && fieldErrors[0]!.messages[0] === serviceMessage;
  return (
    <>
      {serviceMessage ? (
        <p>
          {m.serviceSaid} <q className="service-text">{serviceMessage}</q>
        </p>
      ) : null}
      {fieldErrors.length && !onlyRepeatsMessage ? (
        <div className="field-errors">
          <p>{m.fieldErrors}</p>
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
      {code ? <p className="hint service-code">{m.serviceCode(code)}</p> : null}
    </>
  );
}
