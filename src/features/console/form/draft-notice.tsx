import { useMessages } from '../../../lib/i18n/message-table.ts';
import { Button } from '../../../components/button.tsx';
import { operationMessages } from '../operation-messages.ts';

/** What was typed before the session ended, offered back until restored or discarded. */
export function DraftNotice({ onRestore, onDiscard }: { onRestore: () => void; onDiscard: () => void }) {
  const m = useMessages(operationMessages);
  return (
    <div className="notice op-draft" role="status">
      <p>{m.draftKept}</p>
      <p className="actions">
        <Button onClick={onRestore}>{m.draftRestore}</Button>
        <Button variant="quiet" onClick={onDiscard}>
          {m.draftDiscard}
        </Button>
      </p>
    </div>
  );
}
