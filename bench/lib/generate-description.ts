// A service description as a NestJS service's Swagger module writes one, generated for the benchmark of reading it
// (bench/description.ts): OpenAPI 3.0.3, one tag per catalog group, the document's operation names as summaries (a
// few worded otherwise), `v` and `language` on every operation, `allOf: [{$ref}]` wrappers, paginated lists, numeric
// enums, `nullable`, Russian descriptions, shared error bodies, a few circular schemas and response examples.
// Deterministic: the same seed gives the same text, byte for byte.
import { catalog } from '../../src/features/catalog/catalog.ts';
import type { CatalogGroup, CatalogOperation } from '../../src/features/catalog/catalog-types.ts';
import { readingsOf } from '../../src/lib/service-description/match.ts';
import {
  type Json,
  serviceDescription,
  json,
  ref,
  arrayOf,
  bool,
  int,
  nested,
  object,
  str,
} from '../../src/testing/description-builder.ts';

export interface GenerateOptions {
  seed?: number;
  /** Exactly this many operations. */
  operations?: number;
  /** Response examples are added, operation by operation, until the compact JSON text is at least this long. */
  minBytes?: number;
  groups?: readonly CatalogGroup[];
}

export interface GeneratedDescription {
  document: Json;
  /** Compact JSON, as a NestJS service serves `/api-json`. */
  text: string;
  bytes: number;
  operations: number;
  /** Summaries that are a catalog name; catalog names worded otherwise; operations no line names. */
  named: number;
  reworded: number;
  extra: number;
  schemas: number;
  examples: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Seeded randomness (mulberry32).

class Random {
  #state: number;
  constructor(seed: number) {
    this.#state = seed >>> 0;
  }
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(values: readonly T[]): T {
    return values[Math.floor(this.next() * values.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  sample<T>(values: readonly T[], n: number): T[] {
    const copy = [...values];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, n);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Words.

/** Each group's main entity: its schema name, an English noun for extra operations, a Russian noun (nominative). */
const ENTITIES: Record<string, { dto: string; en: string; ru: string }> = {
  User: { dto: 'UserDto', en: 'user', ru: 'профиль пользователя' },
  PlanRestream: { dto: 'PlanRestreamDto', en: 'restream tariff', ru: 'тариф рестрима' },
  PlanTranscoding: { dto: 'PlanTranscodingDto', en: 'transcoding tariff', ru: 'тариф транскодирования' },
  PlanStorage: { dto: 'PlanStorageDto', en: 'storage tariff', ru: 'тариф хранилища' },
  MoneyFlow: { dto: 'MoneyFlowDto', en: 'money flow', ru: 'движение средств' },
  Transactions: { dto: 'TransactionDto', en: 'transaction', ru: 'транзакция' },
  UserProject: { dto: 'UserProjectDto', en: 'project member', ru: 'участник проекта' },
  Project: { dto: 'ProjectDto', en: 'project', ru: 'проект' },
  ProjectHistory: { dto: 'ProjectHistoryItemDto', en: 'history item', ru: 'запись истории' },
  NotifyUser: { dto: 'NotifySettingsDto', en: 'notify settings', ru: 'настройки уведомлений' },
  Centrifuge: { dto: 'CentrifugeTokenDto', en: 'centrifuge token', ru: 'токен Centrifuge' },
  'Stream key': { dto: 'StreamKeyDto', en: 'stream key', ru: 'ключ трансляции' },
  'Channel settings': { dto: 'ChannelSettingsDto', en: 'channel settings', ru: 'настройки канала' },
  Channel: { dto: 'ChannelDto', en: 'channel', ru: 'канал' },
  Transcoders: { dto: 'TranscoderDto', en: 'transcoder', ru: 'транскодер' },
  Platforms: { dto: 'PlatformDto', en: 'platform', ru: 'платформа' },
  Auth: { dto: 'AuthUserDto', en: 'auth session', ru: 'сессия авторизации' },
  Socials: { dto: 'SocialAccountDto', en: 'social account', ru: 'социальный аккаунт' },
  BlogPage: { dto: 'BlogPageDto', en: 'blog page', ru: 'страница блога' },
  BlogPageTag: { dto: 'BlogPageTagDto', en: 'blog tag', ru: 'тег блога' },
  HelpPage: { dto: 'HelpPageDto', en: 'help page', ru: 'страница справки' },
  PolicyPage: { dto: 'PolicyPageDto', en: 'policy page', ru: 'страница политики' },
  NotifyHistory: { dto: 'NotifyItemDto', en: 'notification', ru: 'уведомление' },
  ProjectChannelInvite: { dto: 'ChannelInviteDto', en: 'channel invite', ru: 'приглашение в канал' },
  ProjectChannel: { dto: 'ProjectChannelDto', en: 'project channel', ru: 'канал проекта' },
  RtmpServer: { dto: 'RtmpServerDto', en: 'rtmp server', ru: 'RTMP-сервер' },
  'Pay system': { dto: 'PaySystemDto', en: 'pay system', ru: 'платёжная система' },
  Payment: { dto: 'PaymentDto', en: 'payment', ru: 'платёж' },
  'Pay setting': { dto: 'PaySettingDto', en: 'pay setting', ru: 'платёжные настройки' },
  Payout: { dto: 'PayoutDto', en: 'payout', ru: 'выплата' },
  'Stream pull keys': { dto: 'PullKeyDto', en: 'pull key', ru: 'ключ забора потока' },
  'Chat gateway': { dto: 'ChatMessageDto', en: 'chat message', ru: 'сообщение чата' },
  Broadcast: { dto: 'BroadcastDto', en: 'broadcast', ru: 'трансляция' },
  Release: { dto: 'ReleaseDto', en: 'release', ru: 'релиз приложения' },
  Live: { dto: 'LiveInfoDto', en: 'live info', ru: 'данные эфира' },
  Analytics: { dto: 'AnalyticsPointDto', en: 'analytics point', ru: 'точка аналитики' },
  Promo: { dto: 'PromoCodeDto', en: 'promo code', ru: 'промокод' },
  Referrals: { dto: 'ReferralInfoDto', en: 'referral', ru: 'реферальная программа' },
  'Pull servers': { dto: 'PullServerDto', en: 'pull server', ru: 'сервер забора потока' },
};

function entityOf(group: CatalogGroup): { dto: string; en: string; ru: string } {
  return ENTITIES[group.name] ?? { dto: `${pascal(group.name)}Dto`, en: group.name.toLowerCase(), ru: 'запись' };
}

function words(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}
const pascal = (text: string) =>
  words(text)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
const camel = (text: string) => pascal(text).replace(/^./, (c) => c.toLowerCase());
const snake = (text: string) => words(text).join('_');

/** Sentences a backend team writes into its operation descriptions. */
const GENERAL_RU = [
  'Для проектных операций пользователь должен иметь доступ к проекту: быть его владельцем или участником с правом управления.',
  'Токен доступа передаётся в заголовке Authorization; срок его жизни — 15 минут, после чего клиент обновляет пару токенов.',
  'Параметр language влияет только на текст сообщений об ошибках и на локализуемые поля ответа.',
  'Поля, отмеченные как nullable, приходят со значением null, а не пропадают из ответа.',
  'Даты передаются в UTC в формате ISO 8601 с суффиксом Z.',
  'Числовые перечисления передаются числами; значения перечислены в описании каждого поля.',
  'Суммы передаются десятичным числом с двумя знаками после запятой в валюте, указанной в поле currency.',
  'Операция доступна начиная с версии интерфейса 2; в версии 1 ответ не содержит вложенных объектов.',
  'Ограничение частоты: не более 60 запросов в минуту на пользователя; при превышении сервер отвечает 429.',
  'Изменения видны другим участникам проекта после обновления страницы или сразу, через событие Centrifuge в канале проекта.',
  'Удалённые записи не возвращаются, но остаются в истории действий проекта.',
  'Операция идемпотентна: повторный вызов с теми же параметрами возвращает тот же результат.',
  'Для платформ, подключённых через OAuth, данные запрашиваются у самой платформы и могут приходить с задержкой до нескольких секунд.',
  'Если у проекта нет активного тарифа, часть полей ответа заполняется значениями бесплатного плана.',
  'Поле message ответа с ошибкой предназначено для показа пользователю; код ошибки в поле code не меняется между версиями.',
  'Ответ можно кэшировать на клиенте не дольше 60 секунд: данные тарифа и каналов меняются редко, но не мгновенно.',
  'Мобильное приложение вызывает эту операцию при каждом открытии экрана, поэтому её ответ намеренно компактен.',
  'При одновременных изменениях побеждает последнее; сервер не проверяет версию записи.',
  'Для гостевого доступа операция возвращает сокращённые данные без персональной информации.',
  'Значения по умолчанию берутся из настроек проекта, если параметр не передан.',
];

const KIND_RU: Record<'list' | 'get' | 'post', readonly string[]> = {
  list: [
    'Возвращает постраничный список; размер страницы задаётся параметром page_size (по умолчанию 20, не больше 100).',
    'Записи отсортированы по дате создания, новые первыми, если не указан параметр ordering.',
    'Поле count содержит общее число записей, удовлетворяющих фильтру, а не число записей на странице.',
    'Ссылки next и previous уже содержат все параметры запроса; на первой и последней страницах они равны null.',
  ],
  get: [
    'Возвращает запись целиком, включая вложенные объекты.',
    'Если запись удалена или недоступна текущему пользователю, сервер отвечает 404, не раскрывая, существует ли она.',
    'Вложенные объекты возвращаются в сокращённом виде; полные данные — отдельной операцией.',
  ],
  post: [
    'Изменения применяются сразу; повторный запрос с теми же данными не создаёт дубликатов.',
    'Тело запроса проверяется целиком: при ошибке в любом поле ни одно поле не сохраняется, а ответ 400 перечисляет все ошибки.',
    'Действие записывается в историю проекта с указанием пользователя и времени.',
    'После успешного выполнения участникам проекта отправляется событие в канал Centrifuge.',
  ],
};

const TITLES_RU = [
  'Вечерний эфир: разбор новых функций',
  'Турнир по шахматам, финал',
  'Утреннее шоу «Доброе утро»',
  'Запуск нового сезона подкаста',
  'Обновление 3.4: что изменилось в панели',
  'Как подключить Telegram-канал к рестриму',
  'Правила использования сервиса',
  'Трансляция концерта в трёх качествах',
];

// ---------------------------------------------------------------------------------------------------------------
// Schemas.

const DATE = { type: 'string', format: 'date-time' };

/** Fields an entity may have: the NestJS DTOs of a streaming service repeat these with small variations. */
const FIELDS: ReadonlyArray<readonly [string, Json]> = [
  ['created_at', { ...DATE, description: 'Дата и время создания записи (UTC, ISO 8601, с суффиксом Z).' }],
  [
    'updated_at',
    { ...DATE, nullable: true, description: 'Дата и время последнего изменения; null, если запись не менялась.' },
  ],
  ['title', { type: 'string', maxLength: 255, description: 'Название, как его видит пользователь в личном кабинете.' }],
  [
    'description',
    {
      type: 'string',
      nullable: true,
      description: 'Произвольное описание; может содержать разметку Markdown (заголовки, списки, ссылки).',
    },
  ],
  [
    'status',
    {
      type: 'number',
      enum: [0, 1, 2, 3],
      description: 'Статус записи: 0 — черновик, 1 — активна, 2 — приостановлена, 3 — удалена (остаётся в истории).',
    },
  ],
  [
    'type',
    {
      type: 'number',
      enum: [1, 2, 3, 4, 5],
      description: 'Тип: 1 — RTMP, 2 — SRT, 3 — HLS, 4 — WebRTC, 5 — пользовательский.',
    },
  ],
  ['project_id', { type: 'integer', minimum: 1, description: 'Идентификатор проекта, к которому относится запись.' }],
  ['user_id', { type: 'integer', minimum: 1, description: 'Идентификатор пользователя, создавшего запись.' }],
  ['owner', nested('UserShortDto', 'Владелец записи в сокращённом виде.')],
  [
    'platform',
    nested('PlatformDto', 'Платформа, к которой относится запись; null для пользовательского RTMP-адреса.', {
      nullable: true,
    }),
  ],
  ['price', nested('MoneyDto', 'Стоимость с учётом скидок, действующих на момент запроса.')],
  [
    'is_active',
    {
      type: 'boolean',
      default: true,
      description: 'Включена ли запись; выключенная не участвует в рестриме, но сохраняет настройки.',
    },
  ],
  ['sort', { type: 'integer', default: 0, description: 'Порядок сортировки в интерфейсе, по возрастанию.' }],
  [
    'comment',
    {
      type: 'string',
      nullable: true,
      maxLength: 1000,
      description: 'Комментарий администратора; пользователю не показывается.',
    },
  ],
  ['bitrate_max', { type: 'integer', minimum: 0, description: 'Максимальный битрейт, кбит/с; 0 — без ограничения.' }],
  ['channel_max', { type: 'integer', minimum: 0, description: 'Максимальное число одновременно активных каналов.' }],
  ['date_end', { ...DATE, nullable: true, description: 'Дата окончания действия; null — бессрочно.' }],
  ['url', { type: 'string', format: 'uri', description: 'Полный адрес ресурса, включая протокол.' }],
  [
    'rtmp_url',
    {
      type: 'string',
      example: 'rtmp://live.example.com/app',
      description: 'Адрес RTMP-сервера, на который отправляется поток.',
    },
  ],
  ['stream_key', str('Ключ трансляции; показывается только владельцу проекта.')],
  [
    'avatar',
    {
      type: 'string',
      format: 'uri',
      nullable: true,
      description: 'Ссылка на изображение 256×256; null, если изображение не загружено.',
    },
  ],
  ['lang', { type: 'string', enum: ['ru', 'en', 'cn'], default: 'ru', description: 'Язык интерфейса и уведомлений.' }],
  [
    'meta',
    {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'Дополнительные данные платформы в виде пар ключ–значение.',
    },
  ],
  ['location', nested('LocationDto', 'Расположение сервера; null, если выбирается автоматически.', { nullable: true })],
  [
    'counters',
    {
      type: 'object',
      description: 'Счётчики, обновляемые раз в минуту.',
      properties: {
        views: int('Просмотры за всё время.'),
        likes: int('Отметки «нравится».'),
        comments: int('Комментарии, включая ответы.'),
      },
    },
  ],
  [
    'schedule',
    {
      type: 'object',
      nullable: true,
      description: 'Расписание запуска; null — запуск вручную.',
      properties: {
        start_at: { ...DATE, description: 'Время начала.' },
        end_at: { ...DATE, nullable: true, description: 'Время окончания; null — без ограничения.' },
        timezone: { type: 'string', example: 'Europe/Moscow', description: 'Часовой пояс в формате IANA.' },
        repeat: object({
          period: { type: 'number', enum: [0, 1, 7, 30], description: 'Период повтора в днях: 0 — без повтора.' },
          until: { ...DATE, nullable: true, description: 'Повторять до этой даты.' },
        }),
      },
    },
  ],
  ['tags', { type: 'array', items: { type: 'string' }, description: 'Метки для поиска и фильтрации.' }],
  ['duration', { type: 'integer', minimum: 0, description: 'Длительность в секундах.' }],
  [
    'error_message',
    { type: 'string', nullable: true, description: 'Последняя ошибка платформы; null, если ошибок не было.' },
  ],
  ['external_id', { type: 'string', nullable: true, description: 'Идентификатор записи на стороне платформы.' }],
  ['email', { type: 'string', format: 'email', description: 'Адрес электронной почты; подтверждается письмом.' }],
  ['currency', { type: 'string', enum: ['RUB', 'USD', 'EUR'], description: 'Валюта по стандарту ISO 4217.' }],
];

function sharedSchemas(): Json {
  const id = { type: 'integer', minimum: 1, description: 'Уникальный идентификатор записи.' };
  return {
    PaginatedDto: object(
      {
        count: { type: 'integer', example: 124, description: 'Общее количество записей, удовлетворяющих фильтру.' },
        next: {
          type: 'string',
          format: 'uri',
          nullable: true,
          description: 'Ссылка на следующую страницу; null на последней странице.',
        },
        previous: {
          type: 'string',
          format: 'uri',
          nullable: true,
          description: 'Ссылка на предыдущую страницу; null на первой странице.',
        },
      },
      ['count', 'next', 'previous'],
    ),
    HttpErrorDto: object(
      {
        statusCode: { type: 'number', example: 401, description: 'HTTP-статус ответа.' },
        message: str('Сообщение для пользователя на языке запроса.'),
        error: { type: 'string', example: 'Unauthorized', description: 'Название статуса.' },
      },
      ['statusCode', 'message'],
    ),
    ValidationErrorDto: object(
      {
        statusCode: { type: 'number', enum: [400], description: 'Всегда 400.' },
        message: { type: 'array', items: { type: 'string' }, description: 'Все ошибки проверки, по одной на поле.' },
        error: { type: 'string', example: 'Bad Request' },
      },
      ['statusCode', 'message'],
    ),
    ServiceErrorDto: object(
      {
        error: object(
          {
            code: { type: 'string', example: 'project_not_found', description: 'Машиночитаемый код ошибки.' },
            message: str('Сообщение для пользователя на языке запроса.'),
            field: { type: 'string', nullable: true, description: 'Поле, к которому относится ошибка.' },
          },
          ['code', 'message'],
        ),
      },
      ['error'],
    ),
    SuccessDto: object(
      {
        success: bool('Действие выполнено.'),
        message: { type: 'string', nullable: true, description: 'Пояснение для пользователя, если есть.' },
      },
      ['success'],
    ),
    MoneyDto: object(
      {
        amount: { type: 'number', example: 990, description: 'Сумма с двумя знаками после запятой.' },
        currency: { type: 'string', enum: ['RUB', 'USD', 'EUR'], description: 'Валюта по ISO 4217.' },
      },
      ['amount', 'currency'],
    ),
    LocationDto: object({
      code: { type: 'string', example: 'msk', description: 'Код площадки.' },
      title: { type: 'string', example: 'Москва', description: 'Название площадки.' },
      country: { type: 'string', example: 'RU', description: 'Страна по ISO 3166-1 alpha-2.' },
      latitude: { type: 'number', nullable: true },
      longitude: { type: 'number', nullable: true },
    }),
    PlatformDto: object(
      {
        id,
        code: {
          type: 'string',
          enum: ['vk', 'youtube', 'trovo', 'twitch', 'ok', 'vkvideolive', 'telegram', 'custom'],
          description: 'Код платформы.',
        },
        title: { type: 'string', example: 'YouTube', description: 'Название платформы.' },
        icon: { type: 'string', format: 'uri', description: 'Ссылка на значок в формате SVG.' },
        auth_type: {
          type: 'number',
          enum: [0, 1, 2],
          description: 'Подключение: 0 — RTMP-адрес и ключ, 1 — OAuth, 2 — бот Telegram.',
        },
        supports_transcoding: bool('Поддерживает ли платформа поток после транскодирования.'),
        max_bitrate: {
          type: 'integer',
          nullable: true,
          description: 'Ограничение битрейта платформы, кбит/с; null — нет ограничения.',
        },
      },
      ['id', 'code', 'title'],
    ),
    UserShortDto: object(
      {
        id,
        login: { type: 'string', example: 'streamer42', description: 'Имя пользователя.' },
        avatar: {
          type: 'string',
          format: 'uri',
          nullable: true,
          description: 'Ссылка на аватар; null, если не загружен.',
        },
        lang: { type: 'string', enum: ['ru', 'en', 'cn'], description: 'Язык интерфейса.' },
      },
      ['id', 'login'],
    ),
    // Circular pair: a user has projects, a project has its owner.
    UserDto: object(
      {
        id,
        login: { type: 'string', example: 'streamer42', description: 'Имя пользователя, уникальное в сервисе.' },
        email: { type: 'string', format: 'email', description: 'Подтверждённый адрес электронной почты.' },
        avatar: {
          type: 'string',
          format: 'uri',
          nullable: true,
          description: 'Ссылка на аватар; null, если не загружен.',
        },
        balance: nested('MoneyDto', 'Баланс личного счёта.'),
        lang: {
          type: 'string',
          enum: ['ru', 'en', 'cn'],
          default: 'ru',
          description: 'Язык интерфейса и уведомлений.',
        },
        role: {
          type: 'number',
          enum: [0, 1, 2],
          description: 'Роль: 0 — пользователь, 1 — партнёр, 2 — администратор.',
        },
        current_project: nested('ProjectDto', 'Проект, открытый последним; null, если проектов нет.', {
          nullable: true,
        }),
        projects: {
          type: 'array',
          items: ref('ProjectDto'),
          description: 'Проекты, в которых пользователь участвует.',
        },
        created_at: { ...DATE, description: 'Дата регистрации.' },
      },
      ['id', 'login', 'email'],
    ),
    ProjectDto: object(
      {
        id,
        title: { type: 'string', maxLength: 120, description: 'Название проекта.' },
        owner: nested('UserDto', 'Владелец проекта.'),
        status: {
          type: 'number',
          enum: [0, 1, 2],
          description: 'Статус: 0 — не в эфире, 1 — в эфире, 2 — ошибка входящего потока.',
        },
        channels_count: int('Число подключённых каналов.'),
        plan: nested('PlanSlotDto', 'Текущий тариф рестрима; null — бесплатный план.', { nullable: true }),
        created_at: { ...DATE, description: 'Дата создания проекта.' },
      },
      ['id', 'title', 'owner'],
    ),
    PlanSlotDto: object({
      id,
      channel_max: int('Максимум каналов.'),
      bitrate_max: int('Максимальный битрейт, кбит/с.'),
      support_custom_channel: bool('Поддерживаются ли пользовательские каналы.'),
      custom_video: int('Число пользовательских видео.'),
      date_end: { ...DATE, nullable: true, description: 'Дата окончания тарифа (UTC, суффикс Z).' },
    }),
    // Circular on its own: replies are comments.
    Comment: object(
      {
        id,
        text: { type: 'string', maxLength: 2000, description: 'Текст комментария; разметка не поддерживается.' },
        author: nested('UserShortDto', 'Автор комментария.'),
        parent: nested('Comment', 'Комментарий, на который это ответ; null для комментария верхнего уровня.', {
          nullable: true,
        }),
        replies: {
          type: 'array',
          items: ref('Comment'),
          description: 'Ответы, не больше 20; остальные — отдельной операцией.',
        },
        rating: { type: 'number', enum: [-1, 0, 1], description: 'Оценка текущего пользователя: -1, 0 или 1.' },
        created_at: { ...DATE, description: 'Дата публикации.' },
      },
      ['id', 'text', 'author'],
    ),
  };
}

const SHARED_ENTITIES = new Set(['UserDto', 'ProjectDto', 'PlatformDto']);

/** Extra properties that make some entities what they are (and the circular ones circular). */
function specificProperties(dto: string): Json {
  switch (dto) {
    case 'HelpPageDto':
      return {
        children: {
          type: 'array',
          items: ref('HelpPageDto'),
          description: 'Вложенные страницы справки в порядке показа.',
        },
        slug: str('Адрес страницы.'),
      };
    case 'BlogPageDto':
      return {
        body: str('Текст страницы в Markdown.'),
        tags: { type: 'array', items: ref('BlogPageTagDto'), description: 'Теги страницы.' },
        comments: { type: 'array', items: ref('Comment'), description: 'Первые 20 комментариев с ответами.' },
      };
    case 'ChatMessageDto':
      return {
        text: str('Текст сообщения, как его прислала платформа.'),
        reply_to: nested('ChatMessageDto', 'Сообщение, на которое это ответ.', { nullable: true }),
        thread: { type: 'array', items: ref('Comment'), description: 'Обсуждение сообщения внутри панели.' },
      };
    case 'ChannelDto':
      return {
        parent: nested('ChannelDto', 'Канал-источник для дублирующего канала.', { nullable: true }),
      };
    case 'TransactionDto':
    case 'PaymentDto':
    case 'PayoutDto':
    case 'MoneyFlowDto':
      return {
        amount: nested('MoneyDto', 'Сумма операции.'),
        kind: {
          type: 'number',
          enum: [1, 2, 3, 4],
          description: 'Вид: 1 — пополнение, 2 — списание, 3 — возврат, 4 — выплата.',
        },
      };
    default:
      return {};
  }
}

function entitySchema(dto: string, ru: string, random: Random): Json {
  const properties: Json = { id: { type: 'integer', minimum: 1, description: 'Уникальный идентификатор записи.' } };
  for (const [name, schema] of random.sample(FIELDS, random.int(6, 11))) properties[name] = schema;
  Object.assign(properties, specificProperties(dto));
  const required = ['id', ...Object.keys(properties).filter((name) => name !== 'id' && random.chance(0.3))];
  return { type: 'object', description: `Объект «${ru}», как его возвращают операции чтения.`, required, properties };
}

function requestSchema(entity: Json, random: Random): Json {
  const writable = Object.entries((entity.properties ?? {}) as Json).filter(
    ([name]) => !['id', 'created_at', 'updated_at', 'owner', 'children', 'comments', 'thread'].includes(name),
  );
  const chosen = random.sample(writable, Math.max(1, Math.min(writable.length, random.int(2, 7))));
  const properties = Object.fromEntries(chosen);
  const required = chosen.filter(() => random.chance(0.5)).map(([name]) => name);
  // OpenAPI 3.0 allows no empty `required`: generators leave it out.
  return required.length ? { type: 'object', required, properties } : { type: 'object', properties };
}

// ---------------------------------------------------------------------------------------------------------------
// Operations.

interface PlannedOperation {
  group: CatalogGroup;
  summary: string;
  /** The name as the catalog has it, when the summary is worded otherwise. */
  catalogName?: string;
  method: 'get' | 'post';
  path?: string;
  extra: boolean;
}

/** Lines whose plainest reading is not what the service means: "Set name / rtmp url …" is about "rtmp url". */
const READINGS: Record<string, string[]> = {
  'Set name / rtmp url for a custom channel (global settings)': [
    'Set name for a custom channel (global settings)',
    'Set rtmp url for a custom channel (global settings)',
  ],
};

function namesOf(line: CatalogOperation): string[] {
  const names = READINGS[line.name] ?? readingsOf(line.name)[0]!;
  // "Internal request of auth (two operations)": two operations with the one summary.
  return Array.from({ length: line.count ?? 1 }, () => names).flat();
}

const POST_VERBS = new Set([
  'set',
  'update',
  'create',
  'buy',
  'remove',
  'delete',
  'change',
  'transfer',
  'send',
  'apply',
  'accept',
  'decline',
  'add',
  'disconnect',
  'run',
  'stop',
  'select',
  'logout',
  'edit',
  'restore',
  'code',
  'connect',
]);

function methodOf(summary: string): 'get' | 'post' {
  const verb = words(summary.replace(/^Telegram:\s*/, ''))[0] ?? 'get';
  return POST_VERBS.has(verb) && !/long polling/.test(summary) ? 'post' : 'get';
}

/** How a service words a name otherwise ("Get list of X" → "List X"); undefined when no rule fits. */
function reword(name: string): string | undefined {
  const rules: Array<[RegExp, string]> = [
    [/^Get list of (.+)$/, 'List $1'],
    [/^List of (.+)$/, 'Get $1'],
    [/^Get (.+)$/, 'Fetch $1'],
    [/^Remove (.+)$/, 'Delete $1'],
    [/^Delete (.+)$/, 'Remove $1'],
    [/^Create (.+)$/, 'Add $1'],
    [/^Update (.+)$/, 'Edit $1'],
    [/^Change (.+)$/, 'Modify $1'],
  ];
  for (const [pattern, replacement] of rules) if (pattern.test(name)) return name.replace(pattern, replacement);
  return undefined;
}

const EXTRA_TEMPLATES = [
  'Get {noun} by id',
  'Export {noun} list to CSV',
  'Get {noun} statistics',
  'Restore deleted {noun}',
  'Get {noun} change log',
  'Bulk update {noun} items',
  'Get {noun} limits',
  'Validate {noun} before save',
];

function plan(groups: readonly CatalogGroup[], total: number, random: Random): PlannedOperation[] {
  const perGroup = new Map<CatalogGroup, PlannedOperation[]>(groups.map((group) => [group, []]));
  for (const group of groups) {
    for (const line of group.operations) {
      for (const summary of namesOf(line)) {
        perGroup.get(group)!.push({
          group,
          summary,
          method: line.method === 'POST' ? 'post' : line.method === 'GET' ? 'get' : methodOf(summary),
          ...(line.path ? { path: line.path } : {}),
          extra: false,
        });
      }
    }
  }
  const named = [...perGroup.values()].flat();
  if (named.length > total) throw new Error(`the catalog names ${named.length} operations, more than ${total}`);

  // About one in ten summaries worded otherwise — never the two the session layer recognises by name.
  const protectedNames = new Set(['Update access token', 'Logout', 'Get tariff for project']);
  const candidates = named.filter(
    (operation) => !protectedNames.has(operation.summary) && reword(operation.summary) !== undefined,
  );
  for (const operation of random.sample(candidates, Math.round(named.length / 10))) {
    operation.catalogName = operation.summary;
    operation.summary = reword(operation.summary)!;
  }

  // The rest: operations no line names, groups without lines first, then round the groups in a seeded order.
  const order = [
    ...groups.filter((group) => group.operations.length === 0),
    ...random.sample(
      groups.filter((group) => group.operations.length > 0),
      groups.length,
    ),
  ];
  for (let i = 0; named.length + [...perGroup.values()].flat().filter((o) => o.extra).length < total; i += 1) {
    const group = order[i % order.length]!;
    const list = perGroup.get(group)!;
    const used = list.filter((operation) => operation.extra).length;
    const summary =
      EXTRA_TEMPLATES[used % EXTRA_TEMPLATES.length]!.replace('{noun}', entityOf(group).en) +
      (used >= EXTRA_TEMPLATES.length ? ` (v${Math.floor(used / EXTRA_TEMPLATES.length) + 1})` : '');
    list.push({
      group,
      summary,
      method: methodOf(summary.replace(/^Bulk /, 'Update ').replace(/^Validate /, 'Get ')),
      extra: true,
    });
  }
  return groups.flatMap((group) => perGroup.get(group)!);
}

function parametersOf(operation: PlannedOperation, kind: 'list' | 'get' | 'post', hasId: boolean): Json[] {
  const parameters: Json[] = [
    {
      name: 'v',
      required: true,
      in: 'query',
      description: 'Версия интерфейса; текущая — 3.',
      schema: { enum: ['1', '2', '3'], type: 'string' },
    },
    {
      name: 'language',
      required: false,
      in: 'query',
      description: 'Язык сообщений об ошибках.',
      schema: { default: 'ru', enum: ['ru', 'en', 'cn'], type: 'string' },
    },
  ];
  if (operation.group.scope === 'project') {
    parameters.push({
      name: 'project_id',
      required: true,
      in: 'query',
      description: 'Идентификатор проекта; пользователь должен иметь к нему доступ.',
      schema: { minimum: 1, type: 'integer' },
    });
  }
  if (hasId)
    parameters.push({
      name: 'id',
      required: true,
      in: 'path',
      description: 'Идентификатор записи.',
      schema: { type: 'integer', minimum: 1 },
    });
  if (kind === 'list') {
    parameters.push(
      {
        name: 'page',
        required: false,
        in: 'query',
        description: 'Номер страницы, начиная с 1.',
        schema: { minimum: 1, default: 1, type: 'integer' },
      },
      {
        name: 'page_size',
        required: false,
        in: 'query',
        description: 'Записей на странице.',
        schema: { minimum: 1, maximum: 100, default: 20, type: 'integer' },
      },
      {
        name: 'ordering',
        required: false,
        in: 'query',
        description: 'Сортировка: поле и направление, «-» — по убыванию.',
        schema: { enum: ['created_at', '-created_at', 'title', '-title'], type: 'string' },
      },
      {
        name: 'search',
        required: false,
        in: 'query',
        description: 'Поиск по названию, без учёта регистра.',
        schema: { type: 'string' },
      },
    );
  }
  return parameters;
}

function describe(operation: PlannedOperation, kind: 'list' | 'get' | 'post', random: Random): string {
  const entity = entityOf(operation.group);
  return [
    `Группа ${operation.group.name}: объект «${entity.ru}».`,
    ...random.sample(KIND_RU[kind], 1),
    ...random.sample(GENERAL_RU, random.int(0, 2)),
  ].join(' ');
}

// ---------------------------------------------------------------------------------------------------------------
// Examples (the padding that makes a real description large: generators copy @ApiResponse examples verbatim).

function exampleOf(schema: unknown, schemas: Json, random: Random, depth = 0, name = ''): unknown {
  if (typeof schema !== 'object' || schema === null) return null;
  const s = schema as Json;
  if (typeof s.$ref === 'string') {
    // Deep enough: a nested record as a service abbreviates it.
    if (depth > 3) return { id: random.int(1, 99_999) };
    return exampleOf(schemas[s.$ref.split('/').at(-1)!], schemas, random, depth + 1, name);
  }
  if (Array.isArray(s.allOf)) {
    if (s.nullable === true && depth > 1 && random.chance(0.5)) return null;
    return Object.assign(
      {},
      ...s.allOf
        .map((member) => exampleOf(member, schemas, random, depth, name))
        .filter((value) => typeof value === 'object' && value !== null),
    );
  }
  if (s.example !== undefined) return s.example;
  if (Array.isArray(s.enum)) return random.pick(s.enum);
  if (s.nullable === true && random.chance(0.25)) return null;
  switch (s.type) {
    case 'object': {
      const properties = (s.properties ?? {}) as Json;
      if (depth > 4) return {};
      return Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, exampleOf(value, schemas, random, depth + 1, key)]),
      );
    }
    case 'array':
      return depth > 3
        ? []
        : Array.from({ length: random.int(1, 3) }, () => exampleOf(s.items, schemas, random, depth + 1, name));
    case 'integer':
      return name.endsWith('id') ? random.int(1, 99_999) : random.int(0, 5000);
    case 'number':
      return Math.round(random.next() * 100_000) / 100;
    case 'boolean':
      return random.chance(0.5);
    case 'string':
      if (s.format === 'date-time')
        return new Date(Date.UTC(2024, random.int(0, 11), random.int(1, 28), random.int(0, 23), random.int(0, 59)))
          .toISOString()
          .replace('.000', '');
      if (s.format === 'uri') return `https://cdn.example.com/${name || 'file'}/${random.int(1000, 9999)}.png`;
      if (s.format === 'email') return `user${random.int(1, 9999)}@example.com`;
      if (name === 'title' || name === 'text' || name === 'description') return random.pick(TITLES_RU);
      if (name === 'body') return random.sample(GENERAL_RU, 3).join(' ');
      return `${name || 'value'}_${random.int(100, 999)}`;
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------------------------

export function generateDescription(options: GenerateOptions = {}): GeneratedDescription {
  const random = new Random(options.seed ?? 1);
  const total = options.operations ?? 200;
  const groups = options.groups ?? catalog;
  const schemas = sharedSchemas();

  for (const group of groups) {
    const { dto, ru } = entityOf(group);
    if (!SHARED_ENTITIES.has(dto) && !(dto in schemas)) schemas[dto] = entitySchema(dto, ru, random);
  }

  const paths: Record<string, Json> = {};
  const operationIds = new Set<string>();
  const okMedia: Json[] = [];
  const planned = plan(groups, total, random);
  for (const operation of planned) {
    const { dto } = entityOf(operation.group);
    const action = words(operation.summary.replace(/^Telegram:\s*/, 'Telegram '))
      .filter(
        (word, index) => !(index === 0 && ['get', 'set', 'update', 'create', 'fetch', 'edit', 'add'].includes(word)),
      )
      .slice(0, 5);
    const kind: 'list' | 'get' | 'post' =
      operation.method === 'post' ? 'post' : /\b(list|search|history|log)\b/i.test(operation.summary) ? 'list' : 'get';
    const hasId =
      !operation.path &&
      kind !== 'list' &&
      (/\bby id\b|\bone\b|\bitem\b|^Get page$/i.test(operation.summary) || random.chance(0.1));
    let path =
      operation.path ?? `/method/${snake(operation.group.name)}/${action.join('_') || 'index'}${hasId ? '/{id}' : ''}`;
    for (let n = 2; paths[path]?.[operation.method] !== undefined; n += 1)
      path = `${operation.path ?? `/method/${snake(operation.group.name)}/${action.join('_') || 'index'}`}_${n}${hasId ? '/{id}' : ''}`;

    const secured =
      operation.group.scope !== 'public' &&
      !/^(Guest|Auth telegram|Code exchange|Get code for auth|CallBack)/.test(operation.summary);
    const okSchema =
      kind === 'list'
        ? {
            allOf: [ref('PaginatedDto'), object({ results: arrayOf(ref(dto)) })],
          }
        : kind === 'get'
          ? random.chance(0.3)
            ? { allOf: [ref(dto)], description: `Объект «${entityOf(operation.group).ru}».` }
            : ref(dto)
          : random.chance(0.6)
            ? ref(dto)
            : ref('SuccessDto');
    const ok: Json = {
      description:
        kind === 'list' ? 'Страница списка.' : kind === 'get' ? 'Запрошенная запись.' : 'Действие выполнено.',
      content: json(okSchema),
    };
    okMedia.push(ok.content as Json);
    const responses: Json = { [operation.method === 'post' ? '201' : '200']: ok };
    responses['400'] = {
      description: 'Параметры запроса не прошли проверку; message перечисляет ошибки по полям.',
      content: json(ref('ValidationErrorDto')),
    };
    if (secured)
      responses['401'] = {
        description: 'Токен доступа отсутствует, неверен или истёк.',
        content: json(ref('HttpErrorDto')),
      };
    if (operation.group.scope === 'project' && random.chance(0.6))
      responses['403'] = {
        description: 'Нет доступа к проекту или недостаточно прав участника.',
        content: json(ref('ServiceErrorDto')),
      };
    if (hasId)
      responses['404'] = { description: 'Запись не найдена или недоступна.', content: json(ref('ServiceErrorDto')) };
    if (operation.method === 'post') responses['429'] = { $ref: '#/components/responses/TooManyRequests' };

    let operationId = `${pascal(operation.group.name)}Controller_${camel(operation.summary) || 'index'}`;
    for (let n = 2; operationIds.has(operationId); n += 1)
      operationId = `${pascal(operation.group.name)}Controller_${camel(operation.summary)}${n}`;
    operationIds.add(operationId);

    const raw: Json = {
      operationId,
      summary: operation.summary,
      description: describe(operation, kind, random),
      parameters: parametersOf(operation, kind, hasId),
    };
    if (operation.method === 'post') {
      const requestName = `${pascal(operation.summary)}Dto`;
      if (operation.summary === 'Update profile') {
        raw.requestBody = {
          required: true,
          content: {
            'multipart/form-data': {
              schema: object({
                login: str('Новое имя пользователя.'),
                avatar: { type: 'string', format: 'binary', description: 'Изображение JPEG или PNG до 5 МБ.' },
                lang: ['ru', 'en', 'cn'],
              }),
            },
          },
        };
      } else if (operation.path !== '/method/auth/refresh-access') {
        if (!(requestName in schemas))
          schemas[requestName] = requestSchema((schemas[dto] ?? schemas.UserDto) as Json, random);
        raw.requestBody = { required: true, content: json(ref(requestName)) };
      } else {
        raw.requestBody = {
          required: true,
          content: json(
            object({ refresh: str('Токен обновления.'), app: ['site', 'admin', 'mobile', 'desktop'] }, ['refresh']),
          ),
        };
      }
    }
    raw.responses = responses;
    raw.tags = [operation.group.name];
    if (secured) raw.security = [{ bearer: [] }];
    if (operation.extra && random.chance(0.08)) raw.deprecated = true;
    paths[path] = { ...paths[path], [operation.method]: raw };
  }

  const document: Json = serviceDescription({
    paths,
    info: {
      title: 'Relay API',
      description: [
        'Интерфейс сервиса рестрима: проекты, каналы, тарифы, платежи и уведомления.',
        ...GENERAL_RU.slice(0, 8),
        '## Версии\n\nПараметр v обязателен для всех операций. Текущая версия — 3.',
        '## Ошибки\n\nОшибки проверки возвращаются с кодом 400 и списком сообщений; ошибки доступа — 401 и 403.',
      ].join('\n\n'),
      version: '3.4.1',
      contact: {},
    },
    extra: {
      tags: groups.map((group) => ({
        name: group.name,
        description: `Операции группы ${group.name}: объект «${entityOf(group).ru}».`,
      })),
      servers: [{ url: 'https://api.relay.example.com' }],
    },
    components: {
      securitySchemes: {
        bearer: {
          scheme: 'bearer',
          bearerFormat: 'JWT',
          type: 'http',
          description: 'Токен доступа из пары, выданной при входе.',
        },
      },
      responses: {
        TooManyRequests: {
          description: 'Слишком много запросов; повторите после паузы из заголовка Retry-After.',
          content: json(ref('HttpErrorDto')),
        },
      },
    },
    schemas,
  });

  // Examples until the text is long enough: each 2xx response in turn gets the example its schema describes; once
  // every one has one, further rounds add named examples (`examples`), as generators write several.
  const target = options.minBytes ?? 0;
  let examples = 0;
  for (
    let bytes = Buffer.byteLength(JSON.stringify(document));
    bytes < target;
    bytes = Buffer.byteLength(JSON.stringify(document))
  ) {
    let estimate = bytes;
    for (let added = 0; estimate < target && added < okMedia.length; added += 1, examples += 1) {
      const media = (okMedia[examples % okMedia.length]!['application/json'] ?? {}) as Json;
      const value = exampleOf(media.schema, schemas, random);
      if (examples < okMedia.length) media.example = value;
      else {
        const named = (media.examples ?? { example1: { summary: 'Пример 1', value: media.example } }) as Json;
        delete media.example;
        named[`example${Object.keys(named).length + 1}`] = {
          summary: `Пример ${Object.keys(named).length + 1}`,
          value,
        };
        media.examples = named;
      }
      estimate += Buffer.byteLength(JSON.stringify(value)) + 40;
    }
  }
  const text = JSON.stringify(document);
  const extra = planned.filter((operation) => operation.extra).length;
  return {
    document,
    text,
    bytes: Buffer.byteLength(text),
    operations: planned.length,
    named: planned.length - extra,
    reworded: planned.filter((operation) => operation.catalogName !== undefined).length,
    extra,
    schemas: Object.keys(schemas).length,
    examples,
  };
}
