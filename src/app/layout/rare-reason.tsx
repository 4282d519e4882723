import { useMessages } from '../../lib/i18n/message-table.ts';
import { connectivityMessages } from './connectivity-messages.ts';

/**
 * Why nothing loads, for the reasons shown only after the host or the service answered (config.json was read and is
 * not valid; the service answered a refresh with a redirect or a status that does not end the session): a chunk of
 * its own with its words, since the network is there to fetch it then.
 */
export default function RareReason({ reason }: { reason: 'config-invalid' | 'redirect' | number }) {
  const m = useMessages(connectivityMessages);
  return reason === 'config-invalid'
    ? m.configInvalid
    : reason === 'redirect'
      ? m.redirected
      : m.refreshNotAccepted(reason);
}
