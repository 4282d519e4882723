import { Button } from '../../../components/button.tsx';
import { useState } from 'react';
import { describeError } from '../../../components/error-panel.tsx';
import { useErrorWords } from '../../../components/error-words.ts';
import { ServiceSaid } from '../../../components/service-said.tsx';
import { HttpError, RequestNotSentError } from '../../../lib/api/errors.ts';
import type { Language } from '../../../lib/i18n/languages.ts';
import { AnswerDownload } from './answer-download.tsx';
import type { OperationMessages } from '../operation-messages.ts';
import { RawJson } from './raw-json.tsx';
import { ResponseHeaders } from './response-headers.tsx';
import type { RunResult } from '../run/run-operation.ts';
import { SeriesSlot } from './series-slot.tsx';
import { ValueView } from './value-view.tsx';

interface OperationResultProps {
  result: RunResult | undefined;
  error: unknown;
  pending: boolean;
  /** Reads only: ask again with the same values. */
  onRefresh: (() => void) | undefined;
  /** The service's per-field messages already shown beside their inputs, left out here. */
  placedFields: ReadonlySet<string>;
  language: Language;
  m: OperationMessages;
  /** To name a downloaded answer the service did not name: the operationId, then the operation's name. */
  operationNames: readonly (string | undefined)[];
}

/** What came back: status and time, the body readable by its schema (or raw), or what went wrong and what to do. */
export function OperationResult({
  result,
  error,
  pending,
  onRefresh,
  placedFields,
  language,
  m,
  operationNames,
}: OperationResultProps) {
  const t = useErrorWords();
  const [raw, setRaw] = useState(false);
  return (
    <section className="panel op-result" aria-labelledby="op-result-title" aria-busy={pending || undefined}>
      <div className="op-result-head">
        <h2 id="op-result-title">{m.result}</h2>
        {onRefresh && (result || error) ? (
          <Button onClick={onRefresh} disabled={pending}>
            {m.refresh}
          </Button>
        ) : null}
      </div>
      {pending ? (
        <p className="hint" role="status">
          {m.running}
        </p>
      ) : error ? (
        <div className="panel-error op-error" role="alert">
          <p>
            <strong>{error instanceof HttpError ? `${m.status} ${error.status}` : m.serviceError}</strong>
          </p>
          <p>{error instanceof RequestNotSentError ? notSentReason(error, m) : describeError(error, t)}</p>
          <ServiceSaid error={withoutPlaced(error, placedFields)} />
        </div>
      ) : result ? (
        <>
          {/* Announced when a result lands; a role on the <dl> itself would unmake it a list. */}
          <div role="status">
            <dl className="op-result-meta">
              <div>
                <dt>{m.status}</dt>
                <dd>{result.status}</dd>
              </div>
              <div>
                <dt>{m.time}</dt>
                <dd>
                  {m.milliseconds(
                    new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 }).format(result.durationMs),
                  )}
                </dd>
              </div>
            </dl>
          </div>
          <p className="op-success">{m.success(result.status)}</p>
          {result.check.kind === 'differs' ? <p className="notice">{m.differs(result.check.difference.path)}</p> : null}
          {result.check.kind === 'not-checked' ? <p className="hint">{m.notChecked[result.check.reason]}</p> : null}
          {result.check.kind === 'description-problem' ? (
            <p className="hint">
              {m.descriptionContradiction(result.check.contradiction.path || '/', result.check.contradiction.detail)}
            </p>
          ) : null}
          <ResponseHeaders headers={result.headers} />
          <AnswerDownload result={result} operationNames={operationNames} language={language} />
          {result.bytes ? null : result.text.trim() === '' ? (
            <p className="hint">{m.emptyBody}</p>
          ) : !result.isJson ? (
            <>
              <p className="hint">{m.notJsonBody}</p>
              <pre className="op-text">{result.text}</pre>
            </>
          ) : (
            <>
              <div className="op-view-switch" role="group" aria-label={m.result}>
                <Button variant="quiet" aria-pressed={!raw} onClick={() => setRaw(false)}>
                  {m.readable}
                </Button>
                <Button variant="quiet" aria-pressed={raw} onClick={() => setRaw(true)}>
                  {m.rawJson}
                </Button>
              </div>
              {raw ? null : (
                <SeriesSlot value={result.json} schema={result.response?.schema} language={language} m={m} />
              )}
              {raw ? (
                <RawJson text={result.text} schema={result.response?.schema} m={m} />
              ) : (
                <ValueView value={result.json} schema={result.response?.schema} language={language} m={m} />
              )}
            </>
          )}
        </>
      ) : (
        <p className="hint">{m.noResultYet}</p>
      )}
    </section>
  );
}

/** The error as the panel tells it: per-field messages already shown beside their inputs are left out. */
function withoutPlaced(error: unknown, placed: ReadonlySet<string>): unknown {
  if (!(error instanceof HttpError) || placed.size === 0) return error;
  const fieldErrors = error.fieldErrors.filter(({ path }) => !placed.has(path));
  return new HttpError(
    error.status,
    { message: error.serviceMessage, code: error.code, fieldErrors },
    error.statusText,
  );
}

/** Why the browser or the dashboard did not send the request: what was refused, never a value. */
function notSentReason({ reason, detail }: RequestNotSentError, m: OperationMessages): string {
  const words = m.notSentReasons;
  if (reason === 'path-outside-service') return words.pathOutsideService(detail);
  if (reason === 'body-not-allowed') return words.bodyNotAllowed(detail);
  return reason === 'header-invalid' ? words.headerInvalid(detail) : words.browserRefused;
}
