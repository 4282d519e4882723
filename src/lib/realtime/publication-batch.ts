// What a channel publishes, drawn in batches: a busy channel (a chat at dozens of messages a second) sends each
// publication in a task of its own, and drawing each one apart costs a render, a style, a layout and a paint per
// publication where one per batch shows the same. The first publication after a quiet spell is handed over in the
// next task; those that follow it wait until `every` ms after the last batch, and go together. A task, not an
// animation frame: what the batch changes is drawn in the frame after it, and asking for a frame to hand it over in
// would draw one more (and none comes in a hidden tab, whose cache should stay current for when it is shown).

export interface PublicationBatch<T> {
  add: (item: T) => void;
  /** Drops what is held and stops the timer. */
  cancel: () => void;
}

/** Collects items and hands them to `flush` together, no sooner than `every` ms after the last batch. */
export function publicationBatch<T>(
  flush: (items: readonly T[]) => void,
  { every = 0, now = () => performance.now() }: { every?: number; now?: () => number } = {},
): PublicationBatch<T> {
  let held: T[] = [];
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    last = now();
    const items = held;
    held = [];
    if (items.length) flush(items);
  };
  return {
    add: (item) => {
      held.push(item);
      if (timer === undefined) timer = setTimeout(run, Math.max(0, last + every - now()));
    },
    cancel: () => {
      clearTimeout(timer);
      timer = undefined;
      held = [];
    },
  };
}
