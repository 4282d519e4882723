import { describe, expect, it } from 'vitest';
import { contractApiUrl } from '../../testing/contract-api.ts';
import { InvalidResponseError } from '../../lib/api/errors.ts';
import { type Binding, bindAll, bindSpec, isBound } from '../../lib/bindings/bind.ts';
import { readDescription } from '../../lib/service-description/description.ts';
import { notifySettingsPart } from './notification-settings.tsx';
import {
  notConnected,
  readNotifySettings,
  switchKey,
  notifyChangeValues,
  settingsGrid,
  withSwitch,
  wordsFor,
} from '../../lib/operations/notifications/notify-settings.ts';
import { notificationSettingsMessages } from './notification-settings-messages.ts';
import { body, group, object, parameter, serviceDescription } from '../../testing/description-builder.ts';

/** The settings as answered, drawn as the page draws them for a write (its enumerations, where it has them). */
const grid = (answer: unknown, write: Parameters<typeof settingsGrid>[1]) =>
  settingsGrid(readNotifySettings(answer), write);

const query = (name: string) => parameter(name, { schema: { type: 'string' } });
const success = { '200': { description: 'ok' } };

/** The real kind's two operations; `statuses` is what its write's `status` enumerates. */
function write(statuses: readonly string[] = ['enable', 'disable']): Binding {
  const description = readDescription(
    serviceDescription({
      openapi: '3.1.0',
      paths: group('NotifyUser', {
        'get /method/notify_user/setting': {
          summary: 'Get user notify settings',
          common: [query('v')],
          parameters: [query('project_id')],
          responses: success,
        },
        'post /method/notify_user/setting': {
          summary: 'Set user notify settings',
          common: [query('v')],
          requestBody: body(
            object(
              {
                project_id: { type: 'number' },
                notify_channel: { type: 'string', enum: ['telegram', 'cabinet', 'mobile'] },
                notify_category: { type: 'string', enum: ['important', 'stream'] },
                status: { type: 'string', enum: statuses },
              },
              ['project_id', 'notify_channel', 'notify_category', 'status'],
            ),
          ),
          responses: success,
        },
      }),
    }),
  );
  const bound = bindSpec(description, 'NotifyUser', notifySettingsPart.bindings.change);
  if (!isBound(bound)) throw new Error(`not bound: ${bound.reason}`);
  return bound;
}

const answer = {
  user_id: 1,
  channels: { cabinet: true, telegram: false, mobile: true },
  relation: { cabinet: ['important', 'stream'], telegram: [], mobile: ['important'], project_id: 42 },
};

describe('a project’s notification settings', () => {
  it('is the write’s channels × categories, each switch on where the relation lists it', () => {
    const settings = grid(answer, write());
    expect(settings.channels).toEqual(['telegram', 'cabinet', 'mobile']);
    expect(settings.categories).toEqual(['important', 'stream']);
    expect(settings.active).toEqual({ telegram: false, cabinet: true, mobile: true });
    expect([...settings.on].sort()).toEqual(['cabinet important', 'cabinet stream', 'mobile important']);
  });

  it('says a channel is not connected only where the answer says so of that channel itself', () => {
    const settings = grid(
      { channels: { telegram: false }, relation: { telegram: [], constructor: [], __proto__: [], toString: [] } },
      undefined,
    );
    expect(
      ['telegram', 'constructor', '__proto__', 'toString', 'cabinet'].map((channel) => notConnected(settings, channel)),
    ).toEqual([true, false, false, false, false]);
  });

  it('takes the answer’s own channels and categories where no write describes them', () => {
    const settings = grid(answer, undefined);
    expect(settings.channels).toEqual(['cabinet', 'telegram', 'mobile']);
    expect(settings.categories).toEqual(['important', 'stream']);
  });

  it('refuses an answer with no relation', () => {
    expect(() => grid({ channels: {} }, write())).toThrow(InvalidResponseError);
  });

  it('writes one switch with the enum’s own words, and changes only that switch', () => {
    const change = { channel: 'telegram', category: 'stream', on: true };
    expect(notifyChangeValues(42, change, write())).toEqual({
      project_id: '42',
      notify_channel: 'telegram',
      notify_category: 'stream',
      status: 'enable',
    });
    expect(notifyChangeValues(42, { ...change, on: false }, write(['on', 'off'])).status).toBe('off');
    const settings = grid(answer, write());
    const changed = withSwitch(settings, change);
    expect(changed.on.has(switchKey('telegram', 'stream'))).toBe(true);
    expect(changed.on.size).toBe(settings.on.size + 1);
    expect(withSwitch(changed, { ...change, on: false }).on).toEqual(settings.on);
  });
});

describe('wordsFor', () => {
  it('names a channel or category in the page’s words, else as the service does, whatever its name', () => {
    const { channels, categories } = notificationSettingsMessages.en;
    expect(wordsFor(channels, 'cabinet')).toBe('Dashboard');
    expect(wordsFor(categories, 'billing')).toBe('billing');
    for (const name of ['constructor', 'toString', 'hasOwnProperty', '__proto__'])
      expect([wordsFor(channels, name), wordsFor(categories, name)]).toEqual([name, name]);
  });
});

describe('on the contract API', () => {
  it('binds both operations by the document’s names in the description it publishes', async () => {
    const published = readDescription(await (await fetch(`${contractApiUrl()}/__contract/openapi.json`)).json());
    const bound = bindAll(published, 'NotifyUser', notifySettingsPart.bindings);
    expect(Object.entries(bound).filter(([, one]) => !isBound(one))).toEqual([]);
  });
});
