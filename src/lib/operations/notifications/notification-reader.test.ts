import { describe, expect, it } from 'vitest';
import { REAL_KIND_SCREEN_NOTICE } from '../../../../e2e/support/fixture-real-kind.ts';
import { InvalidResponseError } from '../../api/errors.ts';
import {
  inLanguage,
  readActions,
  readNotification,
  readScreenNotice,
  readUnreadCount,
  safeHref,
} from './notification-reader.ts';

const texts = [
  { language: 'russian', language_iso: 'ru', title: 'Битрейт', text: 'Слишком высокий' },
  { language: 'english', language_iso: 'en', title: 'Bitrate', text: 'Too high' },
  { language: 'none', language_iso: 'cn', title: '码率', text: '过高' },
];

describe('a notification in the reader’s language', () => {
  it('takes the reader’s text, else English, else the first given', () => {
    expect(inLanguage(texts, 'cn')).toEqual({ title: '码率', text: '过高' });
    expect(inLanguage(texts.slice(0, 2), 'cn')).toEqual({ title: 'Bitrate', text: 'Too high' });
    expect(inLanguage([texts[0]], 'cn')).toEqual({ title: 'Битрейт', text: 'Слишком высокий' });
    expect(inLanguage('plain', 'en')).toEqual({ title: '', text: 'plain' });
    expect(inLanguage(42, 'en')).toBeUndefined();
  });

  it('reads an item of the list: ID as text, read state, category, project and date', () => {
    const item = readNotification(
      {
        id: '65a1b2c3d4e5f60718293a4b',
        project_id: 42,
        date_create: '2026-11-20T10:00:00.000Z',
        actions: {},
        channel: 'cabinet',
        text: texts,
        status_read: false,
        category: 'stream',
      },
      'ru',
    );
    expect(item).toEqual({
      id: '65a1b2c3d4e5f60718293a4b',
      projectId: 42,
      date: new Date('2026-11-20T10:00:00.000Z'),
      title: 'Битрейт',
      text: 'Слишком высокий',
      read: false,
      category: 'stream',
      actions: [],
    });
  });

  it('refuses an item it could never mark read (no ID), and keeps a date that is no date out', () => {
    expect(() => readNotification({ text: texts }, 'en')).toThrow(InvalidResponseError);
    expect(readNotification({ id: 7, date_create: 'soon', text: texts }, 'en')).toMatchObject({
      id: '7',
      date: undefined,
      read: false,
    });
  });
});

describe('the actions a notification offers', () => {
  const action = (name: string, value: string, more: object = {}) => ({
    name,
    value,
    type: 'secondary',
    text: [
      { language_iso: 'en', text: `${name} (en)` },
      { language_iso: 'ru', text: `${name} (ru)` },
    ],
    icon: '',
    group_id: 'g-1',
    group_type: 'default',
    ...more,
  });

  it('takes an array, or the arrays an object holds, labelled in the reader’s language', () => {
    const list = [action('accept', '', { type: 'primary' }), action('decline', '')];
    expect(readActions(list, 'ru').map((one) => [one.label, one.primary, one.href])).toEqual([
      ['accept (ru)', true, undefined],
      ['decline (ru)', false, undefined],
    ]);
    expect(readActions({ items: list }, 'en').map((one) => one.label)).toEqual(['accept (en)', 'decline (en)']);
  });

  it('offers a link only to https: or to a path of this dashboard; an action it cannot name a group for is left out', () => {
    const read = readActions(
      [
        action('external_link', 'https://help.example/bitrate'),
        action('cabinet_link', '/projects/42/tariffs/restream'),
        action('external_link', 'javascript:alert(1)'),
        action('link', 'http://plain.example'),
        action('landing_link', '//evil.example/path'),
        action('accept', '', { group_id: '' }),
      ],
      'en',
    );
    expect(read.map((one) => one.href)).toEqual(['https://help.example/bitrate', '/projects/42/tariffs/restream']);
    expect(safeHref('/\\evil.example')).toBeUndefined();
  });

  it.each([
    '/\t/127.0.0.1:9911/renew',
    '/\n/evil.example',
    '/\t\\evil.example',
    '/\\\\evil.example',
    '//\tevil.example',
    '\t//evil.example',
    ' //evil.example',
    '\\\\evil.example',
    'http://evil.example',
    'javascript:alert(1)',
    '\tjavascript:alert(1)',
    'data:text/html,x',
    'renew',
  ])('leads nowhere for what the browser reads as another host or no https: address: %j', (value) => {
    expect(safeHref(value, 'https://app.example')).toBeUndefined();
  });

  it('leads to a path of this dashboard or an https: address, each as the browser resolves it', () => {
    const origin = 'https://app.example';
    expect(safeHref('/projects/42/./tariffs/restream?x=1', origin)).toBe('/projects/42/tariffs/restream?x=1');
    // Encoded, a tab or a slash is part of the path.
    expect(safeHref('/%09/evil.example', origin)).toBe('/%09/evil.example');
    expect(safeHref('/%2F%2Fevil.example', origin)).toBe('/%2F%2Fevil.example');
    expect(safeHref('https://help.example/a b', origin)).toBe('https://help.example/a%20b');
    expect(safeHref('HTTPS://Help.Example/x', origin)).toBe('https://help.example/x');
  });
});

