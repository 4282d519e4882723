import type { LiveMessages } from './live-messages.ts';
import { type Binding, isBound } from './live-operations.ts';

/** One line for a part the description does not give (or gives as a write), and what is missing without it. */
export function UnboundLine({ binding, part, m }: { binding: Binding; part?: string; m: LiveMessages }) {
  if (isBound(binding)) return null;
  const said = binding.problem === 'not-a-read' ? m.notARead : m.notDescribed;
  return <p className="hint">{[said(binding.group, binding.name), part].filter(Boolean).join(' ')}</p>;
}
