import { useEffect } from 'react';
import { useT } from '../lib/i18n/i18n.ts';

/** Each page names itself in the tab title, so a screen reader and a tab strip both say where the user is. */
export function usePageTitle(title: string): void {
  const t = useT();
  useEffect(() => {
    document.title = `${title} · ${t.app.name}`;
  }, [title, t]);
}
