import type { Bound } from '../lib/bindings/bind.ts';
import { useDescriptionWords } from '../lib/description-status/description-words.ts';

/**
 * The one line a part of a page shows instead of itself: the operation it needs is not bound (not described, not a
 * read, asking for a value the page lacks, of another shape), or its answer could not be read (`unreadable`). The
 * document's names are identifiers and stay as written; nothing for a part that is bound and read.
 */
export function PartNote({
  part: given,
  unreadable = false,
  standsFor = 'content',
}: {
  part: Bound | readonly Bound[];
  unreadable?: boolean;
  /**
   * What the line stands for: what the page would show (said everywhere), an action the page would offer beside it,
   * or something the page already says in its own words next to the line (both said by the API section only).
   */
  standsFor?: 'content' | 'action' | 'own-words';
}) {
  const m = useDescriptionWords().part;
  if (standsFor !== 'content' && !m.namesEveryPart) return null;
  const part = oneLine(given);
  const { name, group } = part;
  const text = unreadable
    ? m.unreadable(name, group)
    : part.kind === 'bound'
      ? null
      : part.reason === 'not-a-read'
        ? m.notARead(name, group, part.method ?? '')
        : part.reason === 'needs'
          ? m.needs(name, group, part.field ?? '')
          : part.reason === 'other-shape'
            ? m.otherShape(name, group)
            : m.notDescribed(name, group);
  return text === null ? null : (
    <p className="hint part-note" role="note">
      {text}
    </p>
  );
}

/**
 * Several parts missing for one reason in one group read as one line, their names listed (three charts of an
 * undescribed group are one fact, not three); otherwise the first part that is not bound speaks.
 */
function oneLine(parts: Bound | readonly Bound[]): Bound {
  if (!Array.isArray(parts)) return parts as Bound;
  const unbound = parts.filter((part) => part.kind === 'unbound');
  const [first] = unbound;
  if (first === undefined) return parts[0] as Bound;
  const alike = unbound.every((part) => part.group === first.group && part.reason === first.reason);
  return alike && first.reason === 'not-described'
    ? { ...first, name: unbound.map((part) => part.name).join(', ') }
    : first;
}
