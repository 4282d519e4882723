// A service description in the style NestJS's Swagger module generates for services of this kind: every operation
// tagged with its group and summarised with its name (most worded as the interface document lists them, one not,
// one without a summary), `v` and `language` as query parameters on every operation, `allOf: [{$ref}]` wrappers,
// list responses composed as `allOf` of a paginated base and a `results` array, numeric enums, `nullable`, Russian
// descriptions, an error body whose message sits in a nested object with a list of per-property validation errors,
// a `bearer` security scheme, and a `servers` entry pointing elsewhere (which the dashboard must never call).
// And what real descriptions of this kind get wrong or leave to the reader: patterns printed as JavaScript regex
// literals, a body schema that contradicts itself, a paginated base whose `results` the concrete list redeclares,
// secret parameters (`key`, `secret`, `pin`, in the query, the path and a flat body), secrets in answers
// (the stream credentials' `key`, a pull key's check echoing its `key`, a list of `tokens`, `credentials` holding a
// `pass`), a refusal that echoes what it was given, a GET
// that changes something, and bodies with `examples`. The cabinet's operations (projects, who is signed in, Logout,
// the three tariff kinds) are in fixture-cabinet-description.ts.
import {
  ERRORS,
  answer,
  serviceDescription,
  json,
  operation,
  parameter,
  ref,
  arrayOf,
  bool,
  int,
  nested,
  num,
  object,
  str,
} from '../../src/testing/description-builder.ts';
import { cabinetPaths, cabinetSchemas } from './fixture-cabinet-description.ts';
import { fixtureOwnAnswerPaths } from './fixture-answers.ts';
import { seriesPaths, seriesSchemas } from './fixture-series.ts';

export const ELSEWHERE_HOST = 'api.elsewhere.example';
/** Markup a service might put into a description: the page must show it as text and run nothing. */
export const HOSTILE_TEXT = '<img src=x onerror="window.__xss=1"><b>bold</b>';
/** The stream key "Get stream credentials" answers: masked on the page until Show. */
export const STREAM_KEY = 'live_4f9c2b7e51d0';
/** What "Get stream tokens" answers in a list and in a nested object: masked on the page too. */
export const LISTED_TOKENS = ['tok_a1b2c3d4', 'tok_e5f6a7b8'];
export const NESTED_PASS = 'hunter2-nested';
export const NESTED_USER = 'relay-ingest-user';

const notifyCategories = (description: string) => ({
  type: 'array',
  items: { type: 'string', enum: ['important', 'stream'] },
  description,
});
const projectId = parameter('project_id', {
  schema: { type: 'integer', minimum: 1 },
  description: 'Идентификатор проекта',
});
const ok = answer('SuccessResponse');

