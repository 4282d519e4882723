// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bind, isBound } from '../../../lib/bindings/bind.ts';
import { readDescription } from '../../../lib/service-description/description.ts';
import { declaredBalances } from './balance-room.ts';
import { group, json, serviceDescription, object, ref } from '../../../testing/description-builder.ts';

// The balances' room is read from the description of "Get project full info" the way readProjectMoney reads the answer.

const describing = (answer: object) => {
  const description = readDescription(
    serviceDescription({
      paths: group('UserProject', {
        'get /method/project/get_project_info': {
          summary: 'Get project full info',
          common: false,
          responses: { 200: { description: 'OK', content: json(answer) } },
        },
      }),
      schemas: {
        // As the real kind writes it: the figures in `data`, through a reference wrapped in allOf.
        Data: object({
          name: 'string',
          balance_bonus: 'number',
          balance_payment: 'number',
          currency: { type: 'number', enum: ['rub', 'usd'] },
        }),
      },
    }),
  );
  const binding = bind(description, 'UserProject', 'Get project full info');
  if (!isBound(binding)) throw new Error(binding.reason);
  return binding.answer;
};

describe('the room of the balances before they are read', () => {
  it('holds a line for each balance the answer declares in `data`, in the order they are shown', () => {
    const answer = describing(object({ v: 'string', data: { allOf: [ref('Data')] } }));
    expect(declaredBalances(answer)).toEqual(['payment', 'bonus']);
  });

  it('reads them at the top where `data` declares none, and knows no room where none is declared', () => {
    const top = describing(object({ data: { type: 'object' }, balance_profit: 'string', balance_payment: 'number' }));
    expect(declaredBalances(top)).toEqual(['payment', 'profit']);
    expect(declaredBalances(describing(object({ name: 'string' })))).toBeUndefined();
    expect(declaredBalances(undefined)).toBeUndefined();
  });
});
