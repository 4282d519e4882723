import { useT } from '../../lib/i18n/i18n.ts';

/** The content area while a page's code loads on a first visit; the shell around it is already there. */
export function RouteLoading() {
  const t = useT();
  return (
    <p className="hint" role="status" aria-busy="true">
      {t.app.loading}…
    </p>
  );
}
