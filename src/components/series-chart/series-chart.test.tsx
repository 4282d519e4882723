import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../lib/i18n/languages.ts';
import { findSeries } from '../../lib/service-description/series.ts';
import { operationMessages } from '../../features/console/operation-messages.ts';
import SeriesChart, { MAX_LINES } from './series-chart.tsx';
import { ValueTable } from '../../features/console/result/value-table.tsx';

const START = Date.UTC(2026, 10, 23, 10);
const timeLine = (count: number, stepMs = 60_000) =>
  Array.from({ length: count }, (_, index) => new Date(START + index * stepMs).toISOString());

function chart(answer: unknown, language: Language = 'en') {
  const series = findSeries(answer, undefined);
  if (!series) throw new Error('no series in the answer');
  return render(
    <SeriesChart
      series={series}
      language={language}
      table={(props) => <ValueTable {...props} m={operationMessages[language]} />}
    />,
  );
}

/** Points a path visits: each M or L. */
const points = (path: Element) => (path.getAttribute('d') ?? '').match(/[ML]/g)?.length ?? 0;

describe('SeriesChart', () => {
  it('is an image named for its series, span and extremes in the user’s language and number format', () => {
    chart({ timeLine: timeLine(3), bitrate: [4500.5, 1200, 3000] }, 'ru');
    const image = screen.getByRole('img');
    const name = image.getAttribute('aria-label')!.replace(/\u00a0/g, ' ');
    expect(name).toMatch(
      /^Линейный график: bitrate по полю timeLine, с .+ по .+\. bitrate: наименьшее 1 200, наибольшее 4 500,5\.$/,
    );
    expect(image.querySelector('title')?.textContent).toBe(image.getAttribute('aria-label'));
    expect(
      within(screen.getByRole('list', { name: 'Ряды' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['bitrate']);
  });

  it('draws eight lines at most and names the rest, all of them staying in the table', () => {
    const answer: Record<string, unknown> = { timeLine: timeLine(3) };
    for (let index = 0; index < MAX_LINES + 3; index += 1) answer[`s${index}`] = [index, index + 1, index + 2];
    const { container } = chart(answer);
    expect(container.querySelectorAll('svg[role="img"] path')).toHaveLength(MAX_LINES);
    expect(screen.getByRole('list', { name: 'Series' }).children).toHaveLength(MAX_LINES);
    expect(screen.getByText('Not drawn (3 more series than the chart shows): s8, s9, s10.')).toBeTruthy();
    const details = screen.getByText("The chart's values as a table (3 rows)").closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'timeLine',
      ...Array.from({ length: MAX_LINES + 3 }, (_, index) => `s${index}`),
    ]);
  });

  it('thins a long line for drawing and says so, keeping a spike', () => {
    const count = 10_000;
    const values = Array.from({ length: count }, (_, index) => (index === 7777 ? 500 : index % 10));
    const { container } = chart({ timeLine: timeLine(count, 1000), load: values });
    const path = container.querySelector('svg[role="img"] path')!;
    expect(points(path)).toBeLessThanOrEqual(2000);
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('load: lowest 0, highest 500.');
    expect(screen.getByText(/^Drawn from [\d,]+ of 10,000 points/)).toBeTruthy();
    // The spike is the highest point drawn: its y is the plot's top tick.
    const ys = (path.getAttribute('d') ?? '')
      .split(/[ML]/)
      .filter(Boolean)
      .map((pair) => Number(pair.split(' ')[1]));
    expect(Math.min(...ys)).toBe(12);
  });

  it('breaks a line at a gap and marks short lines’ points, so a lone point still shows', () => {
    const { container } = chart({ timeLine: timeLine(5), load: [1, null, 3, null, 5] });
    const path = container.querySelector('svg[role="img"] path')!;
    expect(path.getAttribute('d')?.match(/M/g)).toHaveLength(3);
    expect(container.querySelectorAll('svg[role="img"] circle')).toHaveLength(3);
  });

  it('draws records without a table of its own: the answer’s table is theirs', () => {
    chart(
      timeLine(3).map((at, index) => ({ at, viewers: index * 2 })),
      'cn',
    );
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(/^折线图：viewers，按 at，/);
    expect(screen.queryByText(/图表数值表格/)).toBeNull();
  });

  it('writes no style: colours and dashes are classes and attributes', () => {
    const answer = { timeLine: timeLine(3), a: [1, 2, 3], b: [3, 2, 1] };
    const { container } = chart(answer);
    expect(container.querySelectorAll('[style]')).toHaveLength(0);
    expect(container.querySelectorAll('style')).toHaveLength(0);
    expect(
      [...container.querySelectorAll('svg[role="img"] g.series-line')].map((group) => group.getAttribute('class')),
    ).toEqual(['series-line series-line-0', 'series-line series-line-1']);
  });
});
