import { record, text } from '../../../lib/service-description/answer-fields.ts';

// What a service video's channel publishes, as far as the page takes it as it came. The real kind names the channel
// (`event_channel`, "Get session by media id") but publishes no model for it: a publication that says this video is
// gone (an event named `…deleted`) takes it off the list; any other says something changed, and what changed is read.

export type VideoPublication = { kind: 'deleted' } | { kind: 'changed' };

export function readVideoPublication(data: unknown, videoId: string): VideoPublication {
  const publication = record(data);
  const event = text(publication?.event);
  const payload = record(publication?.payload) ?? publication;
  const about = text(payload?.media_id) ?? text(payload?.id);
  // A publication that names another video is not this one's news: the part reads again.
  if (event !== undefined && /deleted$/i.test(event) && about === videoId) return { kind: 'deleted' };
  return { kind: 'changed' };
}
