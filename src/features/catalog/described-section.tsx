import { useParams } from 'react-router';
import { parseProjectId } from '../../config/paths.ts';
import { useRuntimeConfig } from '../../config/runtime-config.ts';
import { serviceDescriptionUrl } from '../../lib/service-description/description-query.ts';
import { catalog } from './catalog.ts';
import { describedMessages } from './described-messages.ts';
import { GroupOperations } from './group-operations.tsx';
import './catalog.css';
import { useMessages } from '../../lib/i18n/message-table.ts';

/**
 * A group's operations below its designed page (PlanRestream's: the tariff page), as its group page shows
 * them: the document's names always, and what the deployment's description says of them when it has one.
 * `projectId` is given where the route has no `:projectId` of its own (the catalog's route, for a view).
 */
export function DescribedSection({ group: groupName, projectId: given }: { group: string; projectId?: number | null }) {
  const describedText = useMessages(describedMessages);
  const fromRoute = parseProjectId(useParams().projectId);
  const projectId = given === undefined ? fromRoute : given;
  const group = catalog.find((candidate) => candidate.name === groupName);
  const described = serviceDescriptionUrl(useRuntimeConfig()) !== null;
  if (!group || (group.scope === 'project' && projectId === null)) return null;
  return (
    <div className="tariff-operations">
      {described ? <p className="scaffold-muted">{describedText.describedSectionIntro}</p> : null}
      <GroupOperations group={group} projectId={projectId} />
    </div>
  );
}
