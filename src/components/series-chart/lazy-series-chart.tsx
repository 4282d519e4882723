import { type ComponentProps, Suspense, lazy } from 'react';

// The chart's code (and its styles and words) loads only where a series is drawn: until it is here, its room is
// kept, so nothing below moves when it arrives.
const SeriesChart = lazy(() => import('./series-chart.tsx'));

/**
 * The chart's frame, its SVG's height (series-chart.tsx) and its border. Held by a style of its own, not a class: a
 * stylesheet for this one rule would be one more file whose name every page that can reach it loads first.
 */
const ROOM = { height: '262px' };

export function LazySeriesChart(props: ComponentProps<typeof SeriesChart>) {
  return (
    <Suspense fallback={<div style={ROOM} aria-hidden="true" />}>
      <SeriesChart {...props} />
    </Suspense>
  );
}
