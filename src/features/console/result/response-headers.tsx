// The response headers the browser let the page read (across origins, the CORS-safelisted ones and those the
// service exposes), folded by default: pagination, rate limits and request ids live there. Values are text; a
// header whose name is a secret's (`x-debug-token`, `set-cookie`, `authorization`) is never shown in clear.

import { type JSX, useId } from 'react';
import type { ResponseHeader } from '../../../lib/api/wire.ts';
import type { Language } from '../../../lib/i18n/languages.ts';
import { SECRET_MASK, isSecretName } from '../../../lib/service-description/secret.ts';
import { answerMessages } from './answer-messages.ts';
import './answer.css';

export function ResponseHeaders({
  headers,
  language,
}: {
  headers: readonly ResponseHeader[];
  language: Language;
}): JSX.Element | null {
  const titleId = useId();
  if (headers.length === 0) return null;
  const m = answerMessages[language];
  return (
    <details className="answer-headers">
      <summary id={titleId}>{m.responseHeaders(headers.length)}</summary>
      <div className="value-table-scroll">
        <table className="value-table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{m.headerName}</th>
              <th scope="col">{m.headerValue}</th>
            </tr>
          </thead>
          <tbody>
            {headers.map(([name, value], index) => (
              // A name may repeat (the browser joins most, not all): the position keeps the rows apart.
              <tr key={`${index}:${name}`}>
                <th scope="row" className="answer-header-name">
                  {name}
                </th>
                {isSecretName(name) ? (
                  <td>
                    <span aria-hidden="true">{SECRET_MASK}</span>
                    <span className="visually-hidden">{m.maskedHeader}</span>
                  </td>
                ) : (
                  <td className="answer-header-value">{value}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
