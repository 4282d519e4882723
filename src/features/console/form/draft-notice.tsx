import type { OperationMessages } from '../operation-messages.ts';

/** What was typed before the session ended, offered back until restored or discarded. */
export function DraftNotice({
  onRestore,
  onDiscard,
  m,
}: {
  onRestore: () => void;
  onDiscard: () => void;
  m: OperationMessages;
}) {
  return (
    <div className="notice op-draft" role="status">
      <p>{m.draftKept}</p>
      <p className="actions">
        <button type="button" className="button" onClick={onRestore}>
          {m.draftRestore}
        </button>
        <button type="button" className="button button-quiet" onClick={onDiscard}>
          {m.draftDiscard}
        </button>
      </p>
    </div>
  );
}
