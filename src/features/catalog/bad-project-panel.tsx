import { ButtonLink } from '../../components/button.tsx';
import { paths } from '../../config/paths.ts';
import { catalogMessages } from './catalog-messages.ts';
import { GroupName } from './group-name.tsx';
import { useMessages } from '../../lib/i18n/message-table.ts';

/** A project group's page (or one of its operations') under an id that is no project number. */
export function BadProjectPanel({
  groupName,
  rawProjectId,
  titleId,
}: {
  groupName: string;
  rawProjectId: string;
  titleId: string;
}) {
  const m = useMessages(catalogMessages);
  return (
    <section className="panel panel-error" aria-labelledby={titleId}>
      <h1 id={titleId}>
        <GroupName name={groupName} />
      </h1>
      <p role="alert">{m.badProjectId(rawProjectId)}</p>
      <ButtonLink to={paths.home}>{m.allProjects}</ButtonLink>
    </section>
  );
}
