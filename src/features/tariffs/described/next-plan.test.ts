import { describe, expect, it } from 'vitest';
import { manageMessages } from './manage-messages.ts';
import { slotPlanOf, nextPlanText } from './next-plan.ts';

describe('the next plan as a confirmation names it', () => {
  it('by its title and both dates when the slot has them', () => {
    const plan = slotPlanOf({
      id: 3,
      title: 'Transcoder L',
      date_start: '2026-12-05T00:00:00Z',
      date_end: '2027-01-04T00:00:00Z',
    });
    expect(plan).toEqual({
      id: 3,
      title: 'Transcoder L',
      start: '2026-12-05T00:00:00Z',
      end: '2027-01-04T00:00:00Z',
      period: undefined,
      renews: undefined,
    });
    expect(nextPlanText(plan, manageMessages.en, 'en')).toMatch(
      /^“Transcoder L” \(from 5 Dec 2026, .+ until 4 Jan 2027, .+\)$/,
    );
  });

  it('by its ID when it has no title — an ID of 0 included — and with the one date it has', () => {
    const plan = slotPlanOf({ id: 0, date_start: '2026-12-05T00:00:00Z' });
    expect(plan.id).toBe(0);
    expect(nextPlanText(plan, manageMessages.ru, 'ru')).toMatch(/^тариф с ID 0 \(с 5 дек\. 2026 г\., .+\)$/);
    expect(nextPlanText(slotPlanOf({ id: 4 }), manageMessages.cn, 'cn')).toBe('套餐 ID 4');
  });

  it('leaves out what has not the type a name or a date needs', () => {
    expect(slotPlanOf({ id: 2.5, title: '', date_end: 7, period: 1, prolongation: 1 })).toEqual({
      id: undefined,
      title: undefined,
      start: undefined,
      end: undefined,
      period: undefined,
      renews: undefined,
    });
  });

  it('with its period and whether it renews, where the slot says them', () => {
    expect(slotPlanOf({ id: 1, period: 'year', prolongation: false })).toMatchObject({ period: 'year', renews: false });
  });
});
