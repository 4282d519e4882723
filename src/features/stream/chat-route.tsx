import { useParams } from 'react-router';
import { SignedOutPanel } from '../../components/signed-out-panel.tsx';
import { parseProjectId } from '../../config/paths.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { useTokenStore } from '../../lib/session/token-store.ts';
import { chatMessages } from './chat/chat-messages.ts';
import { ChatScreen } from './chat/chat-screen.tsx';

/** `/projects/:projectId/chat`: the project's live chat on a screen of its own (a second monitor, a browser dock). */
export function Component() {
  const m = useMessages(chatMessages);
  const projectId = parseProjectId(useParams().projectId);
  const signedIn = useTokenStore((state) => state.session !== null);
  if (projectId === null)
    return (
      <>
        <h1>{m.screenTitle}</h1>
        <p>{m.notAProject}</p>
      </>
    );
  if (!signedIn) return <SignedOutPanel />;
  return <ChatScreen key={projectId} projectId={projectId} />;
}
