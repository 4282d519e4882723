import { useMessages } from '../../../lib/i18n/message-table.ts';
import { Button } from '../../../components/button.tsx';
import { operationMessages } from '../operation-messages.ts';
import { Elapsed } from './elapsed.tsx';

interface RunActionsProps {
  pending: boolean;
  checking: boolean;
  /** Something no request can carry: Run stops there, and Send anyway is not offered. */
  blocked: boolean;
  warnings: number;
  /** The last Run found warnings: Send anyway is offered. */
  warned: boolean;
  cancelled: boolean;
  /** Fill the empty fields with the description's examples (when any has one). */
  onFill: (() => void) | undefined;
  onSendAnyway: () => void;
  onCancel: () => void;
  shortcutId: string;
}

/** Below the form: why Run did not send, Run, Send anyway, Cancel, a slow run's time, and the examples. */
export function RunActions(props: RunActionsProps) {
  const { pending, checking, blocked, warnings, warned, cancelled, onFill, shortcutId } = props;
  const m = useMessages(operationMessages);
  const busy = pending || checking;
  return (
    <>
      {blocked ? (
        <p className="form-error" role="alert">
          {m.cannotSend}
        </p>
      ) : warnings ? (
        <p className="form-warning" role="alert">
          {m.fixProblems(warnings)}
        </p>
      ) : null}
      <div className="actions">
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? m.running : m.run}
        </Button>
        {warned && !blocked ? (
          <Button onClick={props.onSendAnyway} disabled={busy}>
            {m.sendAnyway}
          </Button>
        ) : null}
        {busy ? <Button onClick={props.onCancel}>{m.cancelRun}</Button> : null}
        {pending ? <Elapsed /> : null}
        {onFill ? (
          <Button variant="quiet" onClick={onFill}>
            {m.fillWithExamples}
          </Button>
        ) : null}
      </div>
      <p id={shortcutId} className="hint">
        {m.runShortcut}
      </p>
      {/* Always present, so screen readers are already listening when the notice appears. */}
      <p role="status" className="hint">
        {cancelled && !pending ? m.cancelled : ''}
      </p>
    </>
  );
}
