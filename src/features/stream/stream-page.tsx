import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { NotFound } from '../../components/not-found.tsx';
import { OperationsLink } from '../../components/operations-link.tsx';
import { PageSecrets } from '../../components/page-error.tsx';
import { ProjectName } from '../../components/project-name.tsx';
import { InsertedView } from '../../components/inserted-view.tsx';
import { useAfterFirstPaint } from '../../components/use-after-first-paint.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { pageHref } from '../../config/route-map.ts';
import { isBound } from '../../lib/bindings/bind.ts';
import { useRead } from '../../lib/bindings/read.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { useOwnAccess } from '../../lib/operations/account/own-access.ts';
import { Destinations } from './destinations.tsx';
import { credentialsRead } from '../../lib/operations/stream-key/credentials.ts';
import { serversRead } from '../../lib/operations/rtmp-servers/servers.ts';
import { useLiveNow } from './model/live-reads.ts';
import { streamMessages } from './stream-messages.ts';
import type { StreamProps } from './stream-props.ts';
import { studioMessages } from './studio-messages.ts';
import { StreamControls, StudioStatus } from './studio-status.tsx';
import { WhereToStream } from './where-to-stream.tsx';
import { TitlesCard } from './titles/titles-card.tsx';
import './stream.css';

// The live panel and the last stream's charts are chunks of their own, so the page's first paint does not wait
// for them (nor for the push client they load).
const LivePanel = lazy(() => import('./live/live-panel.tsx').then((module) => ({ default: module.LivePanel })));
const StreamAfter = lazy(() => import('./live/stream-after.tsx').then((module) => ({ default: module.StreamAfter })));
const ChatPanel = lazy(() => import('./chat/chat-panel.tsx').then((module) => ({ default: module.ChatPanel })));
const ChatScreen = lazy(() => import('./chat/chat-screen.tsx').then((module) => ({ default: module.ChatScreen })));

/** The page's own pages, one segment under its path: the chat on a screen of its own (a second monitor, a dock). */
export const chatScreenPath = (projectId: number) => pageHref('stream', projectId, 'chat');

/** The Stream page at its path; its chat's screen one segment under it; nothing else there. */
export function StreamPage(props: StreamProps) {
  const { projectId, subPage, fallback } = props;
  if (subPage === undefined) return <StudioPage {...props} />;
  if (projectId === null) return <>{fallback}</>;
  if (subPage !== 'chat') return <NotFound />;
  return (
    <Suspense fallback={null}>
      <ChatScreen key={projectId} projectId={projectId} />
    </Suspense>
  );
}

/**
 * A project's Stream page, a studio: whether it is live and for how long (with Pause and Stop), where to stream
 * (server and key), its destinations with their switches and live figures, and the incoming stream. Every part binds
 * the document's names to the deployment's description; a part whose operation is not described says so in one line
 * and the rest works. The group's operations are one link away, not on the page.
 */
