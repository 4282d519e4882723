import { QueryClientProvider } from '@tanstack/react-query';
import { act, render as renderBare, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../../config/runtime-config.ts';
import { formatDateTime, formatUtc } from '../../lib/i18n/format.ts';
import { changeLanguage } from '../../lib/i18n/i18n.ts';
import { type ParsedSlot, type SlotName, parseSlot } from '../../lib/operations/plan-restream/plan-slot.ts';
import { usePrefsStore } from '../../lib/prefs/prefs-store.ts';
import { testQueryClient } from '../../testing/render-with-providers.tsx';
import { planLabelsKey } from './plan-labels.ts';
import { SlotCard, SlotCardSkeleton } from './slot-card.tsx';

let queryClient = testQueryClient();
const render = (element: ReactElement) =>
  renderBare(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>);

const DAY = 86_400_000;
const NOW = Date.parse('2026-06-15T12:00:00Z');
const iso = (days: number) =>
  new Date(Date.parse('2026-06-15T00:00:00Z') + days * DAY).toISOString().replace('.000Z', 'Z');

// The shapes of seed project 42, built through the real parser so the card sees what the page would give it.
const STANDARD = {
  id: 3,
  channel_max: 5,
  bitrate_max: 6000,
  support_custom_channel: true,
  custom_video: 2,
  date_end: iso(12),
};
const PRO = {
  id: 4,
  channel_max: 10,
  bitrate_max: 12000,
  support_custom_channel: true,
  custom_video: 5,
  date_end: iso(42),
};
const BASIC = {
  id: 2,
  channel_max: 3,
  bitrate_max: 4000,
  support_custom_channel: false,
  custom_video: 1,
  date_end: iso(50),
};
const slot = (raw: unknown, present = true): ParsedSlot => parseSlot(raw, present);

function renderCard(name: SlotName, parsed: ParsedSlot, current?: ParsedSlot) {
  render(<SlotCard projectId={42} name={name} slot={parsed} current={current} now={NOW} />);
}

const region = (name: string) => screen.getByRole('region', { name });

/** The card's rows as the reader sees them: label → shown value. */
function rows(card: HTMLElement): Record<string, string> {
  const terms = within(card).getAllByRole('term');
  const definitions = within(card).getAllByRole('definition');
  expect(terms).toHaveLength(definitions.length);
  return Object.fromEntries(terms.map((term, index) => [term.textContent, definitions[index]!.textContent]));
}

afterEach(() => {
  usePrefsStore.getState().setLanguage('en');
  setRuntimeConfig({});
  queryClient = testQueryClient();
});

describe('SlotCard with a plan', () => {
  it('is a region named after its slot with every value labelled', () => {
    renderCard('current', slot(STANDARD));
    const card = region('Current plan');
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Current plan');
    expect(rows(card)).toEqual({
      'Plan ID': '3',
      'Max channels': '5',
      // As sent: the document gives no unit, so none is printed.
      'Max bitrate': '6,000',
      'Custom channels': 'Yes',
      'Custom video': '2',
      // The local date (the test runs in the machine's zone), then how far away it is.
      Ends: `${formatDateTime(STANDARD.date_end, 'en')}${formatUtc(STANDARD.date_end)}Ends in 12 days`, // 11.5 days, counted up as "days left" is
    });
    expect(within(card).queryByText('This plan has ended')).toBeNull();
  });

  it('puts the exact UTC instant in a tooltip that describes the focusable date', () => {
    renderCard('current', slot(STANDARD));
    const time = region('Current plan').querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe(STANDARD.date_end);
    expect(time?.tabIndex).toBe(0);
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(tip.textContent).toBe('2026-06-27 00:00:00 UTC');
    expect(time?.getAttribute('aria-describedby')).toBe(tip.id);
  });

  it('shows zero limits as 0 and a missing custom channel support as "No"', () => {
    renderCard(
      'current',
      slot({
        id: 1,
        channel_max: 0,
        bitrate_max: 0,
        support_custom_channel: false,
        custom_video: 0,
        date_end: iso(30),
      }),
    );
    const shown = rows(region('Current plan'));
    expect(shown['Max channels']).toBe('0');
    expect(shown['Max bitrate']).toBe('0');
    expect(shown['Custom channels']).toBe('No');
    expect(shown['Custom video']).toBe('0');
  });

  it('shows the largest exact integers in full', () => {
    renderCard(
      'current',
      slot({ ...STANDARD, channel_max: 2147483647, bitrate_max: Number.MAX_SAFE_INTEGER, custom_video: 1000000 }),
    );
    const shown = rows(region('Current plan'));
    expect(shown['Max channels']).toBe('2,147,483,647');
    expect(shown['Max bitrate']).toBe('9,007,199,254,740,991');
    expect(shown['Custom video']).toBe('1,000,000');
  });

  it('says a plan has ended, and how long ago', () => {
    renderCard('current', slot({ ...STANDARD, date_end: iso(-3) }));
    const card = region('Current plan');
    expect(within(card).getByText('This plan has ended')).toBeTruthy();
    expect(rows(card).Ends).toMatch(/Ended 3 days ago$/);
  });

  it('names the field it cannot read, marks the one not sent as such, and keeps the others (seed project 14)', () => {
    const { custom_video: _dropped, ...rest } = STANDARD;
    renderCard('current', slot({ ...rest, bitrate_max: '6000' }));
    const card = region('Current plan');
    const problems = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    // Only the wrong type is a problem; a field left out is not.
    expect(problems).toEqual(['Max bitrate is not shown: not a whole number.']);
    const shown = rows(card);
    // A dash the screen reader skips (aria-hidden): the problem line says why instead.
    expect(shown['Max bitrate']).toBe('—');
    expect(shown['Custom video']).toBe('— not sent');
    expect(shown['Plan ID']).toBe('3');
    expect(shown['Max channels']).toBe('5');
    expect(shown['Custom channels']).toBe('Yes');
    // The refused string "6000" is not shown in any form.
    expect(card.textContent).not.toContain('6,000');
    expect(card.textContent).not.toContain('6000');
  });

  it('shows a slot with only id, channel_max, bitrate_max and date_end as a normal card (seed project 15)', () => {
    const { id, channel_max, bitrate_max, date_end } = STANDARD;
    renderCard('current', slot({ id, channel_max, bitrate_max, date_end }));
    const card = region('Current plan');
    expect(within(card).queryByRole('list')).toBeNull();
    expect(card.querySelector('.slot-row-problem')).toBeNull();
    const shown = rows(card);
    expect(shown['Max channels']).toBe('5');
    expect(shown['Custom channels']).toBe('— not sent');
    expect(shown['Custom video']).toBe('— not sent');
    expect(shown['Max bitrate']).toBe('6,000');
  });

  it('compares what both plans have when fields are left out', () => {
    const { id, channel_max, date_end } = PRO;
    renderCard('next', slot({ id, channel_max, date_end }), slot({ id: 3, bitrate_max: 6000, channel_max: 5 }));
    expect(
      within(region('Next plan'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['▲ Max channels: more (+5)']);
  });

  it('prints a unit only where config.json gives one', () => {
    setRuntimeConfig({ units: { bitrate_max: 'kbps' } });
    renderCard('next', slot(PRO), slot(STANDARD));
    const card = region('Next plan');
    expect(rows(card)['Max bitrate']).toBe('12,000\u00a0kbps');
    expect(rows(card)['Max channels']).toBe('10');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['▲ Max channels: more (+5)', '▲ Max bitrate: higher (+6,000\u00a0kbps)']);
  });

  it('prints a unit given per language in the page’s language, English where its own is missing', async () => {
    setRuntimeConfig({ units: { bitrate_max: { en: 'kbps', ru: 'кбит/с' }, channel_max: { en: 'ch.' } } });
    await act(async () => changeLanguage('ru'));
    renderCard('current', slot(STANDARD));
    expect(rows(region('Текущий тариф'))['Макс. битрейт']).toBe('6\u00a0000\u00a0кбит/с');
    expect(rows(region('Текущий тариф'))['Макс. каналов']).toBe('5\u00a0ch.');
  });

  it('names the plan and its price for its period once the plan list’s labels come, in a line kept for them', async () => {
    renderCard('current', slot({ ...STANDARD, title: 'Standard', period: 'year' }));
    const line = () => region('Current plan').querySelector('.slot-plan')!;
    expect(line().textContent).toBe('');
    queryClient.setQueryData(planLabelsKey('restream', 42, 'en'), {
      '3': { title: 'Standard plan', prices: { month: '790 ₽ a month', year: '8,532 ₽ a year' } },
    });
    await screen.findByText('Standard plan');
    expect(line().textContent).toBe('Standard plan8,532 ₽ a year');
  });

  it('compares the next plan with the current one: more and higher (seed project 42)', () => {
    renderCard('next', slot(PRO), slot(STANDARD));
    const card = region('Next plan');
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Compared with the current plan');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['▲ Max channels: more (+5)', '▲ Max bitrate: higher (+6,000)']);
  });

  it('compares the next plan with the current one: fewer and lower (seed project 7)', () => {
    renderCard('next', slot(BASIC), slot(STANDARD));
    expect(
      within(region('Next plan'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['▼ Max channels: fewer (−2)', '▼ Max bitrate: lower (−2,000)']);
  });

  it('says "same" when a limit does not change, and skips a limit the current plan cannot state', () => {
    renderCard('next', slot({ ...PRO, channel_max: 5 }), slot({ ...STANDARD, bitrate_max: 'x' }));
    expect(
      within(region('Next plan'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['= Max channels: same']);
  });

  it('has no comparison when there is no current plan', () => {
    renderCard('next', slot(PRO), slot(null));
    expect(within(region('Next plan')).queryByText('Compared with the current plan')).toBeNull();
  });
});

describe('SlotCard empty states', () => {
  it.each([
    ['before', 'Previous plan', 'No previous plan'],
    ['current', 'Current plan', 'No current plan'],
    ['next', 'Next plan', 'No plan scheduled'],
  ] as const)('%s: null and absent both read "%s" / "%s"', (name, title, empty) => {
    for (const parsed of [slot(null), slot(undefined, false)]) {
      const { unmount } = render(<SlotCard projectId={42} name={name} slot={parsed} now={NOW} />);
      const card = region(title);
      expect(card.textContent).toBe(`${title}${empty}`);
      expect(within(card).queryByRole('term')).toBeNull();
      unmount();
    }
  });

  it('says when a slot came in a form it cannot read', () => {
    renderCard('current', slot('premium'));
    expect(region('Current plan').textContent).toBe('Current planThis plan cannot be shown.');
  });
});

describe('SlotCard treats service text as text', () => {
  const attack = '<img src=x onerror=alert(1)>';

  it('never turns markup from the service into elements', () => {
    // Every field the service controls, set to markup: numbers and dates are refused, so the card names them instead.
    renderCard(
      'current',
      slot({
        id: attack,
        channel_max: attack,
        bitrate_max: attack,
        support_custom_channel: attack,
        custom_video: attack,
        date_end: attack,
      }),
    );
    const card = region('Current plan');
    expect(card.querySelector('img')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    expect(within(card).getAllByRole('listitem')).toHaveLength(6);
    expect(within(card).getByText('Ends is not shown: not a date.')).toBeTruthy();
  });

  it('shows the fixed message, not the markup, for an unreadable slot made of markup', () => {
    renderCard('before', slot(attack));
    const card = region('Previous plan');
    expect(card.querySelector('img')).toBeNull();
    expect(card.textContent).not.toContain('<img');
  });
});

describe('SlotCard in Russian', () => {
  it('uses Russian labels and number formats once the messages have loaded', async () => {
    await act(async () => changeLanguage('ru'));
    renderCard('current', slot(STANDARD));
    const card = region('Текущий тариф');
    const shown = rows(card);
    expect(shown['Макс. каналов']).toBe('5');
    expect(shown['Макс. битрейт']?.replace(/\u00a0/g, ' ')).toBe('6 000');
    expect(shown['Свои каналы']).toBe('Да');
    expect(shown['Окончание']).toMatch(/Закончится через 12 дней$/);
  });
});

describe('SlotCardSkeleton', () => {
  it('is a busy region with the same six labels as a filled card', () => {
    render(<SlotCardSkeleton name="next" />);
    const card = region('Next plan');
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Plan ID', 'Max channels', 'Max bitrate', 'Custom channels', 'Custom video', 'Ends']);
  });
});
