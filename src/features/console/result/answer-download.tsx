// An answer taken away as a file: a body that is not text (kept as its bytes) or text that is not JSON, named by the
// service (Content-Disposition) or else by the operation, with its type and size; and a large JSON answer, as it
// came. The file is made on click (a Blob and an object URL revoked afterwards): nothing is copied while nobody asks.

import { Button } from '../../../components/button.tsx';
import type { JSX } from 'react';
import type { Language } from '../../../lib/i18n/languages.ts';
import { answerMessages } from './answer-messages.ts';
import { formatByteSize } from '../../../lib/i18n/format-size.ts';
import { downloadName } from './download-name.ts';
import type { RunResult } from '../run/run-operation.ts';
import './answer.css';

/**
 * From this size a JSON answer is offered as a file too: the readable view shows its first 100 rows or fields and
 * Raw JSON re-indents the whole of it, so neither is a way to take a megabyte elsewhere intact.
 */
export const LARGE_JSON_BYTES = 1024 * 1024;

interface AnswerDownloadProps {
  result: Pick<RunResult, 'headers' | 'text' | 'bytes' | 'size' | 'isJson'>;
  /** The operation's names to name the file by when the service does not (operationId first). */
  operationNames: readonly (string | undefined)[];
  language: Language;
}

export function AnswerDownload({ result, operationNames, language }: AnswerDownloadProps): JSX.Element | null {
  const answerText = answerMessages[language];
  const isFile = result.bytes !== undefined || (!result.isJson && result.text.trim() !== '');
  const isLargeJson = result.isJson && result.size >= LARGE_JSON_BYTES;
  if (!isFile && !isLargeJson) return null;
  const contentType = result.headers.find(([name]) => name === 'content-type')?.[1];
  const name = downloadName(result.headers, operationNames);
  // The text was read as UTF-8 and is written back as UTF-8: the same bytes (a byte-order mark aside).
  const save = () => saveFile(result.bytes ?? result.text, contentType ?? 'application/octet-stream', name);
  return (
    <div className="answer-download">
      {result.bytes ? (
        <p className="hint">{answerText.fileAnswer}</p>
      ) : isLargeJson ? (
        <p className="hint">{answerText.largeJson}</p>
      ) : null}
      <dl className="answer-file">
        <div>
          <dt>{answerText.fileName}</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>{answerText.fileType}</dt>
          <dd>{contentType ?? answerText.noType}</dd>
        </div>
        <div>
          <dt>{answerText.fileSize}</dt>
          <dd>{formatByteSize(result.size, language)}</dd>
        </div>
      </dl>
      <Button onClick={save}>{isLargeJson ? answerText.downloadAsItCame : answerText.download}</Button>
    </div>
  );
}

function saveFile(body: Uint8Array<ArrayBuffer> | string, type: string, name: string): void {
  const url = URL.createObjectURL(new Blob([body], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The browser starts reading the Blob after the click returns: revoking it at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