export function fixtureDescription(): Record<string, unknown> {
  return serviceDescription({
    info: { title: 'Relay API', version: '1.0', description: 'Сгенерировано @nestjs/swagger' },
    extra: {
      servers: [{ url: `https://${ELSEWHERE_HOST}/api` }],
      tags: [
        { name: 'UserProject' },
        { name: 'PlanRestream' },
        { name: 'Auth' },
        { name: 'User' },
        { name: 'PlanTranscoding' },
        { name: 'PlanStorage' },
        { name: 'NotifyUser' },
        { name: 'Stream pull keys' },
        { name: 'Stream key' },
        { name: 'ProjectChannelInvite' },
        { name: 'Channel settings' },
      ],
      security: [{ bearer: [] }],
    },
    paths: {
      '/method/user_project/users': {
        get: operation({
          group: 'UserProject',
          summary: 'List of user in project',
          operationId: 'UserProjectController_list',
          description: 'Возвращает пользователей проекта постранично.',
          parameters: [
            projectId,
            {
              name: 'page',
              in: 'query',
              required: false,
              schema: { type: 'integer', minimum: 1, default: 1 },
              description: 'Номер страницы',
            },
            {
              name: 'role',
              in: 'query',
              required: false,
              schema: { type: 'integer', enum: [1, 2, 3] },
              description: 'Фильтр по роли: 1 — владелец, 2 — админ, 3 — зритель',
            },
          ],
          responses: answer('UserListResponse', 'Список'),
        }),
      },
      '/method/user_project/user': {
        delete: operation({
          group: 'UserProject',
          summary: 'Remove user from project',
          operationId: 'UserProjectController_remove',
          description: `Удаляет пользователя из проекта. ${HOSTILE_TEXT}`,
          parameters: [
            projectId,
            {
              name: 'user_id',
              in: 'query',
              required: true,
              schema: { type: 'integer' },
              description: 'Идентификатор пользователя',
            },
          ],
          responses: ok,
        }),
      },
      '/method/user_project/access': {
        post: operation({
          group: 'UserProject',
          summary: 'Change access user from project',
          operationId: 'UserProjectController_access',
          requestBody: { required: true, content: json(ref('ChangeAccessDto')) },
          responses: ok,
        }),
      },
      '/method/user_project/short': {
        get: operation({
          group: 'UserProject',
          // Worded differently from every document line: listed under "Also described by this service".
          summary: 'Get users of project (short list)',
          operationId: 'UserProjectController_short',
          parameters: [projectId],
          responses: {
            '200': { description: 'Кратко', content: json(arrayOf(ref('UserShort'))) },
            ...ERRORS,
          },
        }),
      },
      '/method/user_project/export': {
        get: operation({
          // No summary: named by its method and path.
          group: 'UserProject',
          operationId: 'UserProjectController_export',
          parameters: [projectId],
          responses: { '200': { description: 'CSV', content: { 'text/csv': { schema: { type: 'string' } } } } },
        }),
      },
      '/method/plan_restream': {
        get: operation({
          group: 'PlanRestream',
          summary: 'Get tariff for project',
          operationId: 'PlanRestreamController_get',
          parameters: [projectId],
          responses: answer('PlanRestream', 'Тариф'),
        }),
      },
      '/method/plan_restream/next': {
        delete: operation({
          group: 'PlanRestream',
          summary: 'Remove after tariff',
          operationId: 'PlanRestreamController_removeNext',
          description: 'Отменяет следующий запланированный тариф.',
          parameters: [projectId],
          responses: ok,
        }),
      },
      '/method/auth/refresh-access': {
        post: operation({
          group: 'Auth',
          summary: 'Update access token',
          operationId: 'AuthController_refresh',
          common: false,
          requestBody: { required: true, content: json(ref('RefreshDto')) },
          responses: { '200': { description: 'Пара токенов', content: json(ref('TokenPair')) }, '400': ERRORS['400'] },
        }),
      },
      '/method/pull_keys/check': {
        get: operation({
          group: 'Stream pull keys',
          summary: 'Check key',
          operationId: 'PullKeysController_check',
          parameters: [
            projectId,
            {
              name: 'key',
              in: 'query',
              required: true,
              schema: { type: 'string', pattern: '/^pk-[a-z0-9-]+$/' },
              description: 'Ключ pull-потока',
            },
          ],
          responses: answer('CheckPullKeyResponse', 'Проверка'),
        }),
      },
      '/method/pull_keys': {
        post: operation({
          group: 'Stream pull keys',
          summary: 'Create key',
          operationId: 'PullKeysController_create',
          requestBody: {
            required: true,
            content: json(ref('CreatePullKeyDto'), {
              examples: {
                cdn: {
                  summary: 'For a CDN',
                  value: { project_id: 42, name: 'CDN', category_id: '7', options: { record: false } },
                },
                archive: {
                  summary: 'For the archive',
                  value: { project_id: 42, name: 'Archive', category_id: '12', options: { record: true } },
                },
              },
            }),
          },
          responses: {
            '201': { description: 'Ключ создан', content: json(ref('CreatePullKeyResponse')) },
            ...ERRORS,
          },
        }),
        put: operation({
          group: 'Stream pull keys',
          summary: 'Update key',
          operationId: 'PullKeysController_update',
          // As a framework printed it: an object that must also be one of two strings — no value can be both.
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              enum: ['active', 'paused'],
              oneOf: [ref('CreatePullKeyDto'), object({ id: 'integer' })],
            }),
          },
          responses: ok,
        }),
      },
      '/method/pull_keys/import': {
        post: operation({
          group: 'Stream pull keys',
          summary: 'Import key',
          operationId: 'PullKeysController_import',
          requestBody: { required: true, content: json(ref('ImportPullKeyDto')) },
          responses: ok,
        }),
      },
      '/method/pull_keys/{key}/rotate': {
        post: operation({
          // A secret in the path and in the query: the request line on the page must show neither.
          group: 'Stream pull keys',
          summary: 'Rotate key',
          operationId: 'PullKeysController_rotate',
          parameters: [
            { name: 'key', in: 'path', required: true, schema: { type: 'string' } },
            { name: 'pin', in: 'query', required: true, schema: { type: 'string' } },
          ],
          responses: ok,
        }),
      },
      '/method/stream_key/tokens': {
        get: operation({
          group: 'Stream key',
          summary: 'Get stream tokens',
          operationId: 'StreamKeyController_tokens',
          parameters: [projectId],
          responses: answer('StreamTokens', 'Токены'),
        }),
      },
      '/method/stream_key/status': {
        get: operation({
          // An operationId a link cannot carry as it is: the URL would read ".." as "up".
          group: 'Stream key',
          summary: 'Get stream status',
          operationId: '..',
          parameters: [projectId],
          responses: ok,
        }),
      },
      '/method/stream_key': {
        get: operation({
          group: 'Stream key',
          summary: 'Get stream credentials',
          operationId: 'StreamKeyController_get',
          parameters: [projectId],
          responses: answer('GetStreamKeyResponse', 'Данные для эфира'),
        }),
      },
      '/method/project_channel_invite/secret': {
        get: operation({
          group: 'ProjectChannelInvite',
          summary: 'Get invitation using a secret link',
          operationId: 'InviteController_bySecret',
          parameters: [
            {
              name: 'secret',
              in: 'query',
              required: true,
              schema: { type: 'string' },
              description: 'Секрет из ссылки',
            },
          ],
          responses: answer('Invitation', 'Приглашение'),
        }),
      },
      '/method/channel_settings/telegram/disconnect': {
        get: operation({
          // A GET that changes something, as services of this kind have: a link must never run it.
          group: 'Channel settings',
          summary: 'Telegram: Disconnect chat',
          operationId: 'ChannelSettingsController_disconnectTelegram',
          parameters: [projectId, { name: 'channel_id', in: 'query', required: true, schema: { type: 'integer' } }],
          responses: ok,
        }),
      },
      '/method/notify/settings': {
        get: operation({
          group: 'NotifyUser',
          summary: 'Get user notify settings',
          operationId: 'NotifyController_get',
          parameters: [projectId],
          responses: answer('SiteNotifyUserResponse', 'Настройки'),
        }),
        post: operation({
          group: 'NotifyUser',
          summary: 'Set user notify settings',
          operationId: 'NotifyController_set',
          requestBody: { required: true, content: json(ref('SiteSetNotifyUserRequest')) },
          responses: ok,
        }),
      },
      '/method/notify_history/read': {
        put: operation({
          group: 'NotifyHistory',
          summary: 'Set notification in cabinet as read',
          operationId: 'NotifyHistory_markOfReadV1',
          requestBody: { required: true, content: json(ref('SiteMarkReadHistoryRequest')) },
          responses: answer('SiteMarkReadHistoryResponse', 'Сколько прочитано'),
        }),
      },
      ...cabinetPaths(),
      ...fixtureOwnAnswerPaths(),
      ...seriesPaths(),
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    schemas: {
      ...cabinetSchemas(),
      ...seriesSchemas(),
      PaginatedResponse: object(
        {
          count: int('Всего записей'),
          next: { type: 'string', nullable: true, description: 'Следующая страница' },
          previous: { type: 'string', nullable: true },
          // The base's placeholder, which each concrete list redeclares (the paginated-list idiom).
          results: arrayOf('string'),
        },
        ['count'],
      ),
      UserInProject: object(
        {
          id: int('Идентификатор пользователя'),
          name: { type: 'string', nullable: true, description: 'Имя' },
          role: { type: 'integer', enum: [1, 2, 3], description: 'Роль: 1 — владелец, 2 — админ, 3 — зритель' },
          email: 'string',
          added_at: { type: 'string', format: 'date-time', description: 'Когда добавлен' },
          active: 'boolean',
          profile: nested('Profile', 'Профиль', { nullable: true }),
          // As the framework's own lists name it: the ID "Change access user from project" asks for, so its field

          // is offered this list's members.
          user_id: int('Идентификатор пользователя'),
        },
        ['id', 'role'],
      ),
      Profile: object({ city: 'string', followers: 'integer' }),
      UserShort: object({ id: 'integer', name: 'string' }),
      UserListResponse: {
        allOf: [ref('PaginatedResponse'), object({ results: arrayOf(ref('UserInProject')) })],
      },
      ChangeAccessDto: object(
        {
          project_id: 'integer',
          user_id: { type: 'integer', description: 'Кому меняем доступ', example: 12 },
          role: { type: 'integer', enum: [1, 2, 3], description: 'Новая роль', example: 3 },
          until: { type: 'string', format: 'date-time', nullable: true, description: 'До какого момента' },
        },
        ['project_id', 'user_id', 'role'],
      ),
      SiteMarkReadHistoryRequest: object(
        { notify_history_ids: { type: 'array', items: { type: 'string' }, description: 'Какие уведомления' } },
        ['notify_history_ids'],
      ),
      SiteMarkReadHistoryResponse: object({ count: num('Сколько отмечено') }),
      SiteNotifyUserResponse: object({
        user_id: num('Пользователь'),
        channels: nested('NotifyUserChannels', 'Каналы'),
        relation: nested('NotifyUserRelation', 'Что в какой канал'),
      }),
      NotifyUserChannels: object({
        cabinet: bool('В кабинете'),
        telegram: bool('В Telegram'),
        mobile: bool('В приложении'),
      }),
      NotifyUserRelation: object({
        cabinet: notifyCategories('Что приходит в кабинет'),
        telegram: notifyCategories('Что приходит в Telegram'),
        mobile: notifyCategories('Что приходит в приложение'),
        project_id: num('Проект'),
      }),
      SiteSetNotifyUserRequest: object(
        {
          project_id: num('Проект'),
          notify_channel: { type: 'string', enum: ['telegram', 'cabinet', 'mobile'], description: 'Канал' },
          notify_category: { type: 'string', enum: ['important', 'stream'], description: 'Что' },
          status: { type: 'string', enum: ['enable', 'disable'], description: 'Включить или выключить' },
        },
        ['project_id', 'notify_channel', 'notify_category', 'status'],
      ),
      PlanSlot: object({
        id: 'integer',
        channel_max: 'integer',
        bitrate_max: 'integer',
        support_custom_channel: 'boolean',
        custom_video: 'integer',
        date_end: { type: 'string', format: 'date-time' },
      }),
      PlanRestream: object({
        // As the framework prints a nested DTO: a description beside a one-reference allOf, sometimes an example.
        before: nested('PlanSlot', 'Предыдущий тариф', { nullable: true }),
        current: nested('PlanSlot', 'Текущий тариф', { example: 1, nullable: true }),
        next: nested('PlanSlot', 'Следующий тариф', { example: 1, nullable: true }),
      }),
      RefreshDto: object({ v: 'string', language: 'string', app: 'string', refresh: 'string', fingerprint: 'string' }, [
        'v',
        'language',
        'app',
        'refresh',
      ]),
      CheckPullKeyResponse: object({
        transport: { type: 'string', enum: ['rtmp', 'srt', 'hls'], description: 'Протокол' },
        status: { type: 'string', enum: ['active', 'inactive', 'error'], description: 'Состояние' },
        key: str('Ключ'),
      }),
      CreatePullKeyResponse: object({ id: num('Идентификатор ключа') }),
      CreatePullKeyDto: object(
        {
          project_id: 'integer',
          name: 'string',
          // A JavaScript regex literal, as the framework prints it: read as JSON Schema, nothing would match.
          category_id: { type: 'string', pattern: '/^[0-9]*$/' },
          options: object({ record: 'boolean' }),
        },
        ['project_id', 'name', 'category_id'],
      ),
      ImportPullKeyDto: object({ project_id: 'integer', name: 'string', key: 'string' }, ['project_id', 'name', 'key']),
      StreamTokens: object({
        tokens: arrayOf('string'),
        credentials: object({ user: 'string', pass: 'string' }),
        token_type: 'string',
      }),
      GetStreamKeyResponse: object({
        wait: num('Сколько секунд эфир держится после обрыва'),
        record: bool('Записывать ли эфир'),
        key: str('Ключ эфира'),
      }),
      Invitation: object({
        channel: 'string',
        invited_by: 'string',
        expires_at: { type: 'string', format: 'date-time' },
      }),
      TokenPair: object({ accessToken: 'string', refreshToken: 'string' }),
      SuccessResponse: object({ success: 'boolean' }),
      ValidatorError: object({
        property: 'string',
        constraints: { type: 'object', additionalProperties: { type: 'string' } },
        children: arrayOf(ref('ValidatorError')),
      }),
      ErrorResponse: object({
        error: object({
          name: 'string',
          msg: 'string',
          options: { type: 'object' },
          data: { type: 'object' },
          validator_error: arrayOf(ref('ValidatorError')),
        }),
      }),
    },
  });
}
