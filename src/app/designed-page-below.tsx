import { Component, type ReactNode, Suspense, useEffect } from 'react';
import { Button } from '../components/button.tsx';
import { useOutletContext, useParams } from 'react-router';
import { ProjectName } from '../components/project-name.tsx';
import { WhenNear } from '../components/when-near.tsx';
import { appMessages } from '../lib/i18n/i18n.ts';
import { useMessages } from '../lib/i18n/message-table.ts';
import { parseProjectId } from '../config/paths.ts';
import { DescribedSection } from '../features/catalog/described-section.tsx';
import { DesignedPage, designedPageOf } from './designed-page.tsx';

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

/** Keeps a failure below an eager page below it: the page's own part (the cards) stays. */
class BelowBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <BelowFailed /> : this.props.children;
  }
}

/**
 * Below an eager designed page's own part: what its manifest loads (for the tariff page, the other kinds and
 * managing the plan) once a description is read, then the group's operations as its group page lists them, both
 * when the reader nears them; and the project's name for the page's heading at once, through the route's outlet
 * (the page's part gives the way).
 */
export function BelowPage({ group }: { group: string }) {
  const page = designedPageOf(group);
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
      {page ? (
        <BelowBoundary>
          <Suspense fallback={null}>
            <DesignedPage line={page} projectId={projectId} fallback={null} below={null} quiet />
          </Suspense>
        </BelowBoundary>
      ) : null}
      <DescribedSection group={group} />
    </WhenNear>
  );
}
