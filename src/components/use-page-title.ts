import { useEffect } from 'react';
import { appMessages } from '../lib/i18n/i18n.ts';
import { useMessages } from '../lib/i18n/message-table.ts';

/** Each page names itself in the tab title, so a screen reader and a tab strip both say where the user is. */
export function usePageTitle(title: string): void {
  const t = useMessages(appMessages);
  useEffect(() => {
    document.title = `${title} · ${t.app.name}`;
  }, [title, t]);
}
