// The bell's bindings, and the bell's and the notice's readers, against the contract API over HTTP: its published description
// (the real kind's summaries) binds every name, and its answers read as the dashboard shows them.
import { beforeAll, describe, expect, it } from 'vitest';
import { Control } from '../../../api/testing/control-client.ts';
import { contractApiUrl } from '../../testing/contract-api.ts';
import { type Binding, bindAll, isBound } from '../../lib/bindings/bind.ts';
import { type ServiceDescription, readDescription } from '../../lib/service-description/description.ts';
import { listShape, readListPage } from '../../lib/service-description/list-page.ts';
import {
  readNotification,
  readScreenNotice,
  readUnreadCount,
} from '../../lib/operations/notifications/notification-reader.ts';
import { bellPart } from './notify-part.ts';

const baseUrl = contractApiUrl();
let description: ServiceDescription;
let access: string;

beforeAll(async () => {
  // The worker's contract API is shared by the files it runs, one after another: another may have ended project 42's
  // stream (whose notice this reads) or read its notifications.
  const control = new Control(baseUrl);
  await control.reset();
  description = readDescription(await (await fetch(`${baseUrl}/__contract/openapi.json`)).json());
  const refresh = await control.mintRefreshToken();
  const response = await fetch(`${baseUrl}/method/auth/refresh-access`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ v: '1', language: 'en', app: 'site', refresh, fingerprint: 't' }),
  });
  access = ((await response.json()) as { accessToken: string }).accessToken;
});

async function get(path: string): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `oauth ${access}` } });
  expect(response.status).toBe(200);
  return response.json();
}

describe('notifications on the contract API', () => {
  it('binds every name the bell uses, by the document’s names', () => {
    const bound = bindAll(description, bellPart.group, bellPart.bindings);
    expect(Object.entries(bound).filter(([, one]) => !isBound(one))).toEqual([]);
  });

  it('reads the count, and a page of the list in the reader’s language with IDs, newest first', async () => {
    const { count, list } = bindAll(description, bellPart.group, bellPart.bindings) as Record<string, Binding>;
    expect(readUnreadCount(await get('/method/notify_history/get_status?v=1&language=en'), count!.answer)).toBe(5);
    const shape = listShape(list!.answer);
    const page = readListPage(await get('/method/notify_history/list?v=1&language=ru&limit=10&offset=0'), shape);
    const items = page.items.map((item) => readNotification(item, 'ru', shape?.itemSchema));
    expect(items).toHaveLength(10);
    expect(page.total).toBe(14);
    expect(items[0]).toMatchObject({ title: 'Слишком высокий битрейт', read: false, projectId: 42 });
    const dates = items.map((item) => item.date!.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const invitation = items.find((item) => item.actions.some((action) => action.name === 'accept'));
    expect(invitation?.actions.map((action) => [action.label, action.groupId])).toEqual([
      ['Принять', 'g-invite'],
      ['Отклонить', 'g-invite'],
    ]);
  });

  it('reads project 42’s notice while it is live, with its link', async () => {
    const notice = readScreenNotice(await get('/method/notify_user/screen?v=1&language=cn&project_id=42'), 'cn');
    expect(notice).toMatchObject({ level: 'warning', title: '码率过高' });
    expect(notice?.actions.map((action) => action.href)).toEqual(['/projects/42/tariffs/restream']);
    expect(readScreenNotice(await get('/method/notify_user/screen?v=1&language=en&project_id=7'), 'en')).toBeNull();
  });
});
