import { ButtonLink } from '../../components/button.tsx';
import { paths } from '../../config/paths.ts';
import { catalogMessages } from './catalog-messages.ts';
import { GroupName } from './group-name.tsx';
import { navMessages } from './nav-messages.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';

/**
 * A project group's page (or one of its operations', or the API page of a project) under an id that is no project
 * number. Without a group it is the API page's.
 */
export function BadProjectPanel({
  groupName,
  rawProjectId,
  titleId,
}: {
  groupName: string | undefined;
  rawProjectId: string;
  titleId: string;
}) {
  const m = useMessages(catalogMessages);
  const navText = useMessages(navMessages);
  return (
    <section className="panel panel-error" aria-labelledby={titleId}>
      <h1 id={titleId}>{groupName === undefined ? navText.title : <GroupName name={groupName} />}</h1>
      <p role="alert">{m.badProjectId(rawProjectId)}</p>
      <ButtonLink to={paths.home}>{m.allProjects}</ButtonLink>
    </section>
  );
}
