import { type ReactNode, useEffect } from 'react';
import { useOutletContext, useParams } from 'react-router';
import { Button } from '../../components/button.tsx';
import { PartBoundary } from '../../components/part-boundary.tsx';
import { ProjectName } from '../../components/project-name.tsx';
import { WhenNear } from '../../components/when-near.tsx';
import { parseProjectId } from '../../config/paths.ts';
import { RestreamExtras } from '../../features/tariffs/described/described-views.ts';
import { restreamManifest } from '../../features/tariffs/restream-manifest.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { DesignedPage } from '../designed-page.tsx';

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
 * The tariff page's route module, below its cards (the page itself is in the first load, app/router.tsx): the other
 * kinds and managing the plan, bound by name once a description is read, when the reader nears it, its failure kept
 * to it; and the project's name for the page's heading at once, through the route's outlet (the page gives the way).
 */
export function Component() {
  const projectId = parseProjectId(useParams().projectId);
  const nameProject = useOutletContext<((name: ReactNode) => void) | undefined>();
  const heading = useMessages(appMessages).tariff.projectHeading;
  useEffect(() => {
    if (projectId === null || !nameProject) return;
    nameProject(<ProjectName projectId={projectId} fallback={heading(projectId)} />);
    return () => nameProject(null);
  }, [projectId, nameProject, heading]);
  return (
    <WhenNear>
      <PartBoundary failed={<BelowFailed />}>
        <DesignedPage manifest={restreamManifest} view={RestreamExtras} quiet />
      </PartBoundary>
    </WhenNear>
  );
}
