import { type ReactNode, Suspense, useEffect } from 'react';
import { useOutletContext, useParams } from 'react-router';
import { Button } from '../components/button.tsx';
import { PartBoundary } from '../components/part-boundary.tsx';
import { ProjectName } from '../components/project-name.tsx';
import { WhenNear } from '../components/when-near.tsx';
import { parseProjectId } from '../config/paths.ts';
import { appMessages } from '../lib/i18n/i18n.ts';
import { useMessages } from '../lib/i18n/message-table.ts';
import { DesignedPage } from './designed-page.tsx';
import { designedPages } from './designed-pages.ts';

/** What below the page failed to show (its code not fetched: offline, a deploy that replaced it). */
function BelowFailed() {
  const t = useMessages(appMessages);
  return (
    <p role="alert">
      {t.errors.pageCrashed}{' '}
      <Button variant="quiet" onClick={() => location.reload()}>
        {t.errors.reload}
      </Button>
    </p>
  );
}

/**
 * Below an eager designed page's own part: what its manifest loads (for the tariff page, the other kinds and managing
 * the plan) once a description is read, when the reader nears it, its failure kept to it; and the project's name for
 * the page's heading at once, through the route's outlet (the page's part gives the way).
 */
export function BelowPage({ page: name }: { page: string }) {
  const page = designedPages.find((line) => line.page === name);
  const projectId = parseProjectId(useParams().projectId);
  const nameProject = useOutletContext<((name: ReactNode) => void) | undefined>();
  const heading = useMessages(appMessages).tariff.projectHeading;
  useEffect(() => {
    if (projectId === null || !nameProject) return;
    nameProject(<ProjectName projectId={projectId} fallback={heading(projectId)} />);
    return () => nameProject(null);
  }, [projectId, nameProject, heading]);
  return page ? (
    <WhenNear>
      <PartBoundary failed={<BelowFailed />}>
        <Suspense fallback={null}>
          <DesignedPage line={page} projectId={projectId} fallback={null} quiet />
        </Suspense>
      </PartBoundary>
    </WhenNear>
  ) : null;
}
