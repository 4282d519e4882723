// Operations of the fixture service whose answers are time series, in the real kind's shapes
// (../shared/real-kind-shapes.md) with data of the fixture's own: "Graph of rtmp servers" — a `timeLine` of epoch
// seconds beside each country's cities (whose records the real kind names without writing them out: here a name and
// its points, one with a gap); "Viewers for stream" — an object the real kind describes with no properties, answered
// with a `timeLine` of epoch milliseconds beside its counts. "State of rtmp servers" is the contract API's own.

import {
  json,
  operation,
  parameter,
  ref,
  versionAndLanguage,
  arrayOf,
  object,
  str,
} from '../../src/testing/description-builder.ts';

const common = versionAndLanguage({ described: false });
const GRAPH_TYPES = ['performance', 'network', 'cpu', 'ram', 'deliveredPackages'];
const number = (name: string, extra: Record<string, unknown> = {}) =>
  parameter(name, { schema: { type: 'number', ...extra } });

/** Five-minute steps from a fixed instant: the same answer every run. */
export const GRAPH_TIMES = Array.from({ length: 6 }, (_, index) => Date.UTC(2026, 10, 23, 10, index * 5));
export const GRAPH_COUNTRIES = [
  { countryName: 'Germany', cities: [{ cityName: 'Frankfurt', points: [12, 18, 25, null, 31, 27] }] },
  { countryName: 'USA', cities: [{ cityName: 'Ashburn', points: [4, 6, 5, 9, 14, 11] }] },
];
export const VIEWERS = {
  timeLine: GRAPH_TIMES,
  viewers: [120, 135, 160, 158, 171, 190],
  chat_messages: [3, 8, 5, 12, 9, 14],
};

export const SERIES_PREFIXES = ['/method/rtmp_server/graph', '/method/analytics/stream/graph/viewers'];

export function seriesPaths(): Record<string, unknown> {
  return {
    '/method/rtmp_server/graph': {
      get: operation({
        group: 'RtmpServer',
        summary: 'Graph of rtmp servers',
        operationId: 'RtmpServer_graphV1',
        common,
        parameters: [
          number('interval', { enum: [1, 3, 6, 12, 24], default: 1 }),
          parameter('type', { schema: { type: 'string', enum: GRAPH_TYPES, default: 'network' } }),
        ],
        responses: { '200': { description: 'График загрузки', content: json(ref('RtmpServerGraphResponse')) } },
      }),
    },
    '/method/analytics/stream/graph/viewers': {
      get: operation({
        group: 'Analytics',
        summary: 'Viewers for stream',
        operationId: 'AnalyticsTs_streamViewersV1',
        common,
        parameters: [number('project_id'), number('stream_id')],
        // As the real kind describes it: an object, nothing said of what it holds.
        responses: { '200': { description: 'Зрители', content: json({ type: 'object' }) } },
      }),
    },
  };
}

export function seriesSchemas(): Record<string, unknown> {
  return {
    RtmpServerGraphResponse: object({
      type: { type: 'string', enum: GRAPH_TYPES, description: 'Что на графике' },
      timeLine: { type: 'array', items: { type: 'number' }, description: 'Моменты замеров [timestamp]' },
      countries: arrayOf(ref('TCountryChartData')),
    }),
    TCountryChartData: object({
      countryName: str('Страна'),
      cities: { type: 'array', items: ref('TCityChartData'), description: 'Города' },
    }),
    // Named by the real kind, not written out.
    TCityChartData: { type: 'object' },
  };
}

/** The answer to one of these operations (`GET /method/…`), or undefined for any other route. */
export function seriesAnswer(route: string, query: URLSearchParams): unknown {
  switch (route) {
    case 'GET /method/rtmp_server/graph':
      return {
        type: query.get('type') ?? 'network',
        timeLine: GRAPH_TIMES.map((ms) => ms / 1000),
        countries: GRAPH_COUNTRIES,
      };
    case 'GET /method/analytics/stream/graph/viewers':
      return VIEWERS;
    default:
      return undefined;
  }
}
