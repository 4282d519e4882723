import { useId } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/button.tsx';
import { PartNote } from '../../components/part-note.tsx';
import { RefusalSaid } from '../../components/page-error.tsx';
import { pageHref } from '../../config/route-map.ts';
import { type Bound, isBound } from '../../lib/bindings/bind.ts';
import { formatByteSize } from '../../lib/i18n/format-size.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import type { Upload, UploadState } from './model/use-upload.ts';
import { videosMessages } from './videos-messages.ts';

/**
 * "Upload a video": a file chosen is checked and sent at once (model/use-upload.ts), its progress as the storage's
 * channel tells it, with Cancel; a file that does not fit is refused before anything is sent, saying how much is free
 * and where more is. Where the deployment does not describe the upload session, one line says so.
 */
export function UploadPanel({ projectId, upload, bound }: { projectId: number; upload: Upload; bound: Bound }) {
  const m = useMessages(videosMessages);
  const inputId = useId();
  const hintId = useId();
  if (!isBound(bound)) return <PartNote part={bound} />;
  return (
    <div className="panel videos-card videos-upload">
      <div className="videos-upload-pick">
        <input
          id={inputId}
          className="videos-file visually-hidden"
          type="file"
          accept="video/*"
          aria-describedby={hintId}
          disabled={upload.busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file may be chosen again after a refusal or a cancel.
            event.target.value = '';
            if (file) upload.start(file);
          }}
        />
        <label htmlFor={inputId} className={buttonClass({ variant: 'primary' })}>
          {m.upload.choose}
        </label>
        <p id={hintId} className="hint videos-upload-note">
          {m.upload.hint}
        </p>
      </div>
      <UploadStatus projectId={projectId} upload={upload} />
    </div>
  );
}

function UploadStatus({ projectId, upload }: { projectId: number; upload: Upload }) {
  const m = useMessages(videosMessages);
  const language = useLanguage();
  const { state } = upload;
  const size = (bytes: number) => formatByteSize(bytes, language);
  const morePlan = (
    <p>
      {m.upload.morePlan} <Link to={pageHref('storage', projectId)}>{m.storage.plan}</Link>
    </p>
  );
  switch (state.step) {
    case 'idle':
      return null;
    case 'opening':
    case 'waiting':
      return (
        <div className="videos-upload-status" role="status">
          <p>{m.upload.opening(state.file.name)}</p>
          <CancelButton upload={upload} />
        </div>
      );
    case 'sending':
      return <Sending state={state} upload={upload} />;
    case 'done':
      return (
        <p className="videos-upload-status videos-ok" role="status">
          {m.upload.done(state.file.name)}
        </p>
      );
    case 'cancelled':
      return (
        <p className="videos-upload-status" role="status">
          {m.upload.cancelled(state.file.name)}
        </p>
      );
    case 'too-large':
      return (
        <div className="videos-upload-status videos-refused" role="alert">
          <p>{m.upload.tooLarge(state.file.name, size(state.file.size), size(state.free))}</p>
          {morePlan}
        </div>
      );
    case 'bad-address':
      return (
        <p className="videos-upload-status videos-refused" role="alert">
          {m.upload.badAddress}
        </p>
      );
    case 'refused':
      return (
        <div className="videos-upload-status videos-refused" role="alert">
          <p>{m.upload.refused(state.file.name)}</p>
          {state.error === undefined ? <p>{state.said ?? m.upload.noSession}</p> : <RefusalSaid error={state.error} />}
          {state.free !== undefined ? <p>{m.storage.free(size(state.free))}</p> : null}
          {morePlan}
        </div>
      );
  }
}

function Sending({ state, upload }: { state: Extract<UploadState, { step: 'sending' }>; upload: Upload }) {
  const m = useMessages(videosMessages);
  const language = useLanguage();
  const labelId = useId();
  const { file, loaded } = state;
  const total = file.size;
  const shown =
    loaded === undefined ? undefined : m.upload.sent(formatByteSize(loaded, language), formatByteSize(total, language));
  // Where nothing pushes the progress, the bar is indeterminate and says why.
  const pushed = upload.push.kind === 'on';
  return (
    <div className="videos-upload-status">
      <p id={labelId}>{m.upload.sending(file.name)}</p>
      <progress
        className="videos-progress"
        aria-labelledby={labelId}
        max={total || 1}
        {...(loaded === undefined ? {} : { value: loaded })}
        aria-valuetext={shown}
      />
      <p className="hint">{shown ?? (pushed ? '' : m.upload.pushless)}</p>
      <CancelButton upload={upload} />
    </div>
  );
}

function CancelButton({ upload }: { upload: Upload }) {
  const m = useMessages(videosMessages);
  return <Button onClick={upload.cancel}>{m.upload.cancel}</Button>;
}
