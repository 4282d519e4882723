import { useMemo } from 'react';
import type { Language } from '../../../lib/i18n/languages.ts';
import type { Schema } from '../../../lib/service-description/schema.ts';
import { findSeries } from '../../../lib/service-description/series.ts';
import type { OperationMessages } from '../operation-messages.ts';
import { ValueTable } from './value-table.tsx';
import { LazySeriesChart } from '../../../components/series-chart/lazy-series-chart.tsx';

/** A line chart of the answer's series above its readable view, or nothing when it holds none. */
export function SeriesSlot({
  value,
  schema,
  language,
  m,
}: {
  value: unknown;
  schema: Schema | undefined;
  language: Language;
  m: OperationMessages;
}) {
  const series = useMemo(() => findSeries(value, schema), [value, schema]);
  if (!series) return null;
  return <LazySeriesChart series={series} language={language} table={(props) => <ValueTable {...props} m={m} />} />;
}
