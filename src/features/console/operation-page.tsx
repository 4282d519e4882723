import { type ReactNode, useMemo } from 'react';
import { ButtonLink } from '../../components/button.tsx';
import { BoundPart } from '../../components/bound-part.tsx';
import { groupPart } from '../../lib/bindings/manifest.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { descriptionMessages } from '../../lib/description-status/description-messages.ts';
import { TechnicalWords } from '../../components/technical-words.tsx';
import { useServiceDescription } from '../../lib/description-status/use-service-description.ts';
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
import { operationMessages } from './operation-messages.ts';
import './operation.css';
import { useMessages } from '../../lib/i18n/message-table.ts';

/** The page of one operation a deployment's description adds to a group: what it is, a form, Run, the result. */
export function OperationPage(
  props: OperationPlace & { operationKey: string; breadcrumbs: (current: string | undefined) => ReactNode },
) {
  const { groupName, operationKey } = props;
  const m = useMessages(operationMessages);
  const descriptionText = useMessages(descriptionMessages);
  const description = useServiceDescription().query.data;
  const found = description ? findOperation(description, operationKey) : undefined;
  const operation = found && found.tags.some((tag) => sameName(tag) === sameName(groupName)) ? found : undefined;
  usePageTitle(operation ? `${operation.name} · ${groupName}` : groupName);
  const back = (
    <p className="actions">
      <ButtonLink to={props.groupHref}>{m.backToGroup(groupName)}</ButtonLink>
    </p>
  );
  return (
    <TechnicalWords>
      <article className="scaffold op-page" aria-labelledby="op-title">
        {props.breadcrumbs(operation?.name)}
        {/* The operation's own page has the operation's name as its heading; anything else, the group's. */}
        {operation ? null : <h1 id="op-title">{groupName}</h1>}
        <BoundPart part={groupPart(groupName)} fallback={back}>
          {(_bound, read) =>
            operation ? (
              <DescribedOperationPage
                place={props}
                operation={operation}
                description={read}
                deprecated={descriptionText.deprecated}
              />
            ) : (
              <>
                <div className="notice" role="alert">
                  <p>{found ? m.notInGroup(groupName) : m.notInDescription(operationKey)}</p>
                </div>
                {back}
              </>
            )
          }
        </BoundPart>
      </article>
    </TechnicalWords>
  );
}

function DescribedOperationPage(props: {
  place: OperationPlace;
  operation: DescribedOperation;
  description: ServiceDescription;
  deprecated: string;
}) {
  const { place, operation, description } = props;
  const m = useMessages(operationMessages);
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
        />
      )}
    </>
  );
}
