// The control surface's call for notifications (tests only): a new unread notification in an account's cabinet, as
// the service would send one, so a test sees the counts and the list change.
import { ACCOUNT_KEYS, isAccountKey } from './accounts.ts';
import { type Route, controlError } from './control-surface.ts';
import type { DemoState } from './demo-state.ts';
import { isPlainObject, sendJson } from './http-json.ts';
import { NOTIFY_CATEGORIES, type NotifyCategory, type Words } from './notify-kinds.ts';

const DEFAULT_TITLE: Words = { en: 'Test notification', ru: 'Тестовое уведомление', cn: '测试通知' };
const DEFAULT_TEXT: Words = {
  en: 'Added through the control surface.',
  ru: 'Добавлено через панель управления для тестов.',
  cn: '通过测试控制接口添加。',
};

/** One text given: the same in every language, as a test writes one. */
const everywhere = (text: string): Words => ({ en: text, ru: text, cn: text });

export function notifyControlRoutes(state: DemoState): Record<string, Route[]> {
  return {
    '/__control/notify': [
      {
        method: 'POST',
        run: (body, res) => {
          const fields = isPlainObject(body) ? body : {};
          const invalid = (field: string, message: string) => controlError(res, 400, 'invalid_request', message, field);
          const { account: key = 'demo', project_id: projectId, category = 'important', title, text } = fields;
          if (!isAccountKey(key)) return invalid('account', `"account" must be one of: ${ACCOUNT_KEYS.join(', ')}`);
          const account = state.accounts.byKey(key);
          const project = projectId ?? account.projects[0]?.projectId;
          if (!account.projects.some((each) => each.projectId === project))
            return invalid('project_id', '"project_id" must be a project of the account');
          if (!(NOTIFY_CATEGORIES as readonly unknown[]).includes(category))
            return invalid('category', `"category" must be one of: ${NOTIFY_CATEGORIES.join(', ')}`);
          for (const [field, value] of Object.entries({ title, text })) {
            if (value !== undefined && (typeof value !== 'string' || value === ''))
              return invalid(field, `"${field}" must be a text that is not empty`);
          }
          const item = state.notifications.add(account, {
            name: 'stream_test',
            projectId: project as number,
            category: category as NotifyCategory,
            read: false,
            title: typeof title === 'string' ? everywhere(title) : DEFAULT_TITLE,
            text: typeof text === 'string' ? everywhere(text) : DEFAULT_TEXT,
          });
          sendJson(res, 200, item);
        },
      },
    ],
  };
}
