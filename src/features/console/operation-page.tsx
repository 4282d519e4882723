import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/use-page-title.ts';
import { descriptionMessages } from '../../lib/description-status/description-messages.ts';
import { descriptionProblem, useServiceDescription } from '../../lib/description-status/use-service-description.ts';
import {
  type DescribedOperation,
  type ServiceDescription,
  findOperation,
  isSessionOperation,
  sameName,
} from '../../lib/service-description/description.ts';
import { isReadOperation } from '../../lib/service-description/effect.ts';
import { matchGroup } from '../../lib/service-description/match.ts';
import { OperationConsole, type OperationPlace } from './operation-console.tsx';
import { operationMessages, type OperationMessages } from './operation-messages.ts';
import './operation.css';
import { useMessages } from '../../lib/i18n/message-table.ts';

/** The page of one operation a deployment's description adds to a group: what it is, a form, Run, the result. */
export function OperationPage(
  props: OperationPlace & { operationKey: string; breadcrumbs: (current: string | undefined) => ReactNode },
) {
  const { groupName, operationKey } = props;
  const m = useMessages(operationMessages);
  const descriptionText = useMessages(descriptionMessages);
  const { url, query } = useServiceDescription();
  const operation = query.data ? findOperation(query.data, operationKey) : undefined;
  usePageTitle(operation ? `${operation.name} · ${groupName}` : groupName);

  const problem =
    url === null
      ? m.notInDescription(operationKey)
      : query.isError
        ? descriptionText.descriptionFailed(descriptionProblem(query.error, descriptionText))
        : query.data && !operation
          ? m.notInDescription(operationKey)
          : operation && !operation.tags.some((tag) => sameName(tag) === sameName(groupName))
            ? m.notInGroup(groupName)
            : null;

  return (
    <article className="scaffold op-page" aria-labelledby="op-title">
      {props.breadcrumbs(operation?.name)}
      {problem ? (
        <>
          <h1 id="op-title">{groupName}</h1>
          <div className="notice" role="alert">
            <p>{problem}</p>
          </div>
          <p className="actions">
            {query.isError ? (
              <button type="button" className="button" onClick={() => void query.refetch()}>
                {descriptionText.tryAgain}
              </button>
            ) : null}
            <Link to={props.groupHref} className="button">
              {m.backToGroup(groupName)}
            </Link>
          </p>
        </>
      ) : !operation || !query.data ? (
        <>
          <h1 id="op-title">{groupName}</h1>
          <p className="hint" role="status">
            {descriptionText.descriptionLoading}
          </p>
        </>
      ) : (
        <DescribedOperationPage
          place={props}
          operation={operation}
          description={query.data}
          m={m}
          deprecated={descriptionText.deprecated}
        />
      )}
    </article>
  );
}

function DescribedOperationPage(props: {
  place: OperationPlace;
  operation: DescribedOperation;
  description: ServiceDescription;
  m: OperationMessages;
  deprecated: string;
}) {
  const { place, operation, description, m } = props;
  // The document's own line for it, when the interface document describes it in full (4.1, 4.2).
  const documented = useMemo(
    () =>
      place.documentLines.find(
        (line) => line.section && line.method === operation.method && line.path === operation.path,
      ),
    [place.documentLines, operation],
  );
  // What the document calls it, when one of the group's lines names it: that name, too, may say it changes something.
  const documentName = useMemo(
    () =>
      matchGroup(description, place.groupName, place.documentLines)
        .lines.flatMap((line) => line.names)
        .find((named) => named.operations.includes(operation))?.name,
    [description, place.groupName, place.documentLines, operation],
  );
  const isRead = useMemo(() => isReadOperation(operation, documentName), [operation, documentName]);
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
        {documented ? <li className="op-badge op-badge-documented">{m.documented(documented.section ?? '')}</li> : null}
        <li className="op-badge">{m.describedByService}</li>
        {operation.deprecated ? <li className="op-badge op-badge-deprecated">{props.deprecated}</li> : null}
      </ul>
      {operation.description ? (
        <section aria-labelledby="op-says">
          <h2 id="op-says" className="visually-hidden">
            {m.serviceSays}
          </h2>
          {/* The service's own words: text, never HTML (line breaks kept by CSS). */}
          <p className="op-service-text">{operation.description}</p>
        </section>
      ) : null}
      {session ? (
        <p className="notice op-session">{m.sessionOnly}</p>
      ) : (
        <OperationConsole
          key={operation.key}
          place={place}
          operation={operation}
          isRead={isRead}
          description={description}
          m={m}
        />
      )}
    </>
  );
}
