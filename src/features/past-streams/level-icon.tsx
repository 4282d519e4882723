import type { Level } from '../../lib/operations/broadcast/broadcast-events.ts';

// An event's level as a shape beside its word, so it reads without colour too: a circled i, a triangle with !, a
// circled ×, a square for debug, and a plain ring for a level the page has no word for. Drawn by CSS classes only.

const SHAPES: Readonly<Record<Level | 'other', string>> = {
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1 8h2v7h-2Zm0-4h2v2h-2Z',
  warning: 'M12 2 1 21h22Zm-1 7h2v6h-2Zm0 8h2v2h-2Z',
  error:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-3.5 5L12 10.5 15.5 7 17 8.5 13.5 12l3.5 3.5-1.5 1.5-3.5-3.5L8.5 17 7 15.5l3.5-3.5L7 8.5Z',
  debug: 'M5 5h14v14H5Zm2 2v10h10V7Z',
  other: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Z',
};

export function LevelIcon({ level }: { level: Level | undefined }) {
  const shape = level ?? 'other';
  return (
    <svg
      className={`level-icon level-icon-${shape}`}
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path d={SHAPES[shape]} fillRule="evenodd" />
    </svg>
  );
}
