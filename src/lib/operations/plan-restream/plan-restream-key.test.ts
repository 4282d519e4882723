import { describe, expect, it } from 'vitest';
import * as bindingKeys from '../../bindings/keys.ts';
import { isRestreamPlanKey, restreamPlanKey } from './plan-restream-query.ts';

describe('the restream plan key', () => {
  it('is built on its group’s key, so a write in PlanRestream reaches it', () => {
    const key = restreamPlanKey(42, 'en');
    expect(key.slice(0, 2)).toEqual([...bindingKeys.group('PlanRestream')]);
  });

  it('is recognised when read back from storage, and nothing shaped otherwise is', () => {
    expect(isRestreamPlanKey(JSON.parse(JSON.stringify(restreamPlanKey(7, 'ru'))))).toBe(true);
    for (const key of [
      [...bindingKeys.group('PlanRestream')],
      ['described', 'PlanRestream', 'plan_restream', 7, 'ru'],
      ['described', 'PlanRestream', 'plan_restream', 'ru', { project_id: '7x' }],
      ['described', 'PlanRestream', 'plan_restream', 'ru', { project_id: '7', limit: '1' }],
      ['described', 'PlanRestream', 'plan_restream', 'ru'],
      ['described', 'PlanStorage', 'plan_restream', 'ru', { project_id: '7' }],
      ['described', 'PlanRestream', 'plan_restream', 'ru', { project_id: '7' }, 'x'],
      ['described', 'PlanRestream', 'plan_restream', 'ru', null],
      ['tariff', 'restream', 7, 'ru'],
      'tariff',
      null,
    ]) {
      expect(isRestreamPlanKey(key), JSON.stringify(key)).toBe(false);
    }
  });
});
