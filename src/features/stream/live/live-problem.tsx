/** A read of the live panel or the last stream that failed: what went wrong in the user's words, and a way forward. */
export function LiveProblem({ text, action, onAction }: { text: string; action: string; onAction: () => void }) {
  return (
    <div className="live-problem" role="alert">
      <p>{text}</p>
      <Button onClick={onAction}>{action}</Button>
    </div>
  );
}
import { Button } from '../../../components/button.tsx';
