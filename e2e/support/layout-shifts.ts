import type { Page } from '@playwright/test';

// The browser's own layout-shift entries (what CLS adds up), kept from the first paint on: those not caused by the
// user's input, each with its value and the elements it moved, named so a failure says what moved.

export interface LayoutShift {
  value: number;
  /** Each moved element as `tag.class` and the classes of its ancestors up to the body, nearest first. */
  sources: { node: string; path: string[]; from: number[]; to: number[] }[];
}

interface ShiftWindow {
  __layoutShifts: LayoutShift[];
}

/** Starts recording on every page the test opens from now on; call before the first `goto`. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const recorded: LayoutShift[] = [];
    (window as unknown as ShiftWindow).__layoutShifts = recorded;
    const name = (node: Element) =>
      node.nodeName.toLowerCase() + (typeof node.className === 'string' && node.className ? `.${node.className}` : '');
    const box = (rect: DOMRectReadOnly) => [rect.x, rect.y, rect.width, rect.height].map(Math.round);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        recorded.push({
          value: entry.value,
          sources: entry.sources.map((source) => {
            const node = source.node instanceof Element ? source.node : (source.node?.parentElement ?? null);
            const path: string[] = [];
            for (let up = node?.parentElement ?? null; up && up !== document.body; up = up.parentElement) {
              path.push(name(up));
            }
            return {
              node: node ? name(node) : '(gone)',
              path,
              from: box(source.previousRect),
              to: box(source.currentRect),
            };
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far on the page in view. */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as ShiftWindow).__layoutShifts);
}

/** Forgets what was recorded so far: what counts is what moves from now on. */
export async function forgetLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as ShiftWindow).__layoutShifts.length = 0));
}

/** Their sum, and each shift in a line with what it moved: what a failure message shows. */
export function describeShifts(shifts: readonly LayoutShift[]): string {
  const sum = shifts.reduce((total, shift) => total + shift.value, 0);
  const lines = shifts.map(
    (shift) =>
      `${shift.value.toFixed(4)}: ` +
      shift.sources
        .map((source) => `${source.node} in ${source.path.slice(0, 3).join(' < ')} ${source.from} → ${source.to}`)
        .join('; '),
  );
  return [`layout shift ${sum.toFixed(4)}`, ...lines].join('\n');
}

/** Waits until the browser has drawn twice: a shift of what was just rendered is then reported. */
export const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
