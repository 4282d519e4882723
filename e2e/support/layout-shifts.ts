import type { Page } from '@playwright/test';

// The browser's own layout-shift entries (what CLS adds up), from the first paint of each document the page opens:
// those not right after an input, each with the elements it moved — named by their tag, classes and the parents that
// place them, with where they were and went — so a test that finds a shift says what moved.

export interface LayoutShift {
  value: number;
  /** Each element moved, as `main > div.billing-page > section.card (y 249 → 442, x 16 → 16, h 345 → 345)`. */
  sources: string[];
}

/** What the watcher leaves on the window: the shifts so far, and how to take those the observer holds yet. */
interface Watched {
  __layoutShifts: LayoutShift[];
  __takeLayoutShifts: () => void;
}

function watch() {
  const shifts: LayoutShift[] = [];
  const named = (node: Node | null) => {
    const path: string[] = [];
    for (let element = node instanceof Element ? node : (node?.parentElement ?? null); element && path.length < 4;) {
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).join('.') : '';
      path.unshift(element.localName + (classes ? `.${classes}` : ''));
      element = element.parentElement;
    }
    return (node instanceof Text ? `text "${node.data.slice(0, 24)}" in ` : '') + path.join(' > ');
  };
  const keep = (entries: PerformanceEntryList) => {
    for (const entry of entries as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        sources: entry.sources.map(
          ({ node, previousRect: was, currentRect: is }) =>
            `${named(node)} (y ${Math.round(was.y)} → ${Math.round(is.y)}, x ${Math.round(was.x)} → ` +
            `${Math.round(is.x)}, h ${Math.round(was.height)} → ${Math.round(is.height)})`,
        ),
      });
    }
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  const watched: Watched = { __layoutShifts: shifts, __takeLayoutShifts: () => keep(observer.takeRecords()) };
  Object.assign(window, watched);
}

/**
 * Watches every document the page opens from now on (call before the first `goto`); the function it gives reads the
 * shifts of the one open now, as `layoutShifts` does.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<LayoutShift[]>> {
  await page.addInitScript(watch);
  return () => layoutShifts(page);
}

/**
 * The shifts of the document open now, read once the frame after the last change has been drawn (its shifts, not yet
 * handed to the observer, taken too).
 */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const watched = window as unknown as Watched;
    watched.__takeLayoutShifts();
    return watched.__layoutShifts;
  });
}

/** Forgets the shifts so far: what counts is what moves from now on. */
export async function forgetLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const watched = window as unknown as Watched;
    watched.__takeLayoutShifts();
    watched.__layoutShifts.length = 0;
  });
}

/** Waits until the browser has drawn twice: a shift of what was just rendered is then reported. */
export const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** The shifts' sum: the page's CLS, which adds them up within windows of time, is at most this. */
export const shiftSum = (shifts: readonly LayoutShift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

/** What moved, a shift a line, for a failure's message. */
export const whatMoved = (shifts: readonly LayoutShift[]) =>
  shifts.map((shift) => `${shift.value.toFixed(4)}: ${shift.sources.join('; ')}`).join('\n');

/** Their sum, then what each moved. */
export const describeShifts = (shifts: readonly LayoutShift[]) =>
  `layout shift ${shiftSum(shifts).toFixed(4)}\n${whatMoved(shifts)}`;
