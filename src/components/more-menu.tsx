import { type ReactNode, useId } from 'react';
import { buttonClass } from './button.tsx';
import './more-menu.css';

/**
 * A row's rarer actions behind "⋯": a popover the browser opens on the button, closes on Escape, a press outside or
 * an action chosen, and gives the focus back from. Placed under its button where the browser anchors popovers to
 * what opened them, else in the middle of the screen. With no action in it (parts another feature fills that draw
 * nothing here), the button is not shown, and keeps its room (more-menu.css).
 */
export function MoreMenu({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  // A dashed identifier of its own per menu: useId's `:r1:` is not one.
  const anchor = `--more-${id.replace(/[^a-zA-Z0-9-]/g, '')}`;
  return (
    <>
      <button
        type="button"
        className={buttonClass({ variant: 'quiet' }, 'more-button')}
        popoverTarget={id}
        aria-label={label}
        title={label}
        style={{ anchorName: anchor } as React.CSSProperties}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      <div
        id={id}
        popover="auto"
        className="more-menu popover-card"
        role="group"
        aria-label={label}
        style={{ positionAnchor: anchor } as React.CSSProperties}
        onClick={(event) => {
          // Whatever is chosen leaves the menu: it closes, and the focus goes back to ⋯.
          if ((event.target as Element).closest('a, button')) event.currentTarget.hidePopover();
        }}
      >
        {children}
      </div>
    </>
  );
}
