import { useIsFetching } from '@tanstack/react-query';
import { useNavigation } from 'react-router';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import './top-progress.css';

/** A thin bar at the top while any query or route chunk loads. */
export function TopProgress() {
  const t = useMessages(appMessages);
  const fetching = useIsFetching();
  const navigating = useNavigation().state !== 'idle';
  if (!fetching && !navigating) return null;
  return <div className="top-progress" role="progressbar" aria-label={t.app.loading} />;
}
