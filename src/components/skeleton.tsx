import './skeleton.css';
// Where a value will be once it is read: a bar of about its size, so nothing moves when it lands. Hidden from
// assistive technology; the part that waits says it is busy (`aria-busy`).

/**
 * `line`: the bar stands for one line of the text of the element it is in and holds exactly that line's room (its
 * line height), so a value whose line structure is known lands in it without moving what follows.
 */
export function Skeleton({ short = false, line = false }: { short?: boolean; line?: boolean }) {
  const kind = line ? 'skeleton-bar skeleton-line' : short ? 'skeleton-bar skeleton-bar-short' : 'skeleton-bar';
  return <span className={kind} aria-hidden="true" />;
}
