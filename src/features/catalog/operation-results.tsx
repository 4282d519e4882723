// The API page's search, second half: the operations the deployment's description adds, found by summary, path or
// operationId. It reads the description only from the cache — the header's account name, a group or operation page
// fetched it — and never asks for it: searching is no reason to download a whole description.

import { useQuery } from '@tanstack/react-query';
import { type MouseEvent, useId, useMemo } from 'react';
import { useRuntimeConfig } from '../../config/runtime-config.ts';
import { sameName } from '../../lib/service-description/description.ts';
import { serviceDescriptionQuery, serviceDescriptionUrl } from '../../lib/service-description/description-query.ts';
import { searchOperations } from '../../lib/service-description/search-operations.ts';
import { type NavGroup, catalogIndex } from './catalog-index.ts';
import { operationPath } from './operation-path.ts';
import { operationResultsMessages } from './operation-results-messages.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';

/** Enough to scan; more would bury the groups listed after them. */
const SHOWN = 20;

export interface OperationResultsProps {
  query: string;
  /** The open project; project groups' operations are listed only inside one (their pages need it). */
  projectId: number | null;
  /** A group's name for people, in the API page's words. */
  groupLabel: (group: NavGroup) => string;
  /** What following a result does (the app's navigation). */
  onFollow: (event: MouseEvent<HTMLAnchorElement>, to: string) => void;
  onPrefetch: () => void;
}

export function OperationResults({ query, projectId, groupLabel, onFollow, onPrefetch }: OperationResultsProps) {
  const m = useMessages(operationResultsMessages);
  const headingId = useId();
  const url = serviceDescriptionUrl(useRuntimeConfig());
  // `enabled: false`: the cache's entry is watched (it may arrive while the filter is open) but never fetched.
  const { data: description } = useQuery({ ...serviceDescriptionQuery(url), enabled: false });
  const found = useMemo(() => {
    if (!description) return undefined;
    const groups = new Map(
      catalogIndex
        .filter((group) => projectId !== null || group.scope !== 'project')
        .map((group) => [sameName(group.name), group]),
    );
    return searchOperations(description, query, (tag) => groups.get(sameName(tag)));
  }, [description, query, projectId]);

  // Mounted as the filter takes the focus, so the live region exists, empty, before the first count is said.
  const shown = found !== undefined && sameName(query) !== '' ? found : undefined;
  return (
    <>
      {shown?.length ? (
        <>
          <h2 id={headingId}>{m.heading}</h2>
          <ul aria-labelledby={headingId} className="operation-results">
            {shown.slice(0, SHOWN).map(({ operation, group }) => {
              const to = operationPath(group, operation.key, projectId ?? undefined);
              return (
                <li key={operation.key}>
                  <a
                    href={to}
                    onMouseEnter={onPrefetch}
                    onFocus={onPrefetch}
                    onClick={(event) => onFollow(event, to)}
                    lang="en"
                  >
                    {operation.name}
                  </a>
                  <small>
                    {groupLabel(group)} · <span lang="en">{`${operation.method} ${operation.path}`}</span>
                  </small>
                </li>
              );
            })}
          </ul>
          {shown.length > SHOWN ? <p className="hint">{m.more(shown.length - SHOWN)}</p> : null}
        </>
      ) : null}
      <p role="status">{shown ? m.found(shown.length) : ''}</p>
    </>
  );
}
