import { useIsFetching } from '@tanstack/react-query';
import { useNavigation } from 'react-router';
import { useT } from '../../lib/i18n/i18n.ts';

/** A thin bar at the top while any query or route chunk loads. */
export function TopProgress() {
  const t = useT();
  const fetching = useIsFetching();
  const navigating = useNavigation().state !== 'idle';
  if (!fetching && !navigating) return null;
  return <div className="top-progress" role="progressbar" aria-label={t.app.loading} />;
}
