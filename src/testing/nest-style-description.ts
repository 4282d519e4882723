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
  arrayOf,
  bool,
  nested,
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
            allOf: [ref('BaseList'), { properties: { results: arrayOf(ref('TranscodingItem')) } }],
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
      TranscodingTariff: object({
        before: nested('Slot', 'Previous tariff', { nullable: true }),
        current: nested('Slot', 'Current tariff', { example: 1 }),
        next: nested('NextSlot', 'Next tariff', { nullable: true }),
      }),
      RemoveTranscoding: object({ project_id: num('Project'), plan_transcoding_id: num('Tariff to remove') }, [
        'project_id',
        'plan_transcoding_id',
      ]),
      BuyTranscoding: object(
        { project_id: 'number', plan_transcoding_id: num('Tariff to buy'), stream_count: num('Streams wanted') },
        ['project_id', 'plan_transcoding_id'],
      ),
      BaseList: baseList(),
      TranscodingItem: object({
        plan_transcoding_id: 'number',
        title: 'string',
        stream_count: 'number',
        price: num('Price per month'),
      }),
      Check: object({
        price: num('Price'),
        discount: num('Discount, percent'),
        total: num('Total to pay'),
        balance_after: num('Balance after the buy'),
        enough: bool('Balance is enough'),
      }),
    },
  });
}
