import { Button } from '../../components/button.tsx';
import { useRouteError } from 'react-router';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';

/** One area failing (a chunk that will not load, a render error) never blanks the rest of the app. */
export function RouteError() {
  const t = useMessages(appMessages);
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <div className="panel panel-error" role="alert">
      <h1>{t.errors.pageCrashed}</h1>
      <Button onClick={() => location.reload()}>{t.errors.reload}</Button>
    </div>
  );
}
