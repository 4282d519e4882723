// The chat on a screen of its own (a second monitor, a streaming app's browser dock): the chat panel full height, which
// reads itself whether the project is live and with which broadcast (the same reads as the Stream page's), again at
// the idle interval, so a stream starting or ending is seen within it.

import { Link } from 'react-router';
import { ProjectName } from '../../../components/project-name.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { pageHref } from '../../../config/route-map.ts';
import { appMessages } from '../../../lib/i18n/i18n.ts';
import { useMessages } from '../../../lib/i18n/message-table.ts';
import { chatMessages } from './chat-messages.ts';
import { ChatPanel } from './chat-panel.tsx';

export function ChatScreen({ projectId }: { projectId: number }) {
  const m = useMessages(chatMessages);
  const t = useMessages(appMessages);
  usePageTitle(m.screenTitle);
  return (
    <div className="chat-screen">
      <header className="chat-screen-header">
        <div>
          <h1>{m.screenTitle}</h1>
          <p>
            <ProjectName projectId={projectId} fallback={t.tariff.projectHeading(projectId)} />
          </p>
        </div>
        <Link to={pageHref('stream', projectId)}>{m.toStream}</Link>
      </header>
      <ChatPanel projectId={projectId} alone />
    </div>
  );
}
