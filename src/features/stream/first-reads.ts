import { projectValues } from '../../lib/bindings/call.ts';
import { defineRead } from '../../lib/bindings/declared-read.ts';
import { byAnswer } from '../../lib/bindings/read.ts';
import { credentialsRead } from '../../lib/operations/stream-key/credentials.ts';
import { readServers } from './model/servers.ts';

// Where to stream — the server and the key — is what a streamer opens the Stream page for: its first reads, declared
// once. The manifest sends them ahead while the page's code loads; the page and its card "Where to stream" read them.

/** "Get stream credentials": the key and whether recording is on (declared with the stream guard, which reads it too). */
export { credentialsRead };

/** "List rtmp servers": where to send the stream. */
export const serversRead = defineRead({
  values: (projectId: number) => projectValues(projectId),
  parse: byAnswer(readServers),
});
