import { useId } from 'react';
import { Link } from 'react-router';
import { OperationsLink } from '../../components/operations-link.tsx';
import { ProjectName } from '../../components/project-name.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { pageHref } from '../../config/route-map.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { useOwnAccess } from '../../lib/operations/account/own-access.ts';
import { AddDestination } from './add-destination.tsx';
import { ConnectedAccounts } from './connected-accounts.tsx';
import { DestinationList } from './destination-list.tsx';
import { destinationsMessages } from './destinations-messages.ts';
import type { DestinationsProps } from './destinations-props.ts';
import './destinations.css';

/**
 * A project's destinations (the Channel group's designed page): each with its platform, name and state and its ⋯
 * menu (Remove, and what other parts offer for it), adding one on any platform the service takes, and the platform
 * accounts behind them. Read-only, with a line saying why, where the account's level may not change the project.
 */
export function DestinationsPage(props: DestinationsProps) {
  const m = useMessages(destinationsMessages);
  usePageTitle(m.title);
  return props.projectId === null ? <>{props.fallback}</> : <Destinations {...props} projectId={props.projectId} />;
}

function Destinations({ projectId, bound, operationsHref, inserts }: DestinationsProps & { projectId: number }) {
  const m = useMessages(destinationsMessages);
  const t = useMessages(appMessages);
  const access = useOwnAccess(bound.projects, projectId, 'setup');
  const readOnly = access.change === 'no';
  const addId = useId();
  return (
    <div className="destinations-page">
      <header className="destinations-header">
        <h1>{m.title}</h1>
        <p className="destinations-project">
          <ProjectName projectId={projectId} fallback={t.tariff.projectHeading(projectId)} />
        </p>
        <nav className="destinations-links" aria-label={m.title}>
          <Link to={pageHref('stream', projectId)}>{m.stream}</Link>
          <OperationsLink to={operationsHref} />
        </nav>
      </header>
      <p className="destinations-lead">{m.lead}</p>
      {readOnly ? (
        <p className="notice" role="note">
          {m.readOnly}
        </p>
      ) : null}
      <DestinationList bound={bound} projectId={projectId} readOnly={readOnly} actions={inserts?.destinationActions} />
      {readOnly ? null : (
        <section className="card" aria-labelledby={addId}>
          <h2 id={addId}>{m.add.title}</h2>
          <AddDestination projectId={projectId} />
        </section>
      )}
      <ConnectedAccounts projectId={projectId} />
    </div>
  );
}
