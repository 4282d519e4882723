// The response headers the browser let the page read (across origins, the CORS-safelisted ones and those the
// service exposes), folded by default: pagination, rate limits and request ids live there. Values are text; a
// header whose name is a secret's (`x-debug-token`, `set-cookie`, `authorization`) is never shown in clear.

import { type JSX, useId } from 'react';
import type { ResponseHeader } from '../../../lib/api/wire.ts';
import { SECRET_MASK, isSecretName } from '../../../lib/service-description/secret.ts';
import { answerMessages } from './answer-messages.ts';
import './answer.css';
import './result.css';
import { useMessages } from '../../../lib/i18n/message-table.ts';

export function ResponseHeaders({ headers }: { headers: readonly ResponseHeader[] }): JSX.Element | null {
  const titleId = useId();
  const answerText = useMessages(answerMessages);
  if (headers.length === 0) return null;
  return (
    <details className="answer-headers">
      <summary id={titleId}>{answerText.responseHeaders(headers.length)}</summary>
      <div className="value-table-scroll answer-headers-scroll">
        <table className="value-table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{answerText.headerName}</th>
              <th scope="col">{answerText.headerValue}</th>
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
                    <span className="visually-hidden">{answerText.maskedHeader}</span>
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
