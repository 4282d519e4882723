import { Link } from 'react-router';
import { appMessages } from '../lib/i18n/i18n.ts';
import { useMessages } from '../lib/i18n/message-table.ts';

/**
 * A designed page's way to its group's every operation (the group's list, then the console's pages), in the page's
 * header: the page itself ends with what it is for.
 */
export function OperationsLink({ to }: { to: string }) {
  const t = useMessages(appMessages);
  return <Link to={to}>{t.app.groupOperations}</Link>;
}
