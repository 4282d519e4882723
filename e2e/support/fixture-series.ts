// Operations of the fixture service whose answers are time series, in the shapes services of this kind answer them
// (the interface document names the operations but shows no shape, so these shapes are the fixture's own):
// "Graph of rtmp servers" — a `timeLine` of instants beside each server's array of points, one of them with a gap;
// "Viewers for stream" — records of an instant and counts; and "State of rtmp servers" — a `timeLine` beside an
// array of another length, which is not a series.

const json = (schema: unknown) => ({ 'application/json': { schema } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const common = [
  { name: 'v', in: 'query', required: true, schema: { type: 'string', enum: ['1', '2', '3'] } },
  {
    name: 'language',
    in: 'query',
    required: true,
    schema: { type: 'string', enum: ['ru', 'en', 'cn'], default: 'en' },
  },
];

/** Five-minute steps from a fixed instant: the same answer every run. */
export const GRAPH_TIMES = Array.from({ length: 6 }, (_, index) =>
  new Date(Date.UTC(2026, 10, 23, 10, index * 5)).toISOString(),
);
export const GRAPH_SERVERS = [
  { name: 'eu-central-1', points: [12, 18, 25, null, 31, 27] },
  { name: 'us-east-2', points: [4, 6, 5, 9, 14, 11] },
];
export const VIEWERS = GRAPH_TIMES.map((at, index) => ({
  at,
  viewers: [120, 135, 160, 158, 171, 190][index]!,
  chat_messages: [3, 8, 5, 12, 9, 14][index]!,
}));

export const SERIES_PREFIXES = ['/method/rtmp_server/', '/method/analytics/'];

export function seriesPaths(): Record<string, unknown> {
  return {
    '/method/rtmp_server/graph': {
      get: {
        tags: ['RtmpServer'],
        summary: 'Graph of rtmp servers',
        operationId: 'RtmpServerController_graph',
        parameters: common,
        responses: { '200': { description: 'График загрузки', content: json(ref('RtmpServerGraph')) } },
      },
    },
    '/method/rtmp_server/state': {
      get: {
        tags: ['RtmpServer'],
        summary: 'State of rtmp servers',
        operationId: 'RtmpServerController_state',
        parameters: common,
        responses: {
          '200': {
            description: 'Состояние',
            content: json({
              type: 'object',
              properties: {
                timeLine: { type: 'array', items: { type: 'string', format: 'date-time' } },
                load: { type: 'array', items: { type: 'number' } },
              },
            }),
          },
        },
      },
    },
    '/method/analytics/viewers': {
      get: {
        tags: ['Analytics'],
        summary: 'Viewers for stream',
        operationId: 'AnalyticsController_viewers',
        parameters: [
          ...common,
          { name: 'project_id', in: 'query', required: true, schema: { type: 'integer', minimum: 1 } },
        ],
        responses: { '200': { description: 'Зрители', content: json({ type: 'array', items: ref('ViewersPoint') }) } },
      },
    },
  };
}

export function seriesSchemas(): Record<string, unknown> {
  return {
    RtmpServerGraph: {
      type: 'object',
      properties: {
        timeLine: { type: 'array', items: { type: 'string', format: 'date-time' }, description: 'Моменты замеров' },
        servers: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              points: { type: 'array', items: { type: 'number', nullable: true } },
            },
          },
        },
      },
    },
    ViewersPoint: {
      type: 'object',
      properties: {
        at: { type: 'string', format: 'date-time' },
        viewers: { type: 'integer' },
        chat_messages: { type: 'integer' },
      },
    },
  };
}

/** The answer to one of these operations (`GET /method/…`), or undefined for any other route. */
export function seriesAnswer(route: string): unknown {
  switch (route) {
    case 'GET /method/rtmp_server/graph':
      return { timeLine: GRAPH_TIMES, servers: GRAPH_SERVERS };
    case 'GET /method/rtmp_server/state':
      return { timeLine: GRAPH_TIMES.slice(0, 3), load: [0.4, 0.7] };
    case 'GET /method/analytics/viewers':
      return VIEWERS;
    default:
      return undefined;
  }
}