function StudioPage(props: StreamProps) {
  const { projectId, fallback, bound, operationsHref } = props;
  const m = useMessages(streamMessages);
  const studio = useMessages(studioMessages);
  const t = useMessages(appMessages);
  usePageTitle(m.title);
  // Whether it is live here, as the live panel reads it (a chunk of its own): until it has, the page is still reading.
  const { state, figuresPending } = useLiveNow(bound, projectId ?? 0);
  const live = state.kind === 'on';
  // The key joins the secrets scrubbed from every error the page shows, once it is read.
  const credentials = useRead(credentialsRead, bound.credentials, projectId ?? 0, {
    enabled: projectId !== null,
  });
  const servers = useRead(serversRead, bound.servers, projectId ?? 0, { enabled: projectId !== null });
  const key = credentials.data?.key;
  // Where to stream is drawn first: it is what the page is opened for. The destinations, the title, the live panel,
  // the chat, the last stream and the notice (each with reads of its own, most a chunk of their own) once the server
  // and the key are in place (answered, or said to be missing), so neither their reads and code nor their drawing
  // share the link and the frames with those two reads.
  const placed =
    (!isBound(bound.credentials) || !credentials.isPending) && (!isBound(bound.servers) || !servers.isPending);
  const afterFirstPaint = useAfterFirstPaint(placed);
  // Whether the account's level lets it change this project's stream: read once the page has drawn its first parts.
  const access = useOwnAccess(bound.projects, projectId ?? 0, 'stream', afterFirstPaint && projectId !== null);
  const readOnly = access.change === 'no';
  const secrets = useMemo(() => (key === undefined ? [] : [key]), [key]);
  // What is drawn below a part whose room is not known until it is read (how many destinations, whether live, the
  // chat) waits for it, still read meanwhile: it then comes below what is drawn and moves nothing (stream.css).
  const [listRead, setListRead] = useState(false);
  // The chat's word is for the stream it was drawn for: once the page knows it is live, the chat's room is another.
  const [chatRead, setChatRead] = useState({ live, read: false });
  const onChatRead = useCallback((read: boolean) => setChatRead({ live, read }), [live]);
  const liveKnown = state.kind !== 'reading';
  const liveRead = liveKnown && (!figuresPending || !isBound(bound.destinations));
  const reading = (read: boolean) => (read ? 'read' : 'reading');
  // Each part is memoized, so the page's own changes (the live figures every few seconds, a part reporting it was
  // read) draw again only the parts whose props changed; an element given to a part is made once for that.
  const allPastStreams = useMemo(
    () =>
      projectId === null ? null : (
        <p>
          <Link to={pageHref('pastStreams', projectId)}>{studio.links.allPastStreams}</Link>
        </p>
      ),
    [projectId, studio],
  );
  // A project ID that is no project number is the group page's to explain.
  if (projectId === null) return <>{fallback}</>;
  return (
    <div className="stream-page">
      <header className="studio-header">
        <div className="studio-title">
          <h1>{m.title}</h1>
          {/* Which project goes live here, as the account's list names it. */}
          <p className="stream-project">
            <ProjectName projectId={projectId} fallback={t.tariff.projectHeading(projectId)} />
          </p>
        </div>
        <div className="studio-now">
          <StudioStatus bound={bound} projectId={projectId} />
          <StreamControls
            operations={bound}
            projectId={projectId}
            readOnly={readOnly}
            pauseVideo={props.inserts?.pauseVideo}
          />
        </div>
        <nav className="studio-links" aria-label={m.title}>
          <Link to={pageHref('pastStreams', projectId)}>{studio.links.pastStreams}</Link>
          <Link to={pageHref('destinations', projectId)}>{studio.links.destinations}</Link>
          <Link to={pageHref('quality', projectId)}>{studio.links.quality}</Link>
          <Link to={pageHref('pullLinks', projectId)}>{studio.links.pullLinks}</Link>
          <Link to={pageHref('restream', projectId)}>{studio.links.plans}</Link>
          <OperationsLink to={operationsHref} />
        </nav>
      </header>
      {readOnly ? (
        <p className="notice" role="note">
          {studio.readOnly}
        </p>
      ) : null}
      <PageSecrets.Provider value={secrets}>
        {/* Two columns on a wide screen, each as tall as its own content: the live panel grows when the live info
            comes (and with every event), and beside the server, the key and the switches it moves none of them. */}
        <div
          className="stream-studio"
          data-live={live}
          data-list={reading(listRead)}
          data-chat={reading(liveKnown && chatRead.live === live && chatRead.read)}
          data-live-panel={reading(liveRead)}
        >
          <div className="stream-setup">
            <WhereToStream {...props} projectId={projectId} readOnly={readOnly} />
            {afterFirstPaint ? (
              <Destinations {...props} projectId={projectId} onRead={setListRead} readOnly={readOnly} />
            ) : null}
            {afterFirstPaint ? (
              <TitlesCard bound={bound} description={props.description} projectId={projectId} readOnly={readOnly} />
            ) : null}
            {/* What viewers see if the stream pauses or drops (another feature's part), below the titles. */}
            <div className="stream-guard-place">
              {afterFirstPaint ? <InsertedView view={props.inserts?.guard} props={{ projectId }} /> : null}
            </div>
          </div>
          <div className="stream-watch">
            <div className="stream-live">
              <Suspense fallback={null}>
                {afterFirstPaint ? (
                  <LivePanel projectId={projectId} bound={bound} destinationsListed={isBound(bound.destinations)} />
                ) : null}
              </Suspense>
            </div>
            <div className="card stream-chat">
              <Suspense fallback={null}>
                {afterFirstPaint ? <ChatPanel projectId={projectId} onRead={onChatRead} /> : null}
              </Suspense>
              <p className="stream-chat-window">
                <Link to={chatScreenPath(projectId)} target="_blank" rel="noopener">
                  {studio.links.chat}
                </Link>
              </p>
            </div>
            <div className="stream-after">
              <Suspense fallback={null}>
                {afterFirstPaint ? <StreamAfter projectId={projectId} bound={bound} more={allPastStreams} /> : null}
              </Suspense>
            </div>
          </div>
        </div>
      </PageSecrets.Provider>
      {/* The service's notice while live, a bar at the foot of the screen: it comes last and moves nothing
          (screen-notice.css). */}
      {afterFirstPaint ? <InsertedView view={props.inserts?.notice} props={{ projectId, live }} /> : null}
    </div>
  );
}
