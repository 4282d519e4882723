import type { CatalogGroup, CatalogOperation } from './catalog-types.ts';
import type { catalogMessages } from './catalog-messages.ts';
import { operationCount } from './catalog.ts';

type Messages = (typeof catalogMessages)['en'];

/** Every operation of a group and how much the interface document says about it. */
export function OperationsTable({ group, m }: { group: CatalogGroup; m: Messages }) {
  const headingId = `operations-${group.slug.replace('/', '-')}`;
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
                <th scope="col">{m.documentation}</th>
              </tr>
            </thead>
            <tbody>
              {group.operations.map((operation, index) => (
                <tr key={`${index}:${operation.name}`}>
                  <th scope="row">
                    <span lang="en">{operation.name}</span>
                    {(operation.count ?? 1) > 1 ? <span className="scaffold-count"> {m.lineCount(operation.count ?? 1)}</span> : null}
                  </th>
                  <td>
                    <DocStatus operation={operation} m={m} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function DocStatus({ operation, m }: { operation: CatalogOperation; m: Messages }) {
  const where = [operation.method, operation.path].filter(Boolean).join(' ');
  return (
    <span className="doc-status" data-status={operation.status}>
      <span className="doc-status-word">{m.status[operation.status]}</span>
      {where ? <code>{where}</code> : null}
    </span>
  );
}
