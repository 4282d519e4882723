import { describe, expect, it } from 'vitest';
import { readDescription } from '../../../lib/service-description/description.ts';
import { namedOperation } from '../../../lib/service-description/match.ts';
import { operationDetails } from '../../../lib/service-description/operation-details.ts';
import { SchemaResolver } from '../../../lib/service-description/schema.ts';
import { fieldLabel } from './field-labels.ts';
import { nestStyleDescription } from '../../../testing/nest-style-description.ts';
import { json, object, serviceDescription } from '../../../testing/description-builder.ts';
import { operationInputs } from '../../../lib/bindings/inputs.ts';
import { planIdInput } from './operation-inputs.ts';
import { readTariffList } from './tariff-list.ts';

const description = readDescription(nestStyleDescription());
const details = (name: string) =>
  operationDetails(description.document, namedOperation(description, 'PlanTranscoding', name)!);
const schema = (raw: unknown) => new SchemaResolver({}).resolve(raw);

describe('fieldLabel', () => {
  it('uses the dashboard’s words in the user’s language, keeping what the description says besides', () => {
    expect(fieldLabel('size', { description: 'Storage size, GB', title: undefined }, 'ru')).toEqual({
      label: 'Объём',
      hint: 'Storage size, GB',
      isName: false,
    });
    expect(fieldLabel('stream_count', { description: 'Streams', title: undefined }, 'en')).toEqual({
      label: 'Streams',
      hint: undefined,
      isName: false,
    });
    expect(fieldLabel('plan_storage_id', undefined, 'cn').label).toBe('套餐 ID');
  });

  it('falls back to the description as written, then to the name', () => {
    expect(fieldLabel('bandwidth', { description: 'Outgoing bandwidth, Mbit/s', title: undefined }, 'cn')).toEqual({
      label: 'Outgoing bandwidth, Mbit/s',
      hint: undefined,
      isName: false,
    });
    expect(fieldLabel('bandwidth', undefined, 'ru')).toEqual({ label: 'bandwidth', hint: undefined, isName: true });
    expect(fieldLabel('channel_max', undefined, 'en', { channel_max: 'Max channels' }).label).toBe('Max channels');
  });

  it('takes a described name as a name, whatever it is: no words of its own for `constructor` or `toString`', () => {
    for (const name of ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__'])
      expect(fieldLabel(name, { description: 'Described', title: undefined }, 'en')).toEqual({
        label: 'Described',
        hint: undefined,
        isName: false,
      });
    expect(fieldLabel('toString', undefined, 'ru')).toEqual({ label: 'toString', hint: undefined, isName: true });
  });
});

describe('operationInputs and planIdInput', () => {
  it('takes the plan ID from the body, never project_id', () => {
    const inputs = operationInputs(details('Remove after tariff'));
    expect(inputs.map((input) => `${input.in}.${input.name}`)).toEqual(['body.plan_transcoding_id']);
    expect(planIdInput(inputs)?.name).toBe('plan_transcoding_id');
  });

  it('lists what a buy asks for besides the plan, from query and body alike', () => {
    const inputs = operationInputs(details('Buy transcoder tariff'));
    expect(inputs.map((input) => `${input.in}.${input.name}`)).toEqual([
      'query.period',
      'body.plan_transcoding_id',
      'body.stream_count',
    ]);
    expect(inputs[0]!.schema.enum).toEqual([1, 3, 6, 12]);
    expect(inputs[0]!.description).toBe('Number of months');
  });

  it('prefers an input naming a plan over a bare id, and finds none where there is none', () => {
    const input = (name: string, type = 'number') => ({
      name,
      in: 'body' as const,
      schema: schema({ type }),
      required: true,
      description: undefined,
      secret: false,
    });
    expect(planIdInput([input('id'), input('plan_id')])?.name).toBe('plan_id');
    expect(planIdInput([input('id')])?.name).toBe('id');
    expect(planIdInput([input('period'), input('stream_count')])).toBeUndefined();
    expect(planIdInput([input('plan_id', 'object')])).toBeUndefined();
  });
});

describe('operationInputs: secrets', () => {
  it('marks an input secret by the one rule: its name or its schema', () => {
    const document = serviceDescription({
      paths: {
        '/method/plan_restream': {
          post: {
            parameters: [{ name: 'totp', in: 'query', schema: { type: 'string' } }],
            requestBody: {
              content: json(
                object({
                  plan_id: { type: 'integer' },
                  promo_code: { type: 'string' },
                  card: { type: 'string', format: 'password' },
                  rtmp_url: { type: 'string' },
                }),
              ),
            },
          },
        },
      },
    });
    const described = readDescription(document);
    const inputs = operationInputs(operationDetails(described.document, described.operations[0]!));
    expect(inputs.map((input) => [input.name, input.secret])).toEqual([
      ['totp', true],
      ['plan_id', false],
      ['promo_code', false],
      ['card', true],
      ['rtmp_url', true],
    ]);
  });
});

describe('readTariffList', () => {
  it('reads {total, limit, offset, results} and plain arrays; an id of 0 is an id', () => {
    const list = readTariffList(
      {
        total: 2,
        limit: 10,
        offset: 0,
        results: [
          { plan_transcoding_id: 0, title: 'Free' },
          { plan_transcoding_id: 4, title: 'Pro' },
        ],
      },
      'plan_transcoding_id',
    );
    expect(list).toMatchObject({
      options: [
        { id: 0, title: 'Free' },
        { id: 4, title: 'Pro' },
      ],
      skipped: 0,
      total: 2,
    });
    expect(readTariffList([{ id: 1, name: 'Basic' }], 'plan_storage_id')).toMatchObject({
      options: [{ id: 1, title: 'Basic' }],
      skipped: 0,
    });
  });

  it('skips items it cannot offer and refuses what is no list', () => {
    expect(readTariffList({ results: ['a', { id: 1 }, { id: 2, title: 'Two' }] }, undefined)).toMatchObject({
      options: [{ id: 2 }],
      skipped: 2,
    });
    expect(readTariffList({ results: 'none' }, undefined)).toEqual({ problem: 'not-a-list' });
  });
});
