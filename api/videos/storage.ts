// The demo's storage host, under STORAGE_PATH: it takes an upload session's file (POST multipart/form-data, one file
// part, to the `url` "Create upload session" gives), counting its bytes against the project's free space and
// publishing the progress on the session's channel, and serves the links the operations hand out — a preview
// picture, a clip, a download — each signed for itself (storage-links.ts), none carrying a session's token. Any page
// may call it (CORS): an upload address is a capability of its own, and so is every link.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { ApiError } from '../http-json.ts';
import { sendEmpty, sendError, sendJson, stopReading } from '../http-json.ts';
import type { Language } from '../messages.ts';
import { messages } from '../messages.ts';
import { MultipartCounter, boundaryOf } from './multipart.ts';
import { previewSvg } from './previews.ts';
import { SAMPLE_CLIP } from './sample-clip.ts';
import { STORAGE_PATH } from './storage-links.ts';
import { videoMessages } from './video-messages.ts';
import { videoNameOf } from './video-names.ts';
import { MAX_UPLOAD_BYTES, type UploadSession, type VideoState } from './video-state.ts';

/** What a multipart body may carry besides its file (boundaries, a part's headers): a file this much over is refused unread. */
const MULTIPART_OVERHEAD = 16 * 1024;
/** Progress is published at every tenth of the file, and at least every this many bytes between. */
const PROGRESS_STEP_BYTES = 4 * 1024 * 1024;

const cors = (req: IncomingMessage): OutgoingHttpHeaders =>
  req.headers.origin === undefined
    ? { Vary: 'Origin' }
    : { Vary: 'Origin', 'Access-Control-Allow-Origin': req.headers.origin };

/** A download's file name in a Content-Disposition: an ASCII stand-in, and the name itself (RFC 6266, 5987). */
function disposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function serveStorage(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  videos: VideoState,
): Promise<void> {
  const rest = path.slice(STORAGE_PATH.length);
  const headers = cors(req);
  const fail = (error: ApiError, language: Language = 'en', more: OutgoingHttpHeaders = {}) =>
    sendError(res, error, language, { ...headers, ...more });
  if (rest.startsWith('upload/')) {
    if (req.method === 'OPTIONS') {
      return sendEmpty(res, 204, {
        ...headers,
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '600',
      });
    }
    if (req.method !== 'POST') return refuseMethod(req, res, 'POST, OPTIONS', headers);
    return upload(req, res, videos, videos.claimUpload(rest.slice('upload/'.length)), headers);
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return refuseMethod(req, res, 'GET, HEAD', headers);
  req.resume();
  const claim = videos.links.read(rest);
  const media = claim?.of === 'media' ? videos.media.get(claim.id) : undefined;
  const video = claim?.of === 'video' ? videos.videos.get(claim.id) : undefined;
  const gone = (): void => fail({ status: 404, code: 'link_gone', text: videoMessages.linkGone() });
  if (!claim || (!media && !video)) return gone();
  if (claim.kind === 'preview') {
    return sendFile(req, res, Buffer.from(previewSvg(claim.of, claim.id)), {
      ...headers,
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
    });
  }
  // A clip or a download is of a file that has finished processing.
  const ready = media ? media.status === 'success' : video?.status === 'ready';
  if (!ready) return gone();
  const name = `${media?.name ?? video?.name ?? ''}.mp4`;
  return sendFile(req, res, SAMPLE_CLIP, {
    ...headers,
    'Content-Type': 'video/mp4',
    'Content-Disposition': disposition(claim.kind === 'download' ? 'attachment' : 'inline', name),
    'Access-Control-Expose-Headers': 'Content-Disposition',
    'Cache-Control': claim.kind === 'download' ? 'private, no-store' : 'public, max-age=86400',
  });
}

function refuseMethod(req: IncomingMessage, res: ServerResponse, allowed: string, headers: OutgoingHttpHeaders) {
  stopReading(req);
  const error = { status: 405, code: 'method_not_allowed', text: messages.methodNotAllowed(allowed) };
  sendError(res, error, 'en', { ...headers, Allow: allowed });
}

function sendFile(req: IncomingMessage, res: ServerResponse, bytes: Buffer, headers: OutgoingHttpHeaders): void {
  res.writeHead(200, { ...headers, 'X-Content-Type-Options': 'nosniff', 'Content-Length': bytes.length });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

async function upload(
  req: IncomingMessage,
  res: ServerResponse,
  videos: VideoState,
  session: UploadSession | undefined,
  headers: OutgoingHttpHeaders,
): Promise<void> {
  const language = session?.language ?? 'en';
  const refuse = (error: ApiError) => {
    stopReading(req);
    if (session) videos.uploadFailed(session, error.code);
    sendError(res, error, language, { ...headers, Connection: 'close' });
  };
  if (!session) return refuse({ status: 410, code: 'upload_gone', text: videoMessages.uploadGone() });
  const boundary = boundaryOf(req.headers['content-type']);
  if (boundary === undefined) return refuse({ status: 415, code: 'not_multipart', text: videoMessages.notMultipart() });
  const free = videos.freeOf(session.projectId);
  const limit = Math.min(free, MAX_UPLOAD_BYTES);
  const over = (): ApiError =>
    free <= MAX_UPLOAD_BYTES
      ? { status: 413, code: 'over_space', text: videoMessages.overSpace() }
      : { status: 413, code: 'over_limit', text: videoMessages.overLimit('1 GiB') };
  const declared = Number(req.headers['content-length']);
  // Sure to be over from its length alone: refused before a byte of it is read.
  if (Number.isSafeInteger(declared) && declared > limit + MULTIPART_OVERHEAD) return refuse(over());

  let published = 0;
  const counter = new MultipartCounter(boundary, limit, (bytes) => {
    const total = Number.isSafeInteger(declared)
      ? Math.max(bytes, declared - counter.fileOffset - counter.closingBytes)
      : null;
    const step = Math.min(PROGRESS_STEP_BYTES, total === null ? PROGRESS_STEP_BYTES : Math.ceil(total / 10));
    if (bytes - published < step) return;
    published = bytes;
    videos.uploadProgress(session, bytes, total);
  });
  let gone = false;
  req.once('aborted', () => (gone = true));
  try {
    for await (const chunk of req) {
      const problem = counter.push(chunk as Buffer);
      if (problem === 'over') return refuse(over());
      if (problem) return refuse({ status: 400, code: 'malformed', text: videoMessages.notMultipart() });
    }
  } catch {
    gone = true;
  }
  if (gone) return void videos.uploadFailed(session, 'aborted');
  const file = counter.end();
  if (file === 'no_file') return refuse({ status: 400, code: 'no_file', text: videoMessages.noFile() });
  if (typeof file === 'string') return refuse({ status: 400, code: 'malformed', text: videoMessages.notMultipart() });
  if (file.bytes === 0) return refuse({ status: 400, code: 'empty_file', text: videoMessages.emptyFile() });
  // The space may have gone to another upload meanwhile.
  if (file.bytes > videos.freeOf(session.projectId)) return refuse(over());
  videos.uploadProgress(session, file.bytes, file.bytes);
  const video = videos.completeUpload(session, videoNameOf(file.name, language), file.bytes);
  sendJson(res, 201, { success: true, id: video.id, size: video.size }, headers);
}
