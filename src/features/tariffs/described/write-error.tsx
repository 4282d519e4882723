import { ErrorPanel } from '../../../components/error-panel.tsx';
import { UnsendableError } from '../../../lib/bindings/call.ts';
import type { ManageMessages } from './manage-messages.ts';

/** A failed call in the dialog: the service's words in the user's language and a retry, or what the page lacks. */
export function CallError({
  error,
  onRetry,
  retrying,
  m,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  m: ManageMessages;
}) {
  if (error instanceof UnsendableError) {
    return (
      <p className="panel panel-error" role="alert">
        {m.unsendable(
          Object.keys(error.problems)
            .map((key) => key.replace(/^[a-z]+\./, ''))
            .join(', '),
        )}
      </p>
    );
  }
  return <ErrorPanel error={error} onRetry={onRetry} retrying={retrying} />;
}
