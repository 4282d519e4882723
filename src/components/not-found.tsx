import { ButtonLink } from './button.tsx';
import { paths } from '../config/paths.ts';
import { usePageTitle } from './use-page-title.ts';
import { notFoundMessages } from './not-found-messages.ts';
import { useMessages } from '../lib/i18n/message-table.ts';

/** "Page not found": an address the app, or a page's own segment under it, has nothing at. */
export function NotFound() {
  const m = useMessages(notFoundMessages);
  usePageTitle(m.title);
  return (
    <section className="panel" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{m.title}</h1>
      <p>{m.body}</p>
      <ButtonLink to={paths.home}>{m.home}</ButtonLink>
    </section>
  );
}
