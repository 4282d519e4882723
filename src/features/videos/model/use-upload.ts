import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { storageAddress, uploadFile } from '../../../lib/api/storage-upload.ts';
import type { Bound } from '../../../lib/bindings/bind.ts';
import { projectValues } from '../../../lib/bindings/call.ts';
import { staleGroups } from '../../../lib/bindings/stale.ts';
import { useBoundMutation } from '../../../lib/bindings/write.ts';
import { useVideoPush } from './use-video-push.ts';
import { type UploadNews, readSession } from '../../../lib/operations/video/video-answers.ts';

// An upload, one at a time: the file is checked against the free space the page knows ("Get video limits"), a session
// is opened ("Create upload session"), the file checked again against the space the session gives, the session's
// channel followed, and only then is the file sent to the session's address (lib/api/storage-upload.ts: nothing of
// the session goes with it). The progress comes by push; Cancel aborts the sending. Nothing is sent for a file that
// does not fit.

/** An upload session as the page keeps it while it sends the file. */
interface OpenSession {
  address: string;
  channel: string | undefined;
  token: string | undefined;
}

export type UploadState =
  | { step: 'idle' }
  | { step: 'opening'; file: File }
  /** The session is open: its channel is being followed before the file goes, so no progress is missed. */
  | { step: 'waiting'; file: File; session: OpenSession }
  | { step: 'sending'; file: File; session: OpenSession; loaded: number | undefined }
  | { step: 'done'; file: File; session: OpenSession }
  | { step: 'cancelled'; file: File }
  /** Larger than the free space (`free`, bytes): nothing was sent. */
  | { step: 'too-large'; file: File; free: number }
  /** The service opened no session (its words, where it gave them), or the storage refused the file (`error`). */
  | { step: 'refused'; file: File; error: unknown; said: string | undefined; free: number | undefined }
  /** The session's address is not one the dashboard sends a file to. */
  | { step: 'bad-address'; file: File };

/** How long the file waits for the channel to be followed before it goes anyway (the progress is then shown late). */
const PUSH_WAIT_MS = 10_000;

const busy = (state: UploadState) => state.step === 'opening' || state.step === 'waiting' || state.step === 'sending';

export interface UploadInput {
  projectId: number;
  upload: Bound;
  connectionToken: Bound;
  progressChannel: Bound;
  /** The free space as "Get video limits" gave it, if read. */
  free: number | undefined;
  processing: boolean;
  /** What the channel's other publications make out of date: the list and the storage. */
  reads: readonly QueryKey[];
}

export function useUpload({
  projectId,
  upload,
  connectionToken,
  progressChannel,
  free,
  processing,
  reads,
}: UploadInput) {
  const client = useQueryClient();
  const [state, setState] = useState<UploadState>({ step: 'idle' });
  // Which upload a late answer belongs to: one the user cancelled is let go.
  const attempt = useRef(0);
  const sending = useRef<AbortController | undefined>(undefined);
  const session = 'session' in state ? state.session : undefined;

  const push = useVideoPush({
    projectId,
    connectionToken,
    progressChannel,
    session: session?.channel === undefined ? undefined : { channel: session.channel, token: session.token },
    processing,
    reads,
    onNews: useCallback((news: UploadNews) => {
      if (news.kind !== 'progress') return;
      setState((now) =>
        now.step === 'sending' ? { ...now, loaded: Math.min(news.loaded, news.total ?? now.file.size) } : now,
      );
    }, []),
  });

  const open = useBoundMutation(upload, {
    values: () => projectValues(projectId),
    parse: (body) => readSession(body),
    // Choosing a file under "Upload a video" is the asking: the session changes nothing live and destroys nothing.
    confirm: false,
    once: true,
    onSuccess: (answer, { file, number }: { file: File; number: number }) => {
      if (number !== attempt.current) return;
      if (answer.kind === 'refused')
        return setState({ step: 'refused', file, error: undefined, said: answer.error, free: answer.space });
      if (answer.space !== undefined && file.size > answer.space)
        return setState({ step: 'too-large', file, free: answer.space });
      const address = storageAddress(answer.url);
      if (address === undefined) return setState({ step: 'bad-address', file });
      setState({ step: 'waiting', file, session: { address, channel: answer.channel, token: answer.token } });
    },
    onError: (error, { file, number }) => {
      if (number === attempt.current) setState({ step: 'refused', file, error, said: undefined, free: undefined });
    },
  });

  const send = useCallback(
    (file: File, opened: OpenSession) => {
      const number = attempt.current;
      const controller = new AbortController();
      sending.current = controller;
      setState({ step: 'sending', file, session: opened, loaded: undefined });
      uploadFile(opened.address, file, { signal: controller.signal }).then(
        () => {
          if (number !== attempt.current) return;
          setState({ step: 'done', file, session: opened });
          void staleGroups(client, [upload.group]);
        },
        (error: unknown) => {
          if (number !== attempt.current) return;
          setState(
            controller.signal.aborted
              ? { step: 'cancelled', file }
              : { step: 'refused', file, error, said: undefined, free: undefined },
          );
        },
      );
    },
    [client, upload.group],
  );

  // The file goes once its channel is followed (or nothing pushes, or the push gave up), or after a while regardless.
  const ready = push.kind !== 'on' || push.pushed || push.connection === 'disconnected';
  useEffect(() => {
    if (state.step !== 'waiting') return;
    const timer = setTimeout(() => send(state.file, state.session), ready ? 0 : PUSH_WAIT_MS);
    return () => clearTimeout(timer);
  }, [state, ready, send]);

  // Leaving the page ends an upload on its way.
  useEffect(() => () => sending.current?.abort(), []);

  return {
    state,
    push,
    /** Starts uploading a file the user chose, unless one is on its way; refused at once when it cannot fit. */
    start: (file: File) => {
      if (busy(state)) return;
      attempt.current += 1;
      if (free !== undefined && file.size > free) return setState({ step: 'too-large', file, free });
      setState({ step: 'opening', file });
      open.run({ file, number: attempt.current });
    },
    cancel: () => {
      attempt.current += 1;
      sending.current?.abort();
      setState((now) => ('file' in now && busy(now) ? { step: 'cancelled', file: now.file } : now));
    },
    /** Whether an upload is on its way (the picker waits). */
    busy: busy(state),
    /** Whether the deployment describes the upload session. */
    described: open.binding !== undefined,
  };
}

export type Upload = ReturnType<typeof useUpload>;
