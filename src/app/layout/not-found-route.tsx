import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useLanguage } from '../../lib/i18n/i18n.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { notFoundMessages } from './not-found-messages.ts';

export function Component() {
  const m = notFoundMessages[useLanguage()];
  usePageTitle(m.title);
  return (
    <section className="panel" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{m.title}</h1>
      <p>{m.body}</p>
      <Link to={paths.home} className="button">
        {m.home}
      </Link>
    </section>
  );
}
