import { useRef } from 'react';
import { useFocusOnMove } from '../../components/use-focus-on-move.ts';
import { Link } from 'react-router';
import { OperationsLink } from '../../components/operations-link.tsx';
import { ProjectName } from '../../components/project-name.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { pageHref } from '../../config/route-map.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { useOwnAccess } from '../../lib/operations/account/own-access.ts';
import { VideoLibrary } from './video-library.tsx';
import { VideoDetails, VideoTitle } from './video-details.tsx';
import { videosMessages } from './videos-messages.ts';
import type { VideosContext, VideosProps } from './videos-props.ts';
import './videos.css';

/**
 * A project's Videos: the storage they use, an upload, and its recordings and uploads a page at a time; each video at
 * an address of its own (its details, its download, rename and delete), so Back and a reload keep the reader where
 * they were. Each part binds the real kind's names against the deployment's description; a part whose operation is
 * not described says so in one line and the rest works. Read-only for an account whose own level does not allow
 * changes (lib/operations/account/own-access.ts, the Team page's rule too).
 */
export function VideosPage(props: VideosProps) {
  const m = useMessages(videosMessages);
  usePageTitle(m.title);
  return props.projectId === null ? <>{props.fallback}</> : <Videos {...props} projectId={props.projectId} />;
}

function Videos({ projectId, bound, subPage, operationsHref }: VideosProps & { projectId: number }) {
  const m = useMessages(videosMessages);
  const t = useMessages(appMessages);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMove(heading, subPage);
  const access = useOwnAccess(bound.projects, projectId, 'setup');
  // Nothing is offered while the list is on its way.
  const videos: VideosContext = { projectId, editable: (access.change ?? 'no') !== 'no' };
  return (
    <div className="videos-page">
      <header className="videos-header">
        <div>
          {subPage === undefined ? null : (
            <p className="videos-back">
              <Link to={pageHref('videos', projectId)}>
                <span aria-hidden="true">← </span>
                {m.video.back}
              </Link>
            </p>
          )}
          <h1 ref={heading} tabIndex={-1}>
            {subPage === undefined ? m.title : <VideoTitle videos={videos} bound={bound.video} id={subPage} />}
          </h1>
          <p className="videos-project">
            <ProjectName projectId={projectId} fallback={t.tariff.projectHeading(projectId)} />
          </p>
        </div>
        <OperationsLink to={operationsHref} />
      </header>
      {access.change === 'no' ? (
        <p className="notice" role="note">
          {m.readOnly}
        </p>
      ) : null}
      {subPage === undefined ? (
        <VideoLibrary videos={videos} bound={bound} />
      ) : (
        <VideoDetails videos={videos} bound={bound} id={subPage} />
      )}
    </div>
  );
}
