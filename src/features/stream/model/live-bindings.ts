import type { BindingSpec } from '../../../lib/bindings/bind.ts';

// How the Stream page and the chat bind what says which broadcast is live, by the same names: bound alike, each read
// is one query (one key) whichever part asks.

/** The newer real kind's read takes the project (so its answer is this project's); the older one takes none. */
export const LIVE_STATUS: BindingSpec = {
  name: [
    { group: 'Broadcast', name: 'Live status info by project id' },
    { group: 'Project', name: 'Get live status' },
  ],
  read: true,
};

/** The live broadcast's figures, read with the project's ID: answered for it, the older status is this project's. */
export const LIVE_INFO: BindingSpec = { name: { group: 'Live', name: 'View live info' }, read: true };
