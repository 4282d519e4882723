import { useMemo } from 'react';
import { BoundPart } from '../../components/bound-part.tsx';
import { groupPart } from '../../lib/bindings/manifest.ts';
import { descriptionMessages } from '../../lib/description-status/description-messages.ts';
import { TechnicalWords } from '../../components/technical-words.tsx';
import type { DescribedOperation, ServiceDescription } from '../../lib/service-description/description.ts';
import { matchGroup } from '../../lib/service-description/match.ts';
import { catalogMessages } from './catalog-messages.ts';
import { operationPath } from './operation-path.ts';
import type { CatalogGroup } from './catalog-types.ts';
import { describedMessages, type DescribedMessages } from './described-messages.ts';
import { DescribedLink, OperationsTable } from './operations-table.tsx';
import { useMessages } from '../../lib/i18n/message-table.ts';

/**
 * A group's operations: the document's lines, and — when the deployment names a description — what the service
 * describes of each, with a link to its page, and what it describes besides. The description is read here, so only
 * pages that show this ask for it.
 */
export function GroupOperations({ group, projectId }: { group: CatalogGroup; projectId: number | null }) {
  const m = useMessages(catalogMessages);
  const table = <OperationsTable group={group} />;
  // The API section says what the deployment describes and what not, in its own words.
  return (
    <TechnicalWords>
      <BoundPart
        part={groupPart(group.name)}
        quiet="unconfigured"
        instead={m.documentOnly}
        fallback={
          <>
            <p className="scaffold-muted">{m.notUsedYet}</p>
            {table}
          </>
        }
        pending={table}
      >
        {(_bound, description) => <Described group={group} projectId={projectId} description={description} />}
      </BoundPart>
    </TechnicalWords>
  );
}

function Described({
  group,
  projectId,
  description,
}: {
  group: CatalogGroup;
  projectId: number | null;
  description: ServiceDescription;
}) {
  const describedText = useMessages(describedMessages);
  const descriptionText = useMessages(descriptionMessages);
  const match = useMemo(() => matchGroup(description, group.name, group.operations), [description, group]);
  const linkTo = (operation: DescribedOperation) => operationPath(group, operation.key, projectId ?? undefined);
  return (
    <>
      <OperationsTable group={group} described={{ match, linkTo, describedText }} />
      <AlsoDescribed
        operations={match.alsoDescribed}
        linkTo={linkTo}
        describedText={describedText}
        deprecated={descriptionText.deprecated}
      />
    </>
  );
}

function AlsoDescribed({
  operations,
  linkTo,
  describedText,
  deprecated,
}: {
  operations: readonly DescribedOperation[];
  linkTo: (operation: DescribedOperation) => string;
  describedText: DescribedMessages;
  deprecated: string;
}) {
  return (
    <section className="panel" aria-labelledby="also-described">
      <h2 id="also-described">{describedText.alsoDescribed}</h2>
      {operations.length === 0 ? (
        <p className="scaffold-muted">{describedText.noneAlsoDescribed}</p>
      ) : (
        <>
          <p className="scaffold-muted">{describedText.alsoDescribedIntro}</p>
          <ul className="also-described">
            {operations.map((operation) => (
              <li key={operation.key}>
                <DescribedLink operation={operation} name={operation.name} described={{ linkTo }} />
                {operation.deprecated ? <span className="badge"> {deprecated}</span> : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
