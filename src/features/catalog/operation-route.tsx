import { useMemo } from 'react';
import { Link, useOutletContext, useParams } from 'react-router';
import { usePageTitle } from '../../components/use-page-title.ts';
import { paths } from '../../config/paths.ts';
import { useLanguage } from '../../lib/i18n/i18n.ts';
import { type DescribedOperation, type ServiceDescription, findOperation, isSessionOperation, sameName } from '../../lib/service-description/description.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { groupPath } from './catalog-index.ts';
import { catalogMessages } from './catalog-messages.ts';
import type { CatalogGroup } from './catalog-types.ts';
import { OperationRunner } from './operation/operation-runner.tsx';
import { operationMessages, type OperationMessages } from './operation/operation-messages.ts';
// Type only: importing the gate's code would pull first-bundle modules into this chunk's graph.
import type { ProjectContext } from './project-gate.tsx';
import { descriptionProblem, useServiceDescription } from './use-service-description.ts';
import { useRouteGroup } from './use-route-group.ts';
import './scaffold.css';
import './operation/operation.css';

/** The page of one operation a deployment's description adds to a group: what it is, a form, Run, the result. */
export function Component() {
  const group = useRouteGroup();
  const language = useLanguage();
  const m = catalogMessages[language];
  const om = operationMessages[language];
  const { operationKey = '', projectId: rawProjectId } = useParams();
  const projectId = useOutletContext<ProjectContext | undefined>()?.projectId ?? null;
  const { url, query } = useServiceDescription();
  const operation = query.data ? findOperation(query.data, operationKey) : undefined;
  usePageTitle(operation ? `${operation.name} · ${group.name}` : group.name);

  const backToGroup = (
    <Link to={groupPath(group, projectId ?? undefined)} className="button">
      {om.backToGroup(group.name)}
    </Link>
  );
  if (group.scope === 'project' && projectId === null) {
    return (
      <section className="panel panel-error" aria-labelledby="op-title">
        <h1 id="op-title">{group.name}</h1>
        <p role="alert">{m.badProjectId(rawProjectId ?? '')}</p>
        <Link to={paths.home} className="button">
          {m.allProjects}
        </Link>
      </section>
    );
  }
  const problem =
    url === null
      ? om.notInDescription(operationKey)
      : query.isError
        ? om.descriptionFailed(descriptionProblem(query.error, om))
        : query.data && !operation
          ? om.notInDescription(operationKey)
          : operation && !operation.tags.some((tag) => sameName(tag) === sameName(group.name))
            ? om.notInGroup(group.name)
            : null;

  return (
    <article className="scaffold op-page" aria-labelledby="op-title">
      <Breadcrumbs groupName={group.name} projectId={projectId} m={m} groupHref={groupPath(group, projectId ?? undefined)} current={operation?.name} />
      {problem ? (
        <>
          <h1 id="op-title">{group.name}</h1>
          <div className="notice" role="alert">
            <p>{problem}</p>
          </div>
          <p className="actions">
            {query.isError ? (
              <button type="button" className="button" onClick={() => void query.refetch()}>
                {om.tryAgain}
              </button>
            ) : null}
            {backToGroup}
          </p>
        </>
      ) : !operation || !query.data ? (
        <>
          <h1 id="op-title">{group.name}</h1>
          <p className="hint" role="status">
            {om.descriptionLoading}
          </p>
        </>
      ) : (
        <OperationPage group={group} operation={operation} description={query.data} projectId={projectId} om={om} />
      )}
    </article>
  );
}

function OperationPage(props: { group: CatalogGroup; operation: DescribedOperation; description: ServiceDescription; projectId: number | null; om: OperationMessages }) {
  const { group, operation, description, om } = props;
  // The document's own line for it, when the interface document describes it in full (4.1, 4.2).
  const documented = useMemo(
    () => group.operations.find((line) => line.section && line.method === operation.method && line.path === operation.path),
    [group, operation],
  );
  const session = isSessionOperation(operation);
  return (
    <>
      <header className="page-header op-header">
        <div>
          <h1 id="op-title">{operation.name}</h1>
          <p className="op-where">
            <code>
              {operation.method} {operation.path}
            </code>
          </p>
        </div>
      </header>
      <ul className="op-badges">
        {documented ? <li className="op-badge op-badge-documented">{om.documented(documented.section ?? '')}</li> : null}
        <li className="op-badge">{om.describedByService}</li>
        {operation.deprecated ? <li className="op-badge op-badge-deprecated">{om.deprecated}</li> : null}
      </ul>
      {operation.description ? (
        <section aria-labelledby="op-says">
          <h2 id="op-says" className="visually-hidden">
            {om.serviceSays}
          </h2>
          {/* The service's own words: text, never HTML (line breaks kept by CSS). */}
          <p className="op-service-text">{operation.description}</p>
        </section>
      ) : null}
      {session ? (
        <p className="notice op-session">{om.sessionOnly}</p>
      ) : (
        <OperationRunner key={operation.key} group={group} operation={operation} description={description} projectId={props.projectId} om={om} />
      )}
    </>
  );
}
