import { Button } from '../../components/button.tsx';

/**
 * A read of the studio's that failed (the live status, the live info, the chat's): what went wrong in the user's
 * words, and a way forward. `className` is the part's own (`live-problem`, `chat-problem`).
 */
export function ReadProblem({
  text,
  action,
  onAction,
  className,
}: {
  text: string;
  action: string;
  onAction: () => void;
  className: string;
}) {
  return (
    <div className={className} role="alert">
      <p>{text}</p>
      <Button onClick={onAction}>{action}</Button>
    </div>
  );
}