describe('the unread count', () => {
  const answer = (name: string) => ({ properties: [{ name, schema: {} }] }) as never;

  it('is the answer’s counting field, or a bare number', () => {
    expect(readUnreadCount({ count_unread: 3 }, answer('count_unread'))).toBe(3);
    expect(readUnreadCount({ unread: 0, total: 9 }, undefined)).toBe(0);
    expect(readUnreadCount(12, undefined)).toBe(12);
  });

  it('is never a number that is not a count', () => {
    for (const body of [{ count_unread: -1 }, { count_unread: 1.5 }, { count_unread: '3' }, {}, null])
      expect(() => readUnreadCount(body, answer('count_unread'))).toThrow(InvalidResponseError);
  });
});

describe('the screen notice', () => {
  it('labels its actions by the real kind’s words for them: each language’s `title`', () => {
    const notice = readScreenNotice(REAL_KIND_SCREEN_NOTICE, 'ru');
    expect(notice?.actions.map((one) => [one.name, one.label, one.href, one.groupId])).toEqual([
      ['cabinet_link', 'Выбрать тариф', '/projects/42/tariffs/restream', 'g-screen'],
      ['accept', 'Принять', undefined, 'g-invite'],
    ]);
    // A language it does not give is read in English.
    expect(readScreenNotice(REAL_KIND_SCREEN_NOTICE, 'cn')?.actions.map((one) => one.label)).toEqual([
      'Choose a plan',
      'Accept',
    ]);
  });

  it('is its level, title, text and links; no text and no title is no notice', () => {
    expect(
      readScreenNotice(
        {
          type: 'warning',
          title: 'Bitrate too high',
          text: 'Lower it',
          actions: [
            { name: 'cabinet_link', value: '/projects/42/tariffs/restream', type: 'link', text: [], group_id: 'g' },
          ],
        },
        'en',
      ),
    ).toEqual({
      level: 'warning',
      title: 'Bitrate too high',
      text: 'Lower it',
      actions: [
        {
          name: 'cabinet_link',
          label: 'cabinet_link',
          href: '/projects/42/tariffs/restream',
          groupId: 'g',
          primary: false,
        },
      ],
    });
    expect(readScreenNotice({ type: 'info', text: '' }, 'en')).toBeNull();
    expect(readScreenNotice(undefined, 'en')).toBeNull();
    expect(readScreenNotice({ type: 'shout', text: 'Hi' }, 'en')?.level).toBe('info');
  });
});
