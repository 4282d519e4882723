// Where a value will be once it is read: a bar of about its size, so nothing moves when it lands. Hidden from
// assistive technology; the part that waits says it is busy (`aria-busy`).

export function Skeleton({ short = false }: { short?: boolean }) {
  return <span className={short ? 'skeleton-bar skeleton-bar-short' : 'skeleton-bar'} aria-hidden="true" />;
}
