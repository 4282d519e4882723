import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { usePageTitle } from '../../components/use-page-title.ts';

export function Component() {
  const t = useT();
  usePageTitle(t.notFound.title);
  return (
    <section className="panel" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t.notFound.title}</h1>
      <p>{t.notFound.body}</p>
      <Link to={paths.home} className="button">
        {t.notFound.home}
      </Link>
    </section>
  );
}
