import { Suspense, lazy, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PageSecrets } from '../../components/page-error.tsx';
import { ProjectName } from '../../components/project-name.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { paths } from '../../config/paths.ts';
import { byAnswer, useBoundRead } from '../../lib/bindings/read.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { Destinations } from './destinations.tsx';
import { readCredentials } from './model/credentials.ts';
import { streamMessages } from './stream-messages.ts';
import type { StreamProps } from './stream-props.ts';
import type { DestinationFigures } from './live/live-answers.ts';
import { isBound } from '../../lib/bindings/bind.ts';
import { WhereToStream } from './where-to-stream.tsx';
import './stream.css';
import { Slot } from '../../components/slots.tsx';
import { projectValues } from '../../lib/bindings/call.ts';

// The live panel and the last stream's charts are chunks of their own, so the page's first paint does not wait
// for them (nor for the push client they load).
const LivePanel = lazy(() => import('./live/live-panel.tsx').then((module) => ({ default: module.LivePanel })));
const StreamAfter = lazy(() => import('./live/stream-after.tsx').then((module) => ({ default: module.StreamAfter })));

/**
 * A project's Stream page: where to stream (server and key), its destinations with their switches, and what is
 * live. Every part binds the document's names to the deployment's description; a part whose operation is not
 * described says so in one line and the rest works.
 */
export function StreamPage(props: StreamProps) {
  const { projectId, fallback, below, bound } = props;
  const m = useMessages(streamMessages);
  const t = useMessages(appMessages);
  usePageTitle(m.title);
  const [live, setLive] = useState(false);
  // The live info's figures of each destination, shown in the one list of destinations; until the live panel (a chunk
  // of its own) has loaded and says otherwise, they may still come.
  const [liveFigures, setLiveFigures] = useState<DestinationFigures>('reading');
  // The key joins the secrets scrubbed from every error the page shows, once it is read.
  const key = useBoundRead(bound.credentials, projectValues(projectId ?? 0), byAnswer(readCredentials), {
    enabled: projectId !== null,
  }).data?.key;
  const secrets = useMemo(() => (key === undefined ? [] : [key]), [key]);
  // A project ID that is no project number is the group page's to explain.
  if (projectId === null) return <>{fallback}</>;
  return (
    <div className="stream-page">
      <header className="stream-header">
        <div>
          <h1>{m.title}</h1>
          {/* Which project goes live here, as the account's list names it. */}
          <p className="stream-project">
            <ProjectName projectId={projectId} fallback={t.tariff.projectHeading(projectId)} />
          </p>
        </div>
        <Link to={paths.tariff(projectId)}>{m.toTariffs}</Link>
      </header>
      <PageSecrets.Provider value={secrets}>
        {/* Two columns on a wide screen, each as tall as its own content: the live panel grows when the live info
            comes (and with every event), and beside the server, the key and the switches it moves none of them. */}
        <div className="stream-studio" data-live={live}>
          <div className="stream-setup">
            <WhereToStream {...props} projectId={projectId} m={m} />
            <Destinations {...props} projectId={projectId} m={m} liveFigures={liveFigures} />
          </div>
          <div className="stream-watch">
            <div className="stream-live">
              <Slot name="screen-notice" projectId={projectId} live={live} />
              <Suspense fallback={null}>
                <LivePanel
                  projectId={projectId}
                  bound={bound}
                  onLiveChange={setLive}
                  onDestinations={isBound(bound.destinations) ? setLiveFigures : undefined}
                />
              </Suspense>
            </div>
            <div className="stream-after">
              <Suspense fallback={null}>
                <StreamAfter projectId={projectId} bound={bound} />
              </Suspense>
            </div>
          </div>
        </div>
      </PageSecrets.Provider>
      {below}
    </div>
  );
}
