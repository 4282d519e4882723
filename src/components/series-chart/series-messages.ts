/**
 * Words of the series chart, in the three interface languages; loaded with the chart only. Series and field names
 * are the service's identifiers and are never translated; no unit is ever added.
 */
import { defineMessages } from '../../lib/i18n/message-table.ts';

export interface SeriesMessages {
  /** The chart's accessible name: what is drawn, along which field, over which span. */
  chart: (names: string, timeKey: string, from: string, to: string) => string;
  /** One line's lowest and highest value, for the accessible name. */
  range: (name: string, min: string, max: string) => string;
  legend: string;
  /** Lines beyond the chart's limit: counted and named, not drawn. */
  notDrawn: (count: number, names: string) => string;
  /** A line with more points than the chart has room for is drawn thinned; the table keeps them all. */
  thinned: (drawn: string, total: string) => string;
  table: (rows: string) => string;
  /** Between names in a list, and between sentences: Chinese punctuation carries no space. */
  comma: string;
  space: string;
}

export const seriesMessages = defineMessages<SeriesMessages>({
  en: {
    chart: (names, timeKey, from, to) => `Line chart of ${names} by ${timeKey}, from ${from} to ${to}.`,
    range: (name, min, max) => `${name}: lowest ${min}, highest ${max}.`,
    legend: 'Series',
    notDrawn: (count, names) => `Not drawn (${count} more series than the chart shows): ${names}.`,
    thinned: (drawn, total) =>
      `Drawn from ${drawn} of ${total} points, keeping each stretch's highest and lowest; the table has them all.`,
    table: (rows) => `The chart's values as a table (${rows} rows)`,
    comma: ', ',
    space: ' ',
  },
  ru: {
    chart: (names, timeKey, from, to) => `Линейный график: ${names} по полю ${timeKey}, с ${from} по ${to}.`,
    range: (name, min, max) => `${name}: наименьшее ${min}, наибольшее ${max}.`,
    legend: 'Ряды',
    notDrawn: (count, names) => `Не нарисованы (рядов сверх показанных: ${count}): ${names}.`,
    thinned: (drawn, total) =>
      `Нарисовано по ${drawn} из ${total} точек, с наибольшим и наименьшим значением каждого отрезка; в таблице есть все.`,
    table: (rows) => `Значения графика таблицей (строк: ${rows})`,
    comma: ', ',
    space: ' ',
  },
  cn: {
    chart: (names, timeKey, from, to) => `折线图：${names}，按 ${timeKey}，从 ${from} 到 ${to}。`,
    range: (name, min, max) => `${name}：最低 ${min}，最高 ${max}。`,
    legend: '数据系列',
    notDrawn: (count, names) => `未绘制（超出图表显示数量的 ${count} 个系列）：${names}。`,
    thinned: (drawn, total) => `按 ${total} 个点中的 ${drawn} 个绘制，保留每段的最高和最低值；表格包含全部数据。`,
    table: (rows) => `图表数值表格（${rows} 行）`,
    comma: '、',
    space: '',
  },
});
