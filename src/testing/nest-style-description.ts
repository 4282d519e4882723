import {
  type Json,
  type OperationParts,
  baseList,
  body,
  dateTime,
  serviceDescription,
  json,
  num,
  object,
  operation,
  parameter,
  ref,
  str,
  versionAndLanguage,
} from './description-builder.ts';

// For tests of this folder: a description written the way NestJS Swagger writes services of this kind — slots
// wrapped as `{description, allOf: [{$ref}]}` (one with `example: 1` beside it), the next slot with `date_start`
// instead of `date_end`, a base list whose `results` are strings redeclared by the concrete list, `v` and
// `language` as query parameters.

// What a slot and the next slot both have.
const slotFields = {
  id: num('Identifier'),
  title: str('Name of the tariff'),
  stream_count: num('Count of simultaneous streams'),
  date_start: dateTime('Start of the tariff'),
};

const common = versionAndLanguage({ described: false, defaultLanguage: false });
const ok = (schema: unknown) => ({ '200': { description: '', content: json(schema) } });
const op = (parts: Omit<OperationParts, 'common'>) => operation({ ...parts, common });

export function nestStyleDescription(): Json {
  return serviceDescription({
    openapi: '3.0.0',
    info: { title: 'fixture', version: '1' },
    paths: {
      '/api/v2/transcoding/tariff': {
        get: op({
          group: 'PlanTranscoding',
          summary: 'Get tariff for project',
          operationId: 'TranscodingController_tariff',
          parameters: [parameter('project_id')],
          responses: ok(ref('TranscodingTariff')),
        }),
      },
      '/api/v2/transcoding/remove': {
        post: op({
          group: 'PlanTranscoding',
          summary: 'Remove after tariff',
          operationId: 'TranscodingController_remove',
          requestBody: body('RemoveTranscoding'),
          responses: { '201': { description: '' } },
        }),
      },
      '/api/v2/transcoding/buy': {
        post: op({
          group: 'PlanTranscoding',
          summary: 'Buy transcoder tariff',
          operationId: 'TranscodingController_buy',
          parameters: [
            parameter('period', { description: 'Number of months', schema: { type: 'number', enum: [1, 3, 6, 12] } }),
          ],
          requestBody: body('BuyTranscoding'),
          responses: { '201': { description: '' } },
        }),
      },
      '/api/v2/transcoding/list': {
        get: op({
          group: 'PlanTranscoding',
          summary: 'Get list of transcoding tariffs',
          responses: ok({
            allOf: [ref('BaseList'), { properties: { results: { type: 'array', items: ref('TranscodingItem') } } }],
          }),
        }),
      },
      '/api/v2/transcoding/check': {
        get: op({
          group: 'PlanTranscoding',
          summary: 'Check transcoding tariff before buy',
          responses: ok(ref('Check')),
        }),
      },
    },
    schemas: {
      Slot: object({ ...slotFields, date_end: dateTime('End of the tariff') }, ['id', 'title']),
      NextSlot: object(slotFields),
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
      BaseList: baseList(),
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
  });
}
