import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useLanguage } from '../../lib/i18n/i18n.ts';
import { catalogMessages } from './catalog-messages.ts';

/** A project group's page (or one of its operations') under an id that is no project number. */
export function BadProjectPanel({ groupName, rawProjectId, titleId }: { groupName: string; rawProjectId: string; titleId: string }) {
  const m = catalogMessages[useLanguage()];
  return (
    <section className="panel panel-error" aria-labelledby={titleId}>
      <h1 id={titleId} lang="en">
        {groupName}
      </h1>
      <p role="alert">{m.badProjectId(rawProjectId)}</p>
      <Link to={paths.home} className="button">
        {m.allProjects}
      </Link>
    </section>
  );
}

