import { useMemo } from 'react';
import { descriptionMessages } from '../../lib/description-status/description-messages.ts';
import { descriptionProblem, useServiceDescription } from '../../lib/description-status/use-service-description.ts';
import type { DescribedOperation } from '../../lib/service-description/description.ts';
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
  const describedText = useMessages(describedMessages);
  const descriptionText = useMessages(descriptionMessages);
  const { url, query } = useServiceDescription();
  const description = query.data;
  const match = useMemo(
    () => (description ? matchGroup(description, group.name, group.operations) : undefined),
    [description, group],
  );
  const linkTo = (operation: DescribedOperation) => operationPath(group, operation.key, projectId ?? undefined);

  if (url === null) {
    return (
      <>
        <p className="scaffold-muted">{m.notUsedYet}</p>
        <OperationsTable group={group} m={m} />
      </>
    );
  }
  return (
    <>
      {query.isPending ? (
        <p className="hint" role="status">
          {descriptionText.descriptionLoading}
        </p>
      ) : query.isError ? (
        <div className="notice description-failed" role="alert">
          <p>{descriptionText.descriptionFailed(descriptionProblem(query.error, descriptionText))}</p>
          <button type="button" className="button" onClick={() => void query.refetch()} disabled={query.isFetching}>
            {descriptionText.tryAgain}
          </button>
        </div>
      ) : null}
      <OperationsTable group={group} m={m} described={match ? { match, linkTo, describedText } : undefined} />
      {match ? (
        <AlsoDescribed
          operations={match.alsoDescribed}
          linkTo={linkTo}
          describedText={describedText}
          deprecated={descriptionText.deprecated}
        />
      ) : null}
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
