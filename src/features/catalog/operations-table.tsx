import { Link } from 'react-router';
import type { DescribedOperation } from '../../lib/service-description/description.ts';
import type { GroupMatch } from '../../lib/service-description/match.ts';
import type { CatalogGroup, CatalogOperation } from './catalog-types.ts';
import { catalogMessages } from './catalog-messages.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { operationCount } from './catalog.ts';
import { groupSlug } from './catalog-index.ts';
import type { DescribedMessages } from './described-messages.ts';

export interface DescribedColumn {
  match: GroupMatch<CatalogOperation>;
  /** The page of a described operation. */
  linkTo: (operation: DescribedOperation) => string;
  describedText: DescribedMessages;
}

/**
 * Every operation of a group and how much the interface document says about it; with a service description, also
 * what the service describes of each (a link to its page) — the document's catalog stays the list.
 */
export function OperationsTable({
  group,
  described,
}: {
  group: CatalogGroup;
  described?: DescribedColumn | undefined;
}) {
  const m = useMessages(catalogMessages);
  const headingId = `operations-${groupSlug(group.name).replace('/', '-')}`;
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{m.operations(operationCount(group))}</h2>
      {group.operations.length === 0 ? (
        <p>{m.noOperations}</p>
      ) : (
        <div className="scaffold-table">
          <table>
            <thead>
              <tr>
                <th scope="col">{m.operation}</th>
                <th scope="col">{described ? described.describedText.documentColumn : m.documentation}</th>
                {described ? <th scope="col">{described.describedText.serviceColumn}</th> : null}
              </tr>
            </thead>
            <tbody>
              {group.operations.map((operation, index) => (
                <tr key={`${index}:${operation.name}`}>
                  <th scope="row">
                    <span lang="en">{operation.name}</span>
                    {(operation.count ?? 1) > 1 ? (
                      <span className="scaffold-count"> {m.lineCount(operation.count ?? 1)}</span>
                    ) : null}
                  </th>
                  <td>
                    <DocStatus operation={operation} />
                  </td>
                  {described ? (
                    <td>
                      <ServiceStatus names={described.match.lines[index]?.names ?? []} described={described} />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function DocStatus({ operation }: { operation: CatalogOperation }) {
  const m = useMessages(catalogMessages);
  const where = [operation.method, operation.path].filter(Boolean).join(' ');
  return (
    <span className="doc-status" data-status={operation.status}>
      <span className="doc-status-word">{m.status[operation.status]}</span>
      {where ? <code>{where}</code> : null}
    </span>
  );
}

/** Per name the line stands for: a link to each operation the service describes by it, or "Not described". */
function ServiceStatus({ names, described }: { names: DescribedColumnNames; described: DescribedColumn }) {
  // Nothing the line names is described: one "Not described" (its readings would only be guesses shown to the user).
  if (names.every(({ operations }) => operations.length === 0)) {
    return (
      <span className="service-status" data-status="not-described">
        <span className="doc-status-word">{described.describedText.notDescribed}</span>
      </span>
    );
  }
  return (
    <ul className="service-status">
      {names.flatMap(({ name, operations }) =>
        operations.length === 0
          ? [
              <li key={name} data-status="not-described">
                {names.length > 1 ? <span lang="en">{name}: </span> : null}
                <span className="doc-status-word">{described.describedText.notDescribed}</span>
              </li>,
            ]
          : operations.map((operation) => (
              <li key={operation.key} data-status="described">
                <DescribedLink operation={operation} name={name} described={described} />
              </li>
            )),
      )}
    </ul>
  );
}

type DescribedColumnNames = GroupMatch<CatalogOperation>['lines'][number]['names'];

export function DescribedLink({
  operation,
  name,
  described,
}: {
  operation: DescribedOperation;
  name: string;
  described: Pick<DescribedColumn, 'linkTo'>;
}) {
  return (
    <span className="doc-status">
      <Link to={described.linkTo(operation)}>{name}</Link>
      <code>
        {operation.method} {operation.path}
      </code>
    </span>
  );
}
