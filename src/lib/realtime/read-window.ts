// A live broadcast publishes whenever its figures move (every second or two), and each publication says a read is out
// of date: read on each, a phone's page would spend its main thread on reads nobody can follow. So the first
// publication after a quiet spell reads at once, and any more within the window are read once, at its end — which
// opens the next window. A read then follows a publication within one window at most, never more often than once a
// window, and a lone change shows at once.

export interface ReadWindows {
  /** A publication asks for the read `id`: read now, or once at the end of the window open for it. */
  ask(id: string, read: () => void): void;
  /** Ends every window; nothing asked is read after this. */
  close(): void;
}

export function readWindows(windowMs: number): ReadWindows {
  const open = new Map<string, { timer: ReturnType<typeof setTimeout>; again?: () => void }>();
  const start = (id: string, read: () => void) => {
    read();
    const entry: { timer: ReturnType<typeof setTimeout>; again?: () => void } = {
      timer: setTimeout(() => {
        open.delete(id);
        if (entry.again) start(id, entry.again);
      }, windowMs),
    };
    open.set(id, entry);
  };
  return {
    ask(id, read) {
      const entry = open.get(id);
      if (entry) entry.again = read;
      else start(id, read);
    },
    close() {
      open.forEach((entry) => clearTimeout(entry.timer));
      open.clear();
    },
  };
}
