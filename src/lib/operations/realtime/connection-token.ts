import type { BindingSpec } from '../../bindings/bind.ts';

// The realtime connection's token, as every part that is pushed changes binds it (the Stream page's live panel, its
// chat, the stream guard, the Videos page): one spec, so the parts of a page ask one operation for the one
// connection they share (lib/realtime/shared-client.ts).

/**
 * Asked for whenever the push needs a connection token, within a project: GETs only (their names are no read verb, so
 * they are bound by their method: a description that puts one on a POST or DELETE gets no request), the newer first.
 */
export const connectionTokenBinding: BindingSpec = {
  name: [
    { group: 'Centrifuge', name: 'Get token for connect to centrifuge for project' },
    { group: 'Centrifuge', name: 'Auth centrifuge' },
  ],
  fetch: true,
};
