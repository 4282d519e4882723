import { useRef } from 'react';
import { useFocusOnMove } from '../../components/use-focus-on-move.ts';
import { Link } from 'react-router';
import { OperationsLink } from '../../components/operations-link.tsx';
import { ProjectName } from '../../components/project-name.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { pageHref } from '../../config/route-map.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { PastStream } from './past-stream.tsx';
import { pastStreamsMessages } from './past-streams-messages.ts';
import type { PastStreamsProps } from './past-streams-props.ts';
import { StreamList } from './stream-list.tsx';
import './past-streams.css';
import { platformNamesOf } from './model/platform-names.ts';
import { platformsRead } from '../../lib/operations/platforms/platform-list.ts';
import { useRead } from '../../lib/bindings/read.ts';

/**
 * A project's past streams: the list, newest first and a page at a time, and each stream at an address of its own
 * (its charts, its destinations, its events), so Back and a reload keep the reader where they were. Each part binds
 * the real kind's names against the deployment's description; a part whose operation is not described says so in
 * one line and the rest works.
 */
export function PastStreamsPage(props: PastStreamsProps) {
  const { projectId, fallback, bound, subPage, operationsHref } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  const m = useMessages(pastStreamsMessages);
  const t = useMessages(appMessages);
  usePageTitle(subPage === undefined ? m.title : m.detailTitle);
  useFocusOnMove(heading, subPage);
  // The platforms' names, where described: without them a platform is shown by the token the service names it by.
  const platforms = useRead(platformsRead, bound.platforms, projectId ?? 0, {
    quiet: true,
    enabled: projectId !== null,
    select: platformNamesOf,
  }).data;
  // A project ID that is no project number is the group page's to explain.
  if (projectId === null) return <>{fallback}</>;
  return (
    <div className="past-streams-page">
      <header className="past-streams-header">
        <div>
          {subPage === undefined ? null : (
            <p className="past-streams-back">
              <Link to={pageHref('pastStreams', projectId)}>
                <span aria-hidden="true">← </span>
                {m.back}
              </Link>
            </p>
          )}
          <h1 ref={heading} tabIndex={-1}>
            {subPage === undefined ? m.title : m.detailTitle}
          </h1>
          <p className="past-streams-project">
            <ProjectName projectId={projectId} fallback={t.tariff.projectHeading(projectId)} />
          </p>
        </div>
        <p className="past-streams-links">
          <Link to={pageHref('stream', projectId)}>{m.toStream}</Link>
          <OperationsLink to={operationsHref} />
        </p>
      </header>
      {subPage === undefined ? (
        <StreamList projectId={projectId} list={bound.list} platforms={platforms} />
      ) : (
        <PastStream projectId={projectId} broadcastId={subPage} bound={bound} platforms={platforms} />
      )}
    </div>
  );
}
