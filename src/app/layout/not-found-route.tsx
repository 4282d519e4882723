import { ButtonLink } from '../../components/button.tsx';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { notFoundMessages } from './not-found-messages.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';

export function Component() {
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
