import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';

/** The content area while a page's code loads on a first visit; the shell around it is already there. */
export function RouteLoading() {
  const t = useMessages(appMessages);
  return (
    <p className="hint" role="status" aria-busy="true">
      {t.app.loading}…
    </p>
  );
}
