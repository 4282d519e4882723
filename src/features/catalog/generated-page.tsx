import { ButtonLink } from '../../components/button.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { pageHref } from '../../config/route-map.ts';
import { useLanguage } from '../../lib/i18n/i18n.ts';
import { BadProjectPanel } from './bad-project-panel.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { catalogMessages } from './catalog-messages.ts';
import { GroupOperations } from './group-operations.tsx';
import { GroupName, useGroupTitle } from './group-name.tsx';
import type { CatalogGroup } from './catalog-types.ts';
import './catalog.css';
import { useMessages } from '../../lib/i18n/message-table.ts';

/**
 * The page of one catalog group (every group but PlanRestream, which has the tariff page): what the interface
 * document says about it, until the dashboard has a real page for it.
 */
export function GeneratedPage({
  group,
  projectId,
  rawProjectId,
}: {
  group: CatalogGroup;
  projectId: number | null;
  rawProjectId: string;
}) {
  const language = useLanguage();
  const m = useMessages(catalogMessages);
  usePageTitle(useGroupTitle(group.name));

  if (group.scope === 'project' && projectId === null)
    return <BadProjectPanel groupName={group.name} rawProjectId={rawProjectId} titleId="scaffold-title" />;

  return (
    <article className="scaffold" aria-labelledby="scaffold-title">
      <Breadcrumbs groupName={group.name} projectId={projectId} />
      <header className="page-header">
        <h1 id="scaffold-title">
          <GroupName name={group.name} />
        </h1>
        {projectId !== null ? (
          <ButtonLink to={pageHref('restream', projectId)} variant="quiet">
            <span aria-hidden="true">←</span> {m.backToProject}
          </ButtonLink>
        ) : null}
      </header>
      {/* Section 1: "Purpose beyond group names: not shown". What we say of a group is our reading of its
          operation names, and the page says so before it says it. */}
      {group.purpose ? (
        <p className="scaffold-purpose">
          <span className="purpose-source">{m.purposeFromNames}</span> {group.purpose[language]}
        </p>
      ) : null}
      <p className="scaffold-muted">{group.outsideDocument ? m.outsideDocument : m.noPurpose}</p>
      {group.row !== group.name ? <p className="scaffold-muted">{m.listedUnder(group.row)}</p> : null}
      <GroupOperations group={group} projectId={projectId} />
    </article>
  );
}
