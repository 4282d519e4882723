import { useParams } from 'react-router';
import { parseProjectId } from '../../config/paths.ts';
import { useRuntimeConfig } from '../../config/runtime-config.ts';
import { serviceDescriptionUrl } from '../../lib/service-description/description-query.ts';
import { useLanguage } from '../../lib/i18n/i18n.ts';
import { TARIFF_GROUP } from './catalog-index.ts';
import { catalog } from './catalog.ts';
import { GroupOperations } from './group-operations.tsx';
import { operationMessages } from './operation/operation-messages.ts';
import './scaffold.css';

/** PlanRestream's operations, on its page (the tariff page) below the cards, as a group page shows them. */
export function TariffOperationsSection() {
  const language = useLanguage();
  const projectId = parseProjectId(useParams().projectId);
  const group = catalog.find((candidate) => candidate.name === TARIFF_GROUP);
  // Without a usable description URL there is nothing to add to what the tariff page already says.
  const described = serviceDescriptionUrl(useRuntimeConfig()) !== null;
  if (!group || projectId === null || !described) return null;
  return (
    <div className="tariff-operations">
      <p className="scaffold-muted">{operationMessages[language].describedSectionIntro}</p>
      <GroupOperations group={group} projectId={projectId} language={language} />
    </div>
  );
}
