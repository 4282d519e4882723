import type { Json } from '../lib/service-description/description.ts';

// For tests of this folder: a description written the way NestJS Swagger writes services of this kind — slots
// wrapped as `{description, allOf: [{$ref}]}` (one with `example: 1` beside it), the next slot with `date_start`
// instead of `date_end`, a base list whose `results` are strings redeclared by the concrete list, `v` and
// `language` as query parameters.

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const common = [
  { name: 'v', in: 'query', required: true, schema: { type: 'string', enum: ['1', '2', '3'] } },
  { name: 'language', in: 'query', required: true, schema: { type: 'string', enum: ['ru', 'en', 'cn'] } },
];

export function nestStyleDescription(): Json {
  return {
    openapi: '3.0.0',
    info: { title: 'fixture', version: '1' },
    paths: {
      '/api/v2/transcoding/tariff': {
        get: {
          tags: ['PlanTranscoding'],
          summary: 'Get tariff for project',
          operationId: 'TranscodingController_tariff',
          parameters: [...common, { name: 'project_id', in: 'query', required: true, schema: { type: 'number' } }],
          responses: { '200': { description: '', ...json(ref('TranscodingTariff')) } },
        },
      },
      '/api/v2/transcoding/remove': {
        post: {
          tags: ['PlanTranscoding'],
          summary: 'Remove after tariff',
          operationId: 'TranscodingController_remove',
          parameters: common,
          requestBody: { required: true, ...json(ref('RemoveTranscoding')) },
          responses: { '201': { description: '' } },
        },
      },
      '/api/v2/transcoding/buy': {
        post: {
          tags: ['PlanTranscoding'],
          summary: 'Buy transcoder tariff',
          operationId: 'TranscodingController_buy',
          parameters: [
            ...common,
            {
              name: 'period',
              in: 'query',
              required: true,
              description: 'Number of months',
              schema: { type: 'number', enum: [1, 3, 6, 12] },
            },
          ],
          requestBody: { required: true, ...json(ref('BuyTranscoding')) },
          responses: { '201': { description: '' } },
        },
      },
      '/api/v2/transcoding/list': {
        get: {
          tags: ['PlanTranscoding'],
          summary: 'Get list of transcoding tariffs',
          parameters: common,
          responses: {
            '200': {
              description: '',
              ...json({
                allOf: [ref('BaseList'), { properties: { results: { type: 'array', items: ref('TranscodingItem') } } }],
              }),
            },
          },
        },
      },
      '/api/v2/transcoding/check': {
        get: {
          tags: ['PlanTranscoding'],
          summary: 'Check transcoding tariff before buy',
          parameters: common,
          responses: { '200': { description: '', ...json(ref('Check')) } },
        },
      },
    },
    components: {
      schemas: {
        Slot: {
          type: 'object',
          properties: {
            id: { type: 'number', description: 'Identifier' },
            title: { type: 'string', description: 'Name of the tariff' },
            stream_count: { type: 'number', description: 'Count of simultaneous streams' },
            date_start: { type: 'string', format: 'date-time', description: 'Start of the tariff' },
            date_end: { type: 'string', format: 'date-time', description: 'End of the tariff' },
          },
          required: ['id', 'title'],
        },
        NextSlot: {
          type: 'object',
          properties: {
            id: { type: 'number', description: 'Identifier' },
            title: { type: 'string', description: 'Name of the tariff' },
            stream_count: { type: 'number', description: 'Count of simultaneous streams' },
            date_start: { type: 'string', format: 'date-time', description: 'Start of the tariff' },
          },
        },
        TranscodingTariff: {
          type: 'object',
          properties: {
            before: { description: 'Previous tariff', nullable: true, allOf: [ref('Slot')] },
            current: { description: 'Current tariff', allOf: [ref('Slot')], example: 1 },
            next: { description: 'Next tariff', nullable: true, allOf: [ref('NextSlot')] },
          },
        },
        RemoveTranscoding: {
          type: 'object',
          properties: {
            project_id: { type: 'number', description: 'Project' },
            plan_transcoding_id: { type: 'number', description: 'Tariff to remove' },
          },
          required: ['project_id', 'plan_transcoding_id'],
        },
        BuyTranscoding: {
          type: 'object',
          properties: {
            project_id: { type: 'number' },
            plan_transcoding_id: { type: 'number', description: 'Tariff to buy' },
            stream_count: { type: 'number', description: 'Streams wanted' },
          },
          required: ['project_id', 'plan_transcoding_id'],
        },
        BaseList: {
          type: 'object',
          properties: {
            total: { type: 'number' },
            limit: { type: 'number' },
            offset: { type: 'number' },
            results: { type: 'array', items: { type: 'string' } },
          },
        },
        TranscodingItem: {
          type: 'object',
          properties: {
            plan_transcoding_id: { type: 'number' },
            title: { type: 'string' },
            stream_count: { type: 'number' },
            price: { type: 'number', description: 'Price per month' },
          },
        },
        Check: {
          type: 'object',
          properties: {
            price: { type: 'number', description: 'Price' },
            discount: { type: 'number', description: 'Discount, percent' },
            total: { type: 'number', description: 'Total to pay' },
            balance_after: { type: 'number', description: 'Balance after the buy' },
            enough: { type: 'boolean', description: 'Balance is enough' },
          },
        },
      },
    },
  };
}
