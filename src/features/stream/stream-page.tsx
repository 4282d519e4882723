import { Suspense, lazy, useMemo, useState } from 'react';
import type { GroupPageProps } from '../../lib/bindings/group-page.ts';
import { Link } from 'react-router';
import { ProjectName } from '../../components/project-name.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { paths } from '../../config/paths.ts';
import { descriptionMessages } from '../../lib/description-status/description-messages.ts';
import { descriptionProblem, useServiceDescription } from '../../lib/description-status/use-service-description.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import type { ServiceDescription } from '../../lib/service-description/description.ts';
import { streamBindings } from './data/stream-bindings.ts';
import { useCredentials } from './data/stream-queries.ts';
import { type OperationHref, Destinations } from './destinations.tsx';
import { StreamSecrets } from './stream-secrets.ts';
import { type StreamMessages, streamMessages } from './stream-messages.ts';
import { WhereToStream } from './where-to-stream.tsx';
import './stream.css';

// The live panel and the last stream's charts are chunks of their own, so the page's first paint does not wait
// for them (nor for the push client they load).
const LivePanel = lazy(() => import('./live/live-panel.tsx').then((module) => ({ default: module.LivePanel })));
const StreamAfter = lazy(() => import('./live/stream-after.tsx').then((module) => ({ default: module.StreamAfter })));

/**
 * A project's Stream page: where to stream (server and key), its destinations with their switches, and what is
 * live. Every part binds the document's names to the deployment's description; a part whose operation is not
 * described says so in one line and the rest works.
 */
export function StreamPage({ projectId, fallback, below, operationHref }: GroupPageProps) {
  const language = useLanguage();
  const m = useMessages(streamMessages);
  const t = useMessages(appMessages);
  const { url, query } = useServiceDescription();
  usePageTitle(m.title);
  // A project ID that is no project number is the group page's to explain.
  if (projectId === null) return <>{fallback}</>;
  const description = query.data;
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
      {url === null ? (
        <p className="hint stream-note">{m.needsDescription}</p>
      ) : query.isError ? (
        <p className="hint stream-note" role="alert">
          {m.descriptionFailed(descriptionProblem(query.error, descriptionMessages[language]))}
        </p>
      ) : !description ? (
        <p role="status" className="hint">
          {m.loadingDescription}
        </p>
      ) : (
        <Studio description={description} projectId={projectId} operationHref={operationHref} m={m} />
      )}
      {below}
    </div>
  );
}

function Studio({
  description,
  projectId,
  operationHref,
  m,
}: {
  description: ServiceDescription;
  projectId: number;
  operationHref: OperationHref;
  m: StreamMessages;
}) {
  const language = useLanguage();
  const bindings = useMemo(() => streamBindings(description), [description]);
  const [live, setLive] = useState(false);
  // The key joins the secrets scrubbed from every error the page shows, once it is read.
  const key = useCredentials(bindings.credentials, projectId, language).data?.key;
  const secrets = useMemo(() => (key === undefined ? [] : [key]), [key]);
  return (
    <StreamSecrets.Provider value={secrets}>
      <div className="stream-studio" data-live={live}>
        <div className="stream-live">
          <Suspense fallback={null}>
            <LivePanel projectId={projectId} description={description} onLiveChange={setLive} />
          </Suspense>
        </div>
        <WhereToStream bindings={bindings} projectId={projectId} language={language} m={m} />
        <Destinations
          description={description}
          bindings={bindings}
          projectId={projectId}
          language={language}
          operationHref={operationHref}
          m={m}
        />
        <div className="stream-after">
          <Suspense fallback={null}>
            <StreamAfter projectId={projectId} description={description} />
          </Suspense>
        </div>
      </div>
    </StreamSecrets.Provider>
  );
}
