import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatUtc } from '../../../lib/i18n/format.ts';
import type { Language } from '../../../lib/i18n/languages.ts';
import { SchemaResolver } from '../../../lib/service-description/schema.ts';
import { operationMessages } from '../operation-messages.ts';
import { RawJson } from './raw-json.tsx';
import { ValueView } from './value-view.tsx';
import { arrayOf, int, object, str } from '../../../testing/description-builder.ts';

const schemaOf = (raw: unknown) => new SchemaResolver({}).resolve(raw);

function view(value: unknown, raw?: unknown, language: Language = 'en') {
  return render(
    <ValueView
      value={value}
      schema={raw === undefined ? undefined : schemaOf(raw)}
      language={language}
      m={operationMessages[language]}
    />,
  );
}

/** Each field's key (the dt without its hint) and, separately, the hints. */
function keysOf(list: HTMLElement): string[] {
  return [...list.querySelectorAll(':scope > dt > .value-key')].map((key) => key.textContent ?? '');
}

const text = (element: Element | null) => (element?.textContent ?? '').replace(/\u00a0/g, ' ');

describe('ValueView', () => {
  it('shows an object as fields, schema order first, then the other keys as sent, with the description as a hint', () => {
    const { container } = view(
      { extra: 'x', name: 'Main', id: 7 },
      object({
        id: int('The slot’s number'),
        name: { type: 'string', title: 'Display name' },
        absent: str('Never sent'),
      }),
    );
    const list = container.querySelector('dl')!;
    expect(keysOf(list)).toEqual(['id', 'name', 'extra']);
    const hint = screen.getByText('The slot’s number');
    expect(hint.classList).toContain('hint');
    expect(hint.closest('dt')!.querySelector('.value-key')!.textContent).toBe('id');
    // The hint describes the value it stands over.
    const dd = hint.closest('dt')!.nextElementSibling!;
    expect(dd.tagName).toBe('DD');
    expect(dd.getAttribute('aria-describedby')).toBe(hint.id);
    expect(dd.textContent).toBe('7');
    expect(screen.getByText('Display name').classList).toContain('hint');
    expect(screen.queryByText('Never sent')).toBeNull();
    // The top level never folds away.
    expect(container.querySelector('details')).toBeNull();
  });

  it('shows an array of objects as a table, columns in schema order, then keys only the rows have', () => {
    const { container } = view(
      [
        { name: 'a', extra: 1, id: 1 },
        { id: 2, other: true, name: 'b' },
      ],
      arrayOf(object({ id: 'integer', name: 'string' })),
    );
    const table = screen.getByRole('table', { name: '2 rows' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['id', 'name', 'extra', 'other']);
    expect(headers.every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    const cells = [...table.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(cells).toEqual([
      ['1', 'a', '1', ''],
      ['2', 'b', '', 'Yes'],
    ]);
    // Wide tables scroll inside a frame a keyboard can reach.
    const frame = screen.getByRole('region', { name: '2 rows' });
    expect(frame.getAttribute('tabindex')).toBe('0');
    expect(container.querySelector('ul, ol')).toBeNull();
  });

  it('shows 100 of 250 rows, and 100 more at each press of Show more', () => {
    const rows = Array.from({ length: 250 }, (_, index) => ({ id: index }));
    const { container } = view(rows);
    const bodyRows = () => container.querySelectorAll('tbody tr').length;
    expect(bodyRows()).toBe(100);
    fireEvent.click(screen.getByRole('button', { name: 'Show more (100 of 250 shown)' }));
    expect(bodyRows()).toBe(200);
    fireEvent.click(screen.getByRole('button', { name: 'Show more (200 of 250 shown)' }));
    expect(bodyRows()).toBe(250);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('shows an array of scalars as a list', () => {
    const { container } = view(['one', 2, null]);
    const items = [...container.querySelectorAll('ol > li')].map((li) => li.textContent);
    expect(items).toEqual(['one', '2', 'null']);
    expect(container.querySelector('table')).toBeNull();
  });

  it('folds nested objects into details, open at the first level only, summarised by their size; folded ones render when opened', () => {
    const { container } = view({ outer: { inner: { a: 1, b: 2 }, list: [1, 2, 3] } });
    const [outer, inner, list] = [...container.querySelectorAll('details')];
    expect(outer!.querySelector(':scope > summary')!.textContent).toBe('2 fields');
    expect(outer!.open).toBe(true);
    expect(inner!.querySelector(':scope > summary')!.textContent).toBe('2 fields');
    expect(inner!.open).toBe(false);
    expect(list!.querySelector(':scope > summary')!.textContent).toBe('3 items');
    expect(list!.open).toBe(false);
    // Folded: nothing of it is in the page yet.
    expect(inner!.querySelector('dl')).toBeNull();
    expect(list!.querySelector('ol')).toBeNull();
    act(() => {
      inner!.open = true;
      fireEvent(inner!, new Event('toggle'));
    });
    expect(keysOf(inner!.querySelector('dl')!)).toEqual(['a', 'b']);
  });

  it('draws an object of many fields a page at a time', () => {
    const wide = Object.fromEntries(Array.from({ length: 250 }, (_, index) => [`f${index}`, index]));
    const { container } = view(wide);
    expect(keysOf(container.querySelector('dl')!)).toHaveLength(100);
    fireEvent.click(screen.getByRole('button', { name: 'Show more (100 of 250 shown)' }));
    expect(keysOf(container.querySelector('dl')!)).toHaveLength(200);
  });

  it('shows a table of at most 20 columns, the rest on request', () => {
    const row = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`c${index}`, index]));
    view([row, row]);
    expect(screen.getAllByRole('columnheader')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'More columns (20 of 30 shown)' }));
    expect(screen.getAllByRole('columnheader')).toHaveLength(30);
  });

  it('masks values under a secret name, in fields and in table cells, until Show; Copy copies without showing', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container } = view({
      stream_key: 'live_abc123',
      key_id: 7,
      servers: [{ url: 'rtmp://a', streamKey: 'sk-9' }],
    });
    expect(container.textContent).not.toContain('live_abc123');
    expect(container.textContent).not.toContain('sk-9');
    // Named about a secret, not one: shown.
    expect(container.textContent).toContain('7');
    const field = container.querySelector('.value-secret')!;
    await act(async () => {
      fireEvent.click(within(field as HTMLElement).getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith('live_abc123');
    expect(container.textContent).not.toContain('live_abc123');
    fireEvent.click(within(field as HTMLElement).getByRole('button', { name: 'Show' }));
    expect(container.textContent).toContain('live_abc123');
    expect(container.textContent).not.toContain('sk-9');
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('masks everything under a secret name — lists, nested objects, table cells — and what the schema calls secret', () => {
    const secrets = ['tok-1', 'tok-2', 'hunter2', 'relay-user', 'live_9', 'pw-by-schema'];
    const { container } = view(
      {
        tokens: ['tok-1', 'tok-2'],
        credentials: { user: 'relay-user', pass: 'hunter2' },
        servers: [{ url: 'rtmp://a', stream_keys: ['live_9'] }],
        login: { word: 'pw-by-schema', name: 'anna' },
        token_type: 'bearer',
      },
      object({ login: object({ word: { type: 'string', format: 'password' } }) }),
    );
    // Folded levels are not rendered: open them all.
    for (let opened = 0; opened < 50; opened += 1) {
      const closed = container.querySelector<HTMLDetailsElement>('details:not([open])');
      if (!closed) break;
      act(() => {
        closed.open = true;
        fireEvent(closed, new Event('toggle'));
      });
    }
    for (const secret of secrets) expect(container.textContent).not.toContain(secret);
    expect(container.textContent).toContain('rtmp://a');
    expect(container.textContent).toContain('anna');
    expect(container.textContent).toContain('bearer');
    expect(container.querySelectorAll('.value-secret')).toHaveLength(secrets.length);
  });

  it('renders by what a value is, even when its schema says otherwise', () => {
    const { container } = view(
      { count: 'many', tags: { a: 1 } },
      object({ count: 'integer', tags: arrayOf('string') }),
    );
    expect(screen.getByText('many').className).toBe('value-string');
    expect(container.querySelector('details > summary')!.textContent).toBe('1 field');
  });

  it('shows HTML in a value, a key or a table cell as literal text, creating no element', () => {
    const html = '<img src=x onerror=alert(1)>';
    const { container } = view({ [html]: html, rows: [{ name: html }], list: [html] });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getAllByText(html)).toHaveLength(4);
  });

  it('formats dates, numbers and booleans in Russian', () => {
    const iso = '2026-03-01T09:30:00Z';
    const { container } = view(
      { started: iso, viewers: 1234567, ratio: 0.125, live: true, paid: false, note: iso },
      object({ started: { type: 'string', format: 'date-time' } }),
      'ru',
    );
    const time = container.querySelector('time')!;
    expect(time.textContent).toBe(formatDateTime(iso, 'ru'));
    expect(time.getAttribute('dateTime')).toBe(iso);
    expect(time.getAttribute('title')).toBe(formatUtc(iso));
    // Only a string the schema calls a date-time is read as one.
    expect(container.querySelectorAll('time')).toHaveLength(1);
    expect(screen.getByText(iso).tagName).toBe('SPAN');
    const numbers = [...container.querySelectorAll('.value-number')].map(text);
    expect(numbers).toEqual(['1 234 567', '0,125']);
    expect(screen.getByText('Да').getAttribute('data-value')).toBe('true');
    expect(screen.getByText('Нет').getAttribute('data-value')).toBe('false');
  });

  it('says yes and no in Chinese', () => {
    const { container } = view([true, false], undefined, 'cn');
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['是', '否']);
  });

  it('shows null as muted text', () => {
    view({ missing: null });
    expect(screen.getByText('null').className).toBe('value-null');
  });
});

describe('RawJson', () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  function mockClipboard(writeText: (text: string) => Promise<void>) {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  }

  const body = '{"id":1,"tags":["a"],"note":"<b>bold</b>"}';
  const pretty = JSON.stringify(JSON.parse(body), null, 2);

  it('pretty-prints JSON in a focusable region', () => {
    render(<RawJson text={body} schema={undefined} m={operationMessages.en} />);
    const pre = screen.getByRole('region', { name: 'Raw JSON' });
    expect(pre.tagName).toBe('PRE');
    expect(pre.getAttribute('tabindex')).toBe('0');
    expect(pre.textContent).toBe(pretty);
    expect(pre.querySelector('b')).toBeNull();
  });

  it('shows text that is not JSON as it is', () => {
    render(<RawJson text="not { json" schema={undefined} m={operationMessages.en} />);
    expect(screen.getByRole('region', { name: 'Raw JSON' }).textContent).toBe('not { json');
  });

  it('copies the pretty text and says so for two seconds', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    mockClipboard(writeText);
    render(<RawJson text={body} schema={undefined} m={operationMessages.en} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith(pretty);
    expect(status.textContent).toBe('Copied');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(status.textContent).toBe('');
  });

  it('says how to copy by hand when the clipboard refuses', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    mockClipboard(writeText);
    render(<RawJson text={body} schema={undefined} m={operationMessages.en} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toBe('Could not copy: select the text and copy it yourself');
  });

  it('masks values under a secret name until Show secrets; Copy copies them as sent', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    mockClipboard(writeText);
    const answer = '{"stream_key":"live_abc123","token_type":"bearer","servers":[{"pullKey":"pk-1"}]}';
    render(<RawJson text={answer} schema={undefined} m={operationMessages.en} />);
    const pre = screen.getByRole('region', { name: 'Raw JSON' });
    expect(pre.textContent).not.toContain('live_abc123');
    expect(pre.textContent).not.toContain('pk-1');
    expect(pre.textContent).toContain('"token_type": "bearer"');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith(JSON.stringify(JSON.parse(answer), null, 2));
    fireEvent.click(screen.getByRole('button', { name: 'Show secrets' }));
    expect(pre.textContent).toContain('live_abc123');
  });

  it('masks every value under a secret name at any depth, and what the schema calls secret', () => {
    const answer =
      '{"tokens":["tok-1"],"credentials":{"pass":"hunter2","user":"u-1"},"login":{"word":"w-1"},"token_type":"bearer"}';
    const schema = schemaOf(object({ login: object({ word: { type: 'string', writeOnly: true } }) }));
    render(<RawJson text={answer} schema={schema} m={operationMessages.en} />);
    const pre = screen.getByRole('region', { name: 'Raw JSON' });
    for (const secret of ['tok-1', 'hunter2', 'u-1', 'w-1']) expect(pre.textContent).not.toContain(secret);
    expect(pre.textContent).toContain('"token_type": "bearer"');
    fireEvent.click(screen.getByRole('button', { name: 'Show secrets' }));
    for (const secret of ['tok-1', 'hunter2', 'u-1', 'w-1']) expect(pre.textContent).toContain(secret);
  });

  it('says how to copy by hand without a clipboard', async () => {
    render(<RawJson text={body} schema={undefined} m={operationMessages.en} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(screen.getByRole('status').textContent).toBe('Could not copy: select the text and copy it yourself');
  });
});
