// What a channel publishes, drawn in batches: a busy channel (a chat at dozens of messages a second) sends each
// publication in a task of its own, and drawing each one apart costs a render, a style, a layout and a paint per
// publication where one per batch shows the same. A batch is drawn at a frame, and at most once every `every` ms:
// the first publication after a quiet spell is drawn at the next frame, those that follow it together. A hidden tab
// draws no frames: there the batch goes within a second, so what is held stays small and the cache stays current for
// when the tab is shown.

/** The longest a batch waits for a frame that does not come (a hidden tab). */
export const NO_FRAME_MS = 1000;

export interface FrameBatch<T> {
  add: (item: T) => void;
  /** Drops what is held and stops the timers. */
  cancel: () => void;
}

/**
 * Collects items and hands them to `flush` together at a frame, no sooner than `every` ms after the last batch (or
 * within a second of that when no frame comes).
 */
export function frameBatch<T>(
  flush: (items: readonly T[]) => void,
  { every = 0, now = () => performance.now() }: { every?: number; now?: () => number } = {},
): FrameBatch<T> {
  let held: T[] = [];
  let last = Number.NEGATIVE_INFINITY;
  let frame: number | undefined;
  let wait: ReturnType<typeof setTimeout> | undefined;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(wait);
    clearTimeout(fallback);
    frame = wait = fallback = undefined;
  };
  const run = () => {
    stop();
    last = now();
    const items = held;
    held = [];
    if (items.length) flush(items);
  };
  const atFrame = () => {
    wait = undefined;
    frame = requestAnimationFrame(run);
  };
  return {
    add: (item) => {
      held.push(item);
      if (fallback !== undefined) return;
      const due = Math.max(0, last + every - now());
      if (due > 0) wait = setTimeout(atFrame, due);
      else atFrame();
      fallback = setTimeout(run, due + NO_FRAME_MS);
    },
    cancel: () => {
      stop();
      held = [];
    },
  };
}
