import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePrefsStore } from '../prefs/prefs-store.ts';
import { defineMessages, splitMessages, useMessages, type MessageTable, type SplitMessages } from './message-table.ts';

afterEach(() => usePrefsStore.getState().setLanguage('en'));

function Greeting({ table }: { table: MessageTable<{ hello: string }> | SplitMessages<{ hello: string }> }) {
  return <p>{useMessages(table).hello}</p>;
}

describe('defineMessages', () => {
  it('gives the interface language’s words to a component, and follows a change of language', () => {
    const table = defineMessages({ en: { hello: 'Hello' }, ru: { hello: 'Привет' }, cn: { hello: '你好' } });
    render(<Greeting table={table} />);
    expect(screen.getByText('Hello')).toBeTruthy();
    act(() => usePrefsStore.getState().setLanguage('cn'));
    expect(screen.getByText('你好')).toBeTruthy();
    expect(table.ru.hello).toBe('Привет');
  });
});

describe('splitMessages', () => {
  it('shows English until the chosen language’s words are here, then those', async () => {
    let arrive: (words: { hello: string }) => void = () => {};
    const table = splitMessages(
      { hello: 'Hello' },
      { ru: () => new Promise((resolve) => (arrive = resolve)), cn: () => Promise.reject(new Error('offline')) },
    );
    usePrefsStore.getState().setLanguage('ru');
    render(<Greeting table={table} />);
    expect(screen.getByText('Hello')).toBeTruthy();
    await act(async () => arrive({ hello: 'Привет' }));
    expect(await screen.findByText('Привет')).toBeTruthy();
    expect(table.in('ru').hello).toBe('Привет');
  });

  it('keeps English after a failed load and tries again on the next call', async () => {
    let fail = true;
    const table = splitMessages(
      { hello: 'Hello' },
      {
        ru: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve({ hello: 'Привет' })),
        cn: () => Promise.resolve({ hello: '你好' }),
      },
    );
    await expect(table.load('ru')).rejects.toThrow('offline');
    expect(table.in('ru').hello).toBe('Hello');
    fail = false;
    await table.load('ru');
    expect(table.in('ru').hello).toBe('Привет');
  });
});
