/**
 * Operation catalog: every operation group of the service's interface document (docs/interface.md),
 * with its operations as the document names them. Source: section 1's table (groups and operation
 * names), section 4.3's table (Auth operations and methods), 4.1 and 4.2 (the two operations with a
 * path). Where the document says "not shown", nothing is invented: such operations carry
 * status 'not-documented' and no method or path.
 *
 * Scope, section and purpose are the dashboard's own choices, not the document's.
 * catalog.test.ts parses the document and checks this file against it.
 *
 * Navigation's part (name, scope, section; the display order of sections; each group's path, from the route map or
 * the kebab-case of its name) is in catalog-index.ts; this file loads with the catalog's pages (a group's page, the
 * API page's search). The two do not import each other; catalog-index.test.ts checks that they agree.
 */
import type { CatalogGroup, CatalogOperation } from './catalog-types.ts';

/** Operations the document lists by name only (section 4.4: method, path, payload not shown). */
function listed(...names: string[]): CatalogOperation[] {
  return names.map((name) => ({ name, status: 'not-documented' }));
}

export const catalog: readonly CatalogGroup[] = [
  {
    name: 'User',
    row: 'User',
    scope: 'account',
    section: 'account',
    purpose: {
      en: "The user's profile: read it and update it.",
      ru: 'Профиль пользователя: получение и обновление.',
      cn: '用户资料：读取和更新。',
    },
    operations: listed('Get user profile', 'Update profile'),
  },
  {
    name: 'PlanRestream',
    row: 'PlanRestream',
    scope: 'project',
    section: 'tariffs',
    purpose: {
      en: 'Restream tariff of a project: read the current plan, buy or remove one, list plans and discounts.',
      ru: 'Тариф рестрима проекта: текущий план, покупка или удаление, список планов и скидки.',
      cn: '项目的转推套餐：查看当前套餐、购买或移除套餐、套餐列表和折扣。',
    },
    operations: [
      // Section 4.2: GET {base_url}/method/plan_restream.
      {
        name: 'Get tariff for project',
        status: 'documented',
        method: 'GET',
        path: '/method/plan_restream',
        section: '4.2',
      },
      ...listed(
        'Remove after tariff',
        'Buy restream tariff',
        'Get list of restream tariffs',
        'Get list of restream tariffs for project',
        'Get discount restream',
        'Load data for show card the tariffs v2',
      ),
    ],
  },
  {
    name: 'PlanTranscoding',
    row: 'PlanTranscoding',
    scope: 'project',
    section: 'tariffs',
    purpose: {
      en: 'Transcoding tariff of a project: read the current plan, buy or remove one, check one before buying, list plans and discounts.',
      ru: 'Тариф транскодирования проекта: текущий план, покупка или удаление, проверка перед покупкой, список планов и скидки.',
      cn: '项目的转码套餐：查看当前套餐、购买或移除套餐、购买前检查、套餐列表和折扣。',
    },
    operations: listed(
      'Get tariff for project',
      'Remove after tariff',
      'Buy transcoder tariff',
      'Get list of transcoding tariffs',
      'Get discount transcoding',
      'Check transcoding tariff before buy',
    ),
  },
  {
    name: 'PlanStorage',
    row: 'PlanStorage',
    scope: 'project',
    section: 'tariffs',
    purpose: {
      en: 'Storage tariff of a project: read the current plan and its info, buy or remove one, check one before buying, and discounts.',
      ru: 'Тариф хранилища проекта: текущий план и сведения о нём, покупка или удаление, проверка перед покупкой и скидки.',
      cn: '项目的存储套餐：查看当前套餐及其信息、购买或移除套餐、购买前检查和折扣。',
    },
    operations: listed(
      'Get tariff for project',
      'Remove next tariff',
      'Buy storage tariff',
      'Get info for storage tariff',
      'Get discount of storage',
      'Check storage tariff before buy',
    ),
  },
  {
    name: 'MoneyFlow',
    row: 'MoneyFlow, Transactions',
    // A project's money: real descriptions take the project for its list, and its page is the project's Billing page.
    scope: 'project',
    section: 'billing',
    purpose: null,
    // The row's only operation, "Transaction list for frontend", is placed under Transactions
    // (see there), so the document lists no operation for MoneyFlow itself.
    operations: [],
  },
  {
    name: 'Transactions',
    row: 'MoneyFlow, Transactions',
    scope: 'account',
    section: 'billing',
    purpose: {
      en: 'List of transactions.',
      ru: 'Список транзакций.',
      cn: '交易列表。',
    },
    // Placed by judgement: the document lists this operation for the row "MoneyFlow, Transactions"
    // as a whole; its name ("Transaction list") matches the Transactions group, but it may as well
    // belong to MoneyFlow.
    operations: listed('Transaction list for frontend'),
  },
  {
    name: 'UserProject',
    row: 'UserProject',
    // Its page is the project's Team page.
    // "List of project for current user" is account-wide, but every other operation here works on
    // one project (its users and their access), so the group is project-scoped.
    scope: 'project',
    section: 'project',
    purpose: {
      en: "Users of a project and their access: list, select or remove users and change their access; also get a project or user by number id, full project info and the current user's projects.",
      ru: 'Пользователи проекта и их доступ: список, выбор и удаление пользователей, изменение доступа; а также получение проекта или пользователя по числовому id, полные сведения о проекте и список проектов текущего пользователя.',
      cn: '项目用户及其权限：列出、选择或移除用户并更改其权限；另可按数字 ID 获取项目或用户、获取项目完整信息及当前用户的项目列表。',
    },
    operations: listed(
      'Select user for project',
      'Get project by number id',
      'Get user by number id',
      'List of user in project',
      'Remove user from project',
      'Change access user from project',
      'List of project for current user',
      'Get project full info',
    ),
  },
  {
    name: 'Project',
    row: 'Project',
    scope: 'project',
    section: 'project',
    purpose: {
      en: "A project's live status.",
      ru: 'Статус эфира проекта.',
      cn: '项目的直播状态。',
    },
    operations: listed('Get live status'),
  },
  {
    name: 'ProjectHistory',
    row: 'ProjectHistory',
    scope: 'project',
    section: 'project',
    purpose: {
      en: 'History of actions in a project.',
      ru: 'История действий в проекте.',
      cn: '项目的操作历史。',
    },
    operations: listed('Get project history of actions'),
  },
  {
    name: 'NotifyUser',
    row: 'NotifyUser',
    scope: 'account',
    section: 'notifications',
    purpose: {
      en: "The user's notification settings and screen notifications, and removing a mobile token.",
      ru: 'Настройки уведомлений пользователя и экранные уведомления, а также удаление мобильного токена.',
      cn: '用户的通知设置和屏幕通知，以及删除移动设备令牌。',
    },
    operations: listed(
      'Delete mobile token from user',
      'Get/Set user notify settings',
      'Get/Remove user screen notify',
    ),
  },
  {
    name: 'Centrifuge',
    row: 'Centrifuge',
    // Tokens are issued per project and per broadcast ("Auth centrifuge" is the general one);
    // the group sits with the project's pages. Section 'notifications': it serves a real-time channel.
    scope: 'project',
    section: 'notifications',
    // Stated by the document itself (section 6), not inferred from the names.
    purpose: {
      en: 'Issues authentication tokens (general, per project, for broadcast) for a real-time channel.',
      ru: 'Выдаёт токены аутентификации (общий, для проекта, для трансляции) для канала реального времени.',
      cn: '为实时通道签发认证令牌（通用、按项目、用于广播）。',
    },
    operations: listed('Auth centrifuge', 'Auth token for project', 'Auth token for broadcast'),
  },
  {
    name: 'Stream key',
    row: 'Stream key',
    scope: 'project',
    section: 'streaming',
    // "Update record" is not plain from its name, so the sentence does not describe it.
    purpose: {
      en: 'Stream key: get the stream credentials.',
      ru: 'Ключ потока: получение учётных данных потока.',
      cn: '推流密钥：获取推流凭据。',
    },
    operations: listed('Get stream credentials', 'Update record'),
  },
  {
    name: 'Channel settings',
    row: 'Channel settings',
    scope: 'project',
    section: 'channels',
    purpose: {
      en: 'Settings of a channel: per-platform options, custom channel name and RTMP URL, transcoder, planned items, playlists, platform status and Telegram.',
      ru: 'Настройки канала: параметры для платформ, имя и RTMP URL своего канала, транскодер, запланированные элементы, плейлисты, статус платформы и Telegram.',
      cn: '频道设置：各平台选项、自定义频道名称和 RTMP 地址、转码器、计划项、播放列表、平台状态及 Telegram。',
    },
    operations: listed(
      'Optional settings per platform (vk, youtube, trovo, twitch, ok, vk video live, telegram), several depending on the tariff',
      'Set planned id',
      'Get playlists from the platform',
      'Get planned list',
      'Set name / rtmp url for a custom channel (global settings)',
      'Set transcoder for a channel (personal settings)',
      'Get status platform',
      // The document's single segment "Telegram: Get post by filter, Get post list, Get/Set settings,
      // Get code for connected chat, Disconnect chat" is split into its five operations.
      'Telegram: Get post by filter',
      'Telegram: Get post list',
      'Telegram: Get/Set settings',
      'Telegram: Get code for connected chat',
      'Telegram: Disconnect chat',
    ),
  },
  {
    name: 'Channel',
    row: 'Channel',
    scope: 'project',
    section: 'channels',
    purpose: {
      en: "Channel lists (search and minimal) and a channel's live status.",
      ru: 'Списки каналов (поиск и краткий список) и статус эфира канала.',
      cn: '频道列表（搜索和精简列表）及频道的直播状态。',
    },
    operations: listed('Search channel list', 'Minimal channel list', 'Get live status'),
  },
  {
    name: 'Transcoders',
    row: 'Transcoders',
    // A project's: real deployments list and make transcoders by its `project_id`, and its channels pick one
    // ("Set transcoder for a channel").
    scope: 'project',
    section: 'streaming',
    purpose: {
      en: 'Transcoders: list, create, update, delete and stop them.',
      ru: 'Транскодеры: список, создание, изменение, удаление и остановка.',
      cn: '转码器：列出、创建、更新、删除和停止。',
    },
    operations: listed('List', 'create', 'update', 'delete', 'stop'),
  },
  {
    name: 'Platforms',
    row: 'Platforms',
    // Starting OAuth with a platform connects it to the signed-in user, so account rather than public.
    scope: 'account',
    section: 'channels',
    purpose: {
      en: "Platforms: the supported platforms, a platform's categories and the URL to start OAuth.",
      ru: 'Платформы: список поддерживаемых платформ, категории платформы и URL для начала OAuth.',
      cn: '平台：支持的平台列表、平台分类以及发起 OAuth 的地址。',
    },
    operations: listed('Get url for start oauth', 'Get category from the platform', 'Supported platforms'),
  },
  {
    name: 'Auth',
    // Section 1 lists the row as "Auth | see 4.3"; the operations and methods come from 4.3's table.
    row: 'Auth',
    scope: 'account',
    section: 'account',
    // Section 5, item 4 states what the group contains.
    purpose: {
      en: 'Sign-in and tokens: social and Telegram sign-in, code-based sign-in, guest and internal auth, token refresh and logout.',
      ru: 'Вход и токены: вход через соцсети и Telegram, вход по коду, гостевая и внутренняя авторизация, обновление токена и выход.',
      cn: '登录与令牌：社交账号和 Telegram 登录、授权码登录、访客和内部认证、刷新令牌及退出登录。',
    },
    operations: [
      { name: 'Connect telegram in account', status: 'method-only', method: 'POST' },
      { name: 'Auth telegram', status: 'method-only', method: 'GET' },
      { name: 'Get basic data for auth user', status: 'method-only', method: 'GET' },
      { name: 'Get url for start oauth', status: 'method-only', method: 'GET' },
      { name: 'Connected social account', status: 'method-only', method: 'GET' },
      // Section 4.1: POST {base_url}/method/auth/refresh-access.
      {
        name: 'Update access token',
        status: 'documented',
        method: 'POST',
        path: '/method/auth/refresh-access',
        section: '4.1',
      },
      // The document's line "Internal request of auth (two operations)" stands for two operations.
      { name: 'Internal request of auth', status: 'method-only', method: 'GET', count: 2 },
      { name: 'Guest request of auth', status: 'method-only', method: 'GET' },
      { name: 'Disconnected social account', status: 'method-only', method: 'GET' },
      { name: 'Logout', status: 'method-only', method: 'POST' },
      { name: 'CallBack for connect social', status: 'method-only', method: 'GET' },
      { name: 'Get code for auth', status: 'method-only', method: 'GET' },
      { name: 'Code exchange', status: 'method-only', method: 'POST' },
    ],
  },
  {
    name: 'Socials',
    row: 'Socials',
    scope: 'account',
    section: 'account',
    purpose: {
      en: "The user's list of social accounts.",
      ru: 'Список социальных аккаунтов пользователя.',
      cn: '用户的社交账号列表。',
    },
    operations: listed('Social list for user'),
  },
  {
    name: 'BlogPage',
    row: 'BlogPage, BlogPageTag, HelpPage, PolicyPage',
    scope: 'public',
    section: 'content',
    purpose: {
      en: 'Blog pages: list them and get one page.',
      ru: 'Страницы блога: список и получение страницы.',
      cn: '博客页面：页面列表和获取单个页面。',
    },
    // Placed by judgement: "Get list of pages" and "Get page" are listed for the whole row
    // "BlogPage, BlogPageTag, HelpPage, PolicyPage" and could serve any page kind (or all of them);
    // they go to the row's first group whose name fits, BlogPage.
    operations: listed('Get list of pages', 'Get page'),
  },
  {
    name: 'BlogPageTag',
    row: 'BlogPage, BlogPageTag, HelpPage, PolicyPage',
    scope: 'public',
    section: 'content',
    purpose: {
      en: 'Tags of blog pages.',
      ru: 'Теги страниц блога.',
      cn: '博客页面的标签。',
    },
    // No operation of the row names tags: the document lists none for this group.
    operations: [],
  },
  {
    name: 'HelpPage',
    row: 'BlogPage, BlogPageTag, HelpPage, PolicyPage',
    scope: 'public',
    section: 'content',
    purpose: {
      en: 'Help pages and their structure.',
      ru: 'Страницы справки и их структура.',
      cn: '帮助页面及其结构。',
    },
    operations: listed('Get structure of help pages'),
  },
  {
    name: 'PolicyPage',
    row: 'BlogPage, BlogPageTag, HelpPage, PolicyPage',
    scope: 'public',
    section: 'content',
    purpose: {
      en: 'The policy page.',
      ru: 'Страница политики.',
      cn: '政策页面。',
    },
    operations: listed('Get policy page'),
  },
  {
    name: 'NotifyHistory',
    row: 'NotifyHistory',
    scope: 'account',
    section: 'notifications',
    purpose: {
      en: "The user's notifications: list them, get one, check the unread status, mark as read and run an item's action.",
      ru: 'Уведомления пользователя: список, получение одного, статус непрочитанных, отметка прочитанными и запуск действия уведомления.',
      cn: '用户的通知：列表、获取单条、未读状态、标记为已读以及执行通知项的操作。',
    },
    operations: listed(
      'Get item by id',
      'Get list of my notifications',
      'Get unread status',
      'Set all as read',
      'Set one as read',
      'Run action in notify item',
    ),
  },
  {
    name: 'ProjectChannelInvite',
    row: 'ProjectChannelInvite',
    scope: 'project',
    section: 'channels',
    purpose: {
      en: 'Invitations to channels of a project: list them, get, accept or decline one (also by a secret link), and manage invites for other users.',
      ru: 'Приглашения к каналам проекта: список, просмотр, принятие или отклонение (в том числе по секретной ссылке) и управление приглашениями для других пользователей.',
      cn: '项目频道邀请：列出邀请，查看、接受或拒绝邀请（也可通过秘密链接），以及管理给其他用户的邀请。',
    },
    operations: listed(
      'List of invites for channel in project',
      'Get/Accept/Decline invitation for channel',
      'Get/Accept/Decline invitation using a secret link',
      'Get/Add (by id or by email)/Delete channel invite item for another user',
    ),
  },
  {
    name: 'ProjectChannel',
    row: 'ProjectChannel',
    scope: 'project',
    section: 'channels',
    purpose: {
      en: 'Channels of a project and access to them: list them, remove or change access, transfer the owner.',
      ru: 'Каналы проекта и доступ к ним: список, удаление или изменение доступа, передача владельца.',
      cn: '项目频道及其访问权限：列表、移除或更改权限、转移所有者。',
    },
    operations: listed('Project channel list', 'Remove access', 'Change access', 'Transfer owner'),
  },
  {
    name: 'RtmpServer',
    row: 'RtmpServer',
    // Service-wide infrastructure, one operation explicitly "for unauthorized users".
    scope: 'public',
    section: 'streaming',
    purpose: {
      en: 'RTMP servers: locations, list, state and graphs.',
      ru: 'RTMP-серверы: локации, список, состояние и графики.',
      cn: 'RTMP 服务器：位置、列表、状态和图表。',
    },
    operations: listed(
      'Locations list for unauthorized users',
      'List rtmp servers',
      'State of rtmp servers',
      'Graph of rtmp servers',
    ),
  },
  {
    name: 'Pay system',
    row: 'Pay system, Payment, Pay setting, Payout',
    scope: 'account',
    section: 'billing',
    purpose: {
      en: 'Pay systems: load the available ones and create a pay-system challenge or item.',
      ru: 'Платёжные системы: загрузка доступных, создание challenge или элемента платёжной системы.',
      cn: '支付系统：加载可用的支付系统，创建支付系统 challenge 或条目。',
    },
    operations: listed('Load available pay systems', 'create pay-system challenge', 'create pay-system item'),
  },
  {
    name: 'Payment',
    row: 'Pay system, Payment, Pay setting, Payout',
    scope: 'account',
    section: 'billing',
    purpose: {
      en: 'Payments: create one, get its status and list them.',
      ru: 'Платежи: создание, статус платежа и список.',
      cn: '付款：创建付款、查询状态及付款列表。',
    },
    operations: listed('Create payment item', 'get payment status', 'payment list'),
  },
  {
    name: 'Pay setting',
    row: 'Pay system, Payment, Pay setting, Payout',
    scope: 'account',
    section: 'billing',
    purpose: {
      en: 'Pay settings of the profile: read and set them, and check the country after a user update.',
      ru: 'Платёжные настройки профиля: получение и изменение, а также проверка страны после обновления пользователя.',
      cn: '个人资料的支付设置：读取和设置，以及在用户更新后检查国家。',
    },
    // "Check country after update user" is placed here by judgement: of the row's groups, only the
    // profile's pay settings plausibly depend on the user's country.
    operations: listed('Get/Set pay settings for profile (v3)', 'Check country after update user'),
  },
  {
    name: 'Payout',
    row: 'Pay system, Payment, Pay setting, Payout',
    scope: 'account',
    section: 'billing',
    purpose: {
      en: 'Payouts: get the data needed to create one, and create it.',
      ru: 'Выплаты: получение данных для создания и создание выплаты.',
      cn: '提现：获取创建所需数据并创建提现。',
    },
    operations: listed('Create payout', 'Get payout data for create'),
  },
  {
    name: 'Stream pull keys',
    row: 'Stream pull keys',
    scope: 'project',
    section: 'streaming',
    purpose: {
      en: 'Stream pull keys: check, list, create, update and delete them.',
      ru: 'Ключи pull-потока: проверка, список, создание, изменение и удаление.',
      cn: '拉流密钥：检查、列出、创建、更新和删除。',
    },
    operations: listed('Check key', 'List keys', 'Create key', 'Update key', 'Delete key'),
  },
  {
    name: 'Chat gateway',
    row: 'Chat gateway',
    scope: 'project',
    section: 'channels',
    purpose: {
      en: 'Chat messages: the message history, and send, get or remove a message.',
      ru: 'Сообщения чата: история сообщений, отправка, получение и удаление сообщения.',
      cn: '聊天消息：消息历史，以及发送、获取或删除消息。',
    },
    operations: listed('List history message', 'Send message', 'Get one message', 'Remove message'),
  },
  {
    name: 'Broadcast',
    row: 'Broadcast',
    scope: 'project',
    section: 'streaming',
    // Not plain: what "Connect channel, long polling" does is not stated.
    purpose: null,
    operations: listed('Connect channel, long polling', 'Get restreams'),
  },
  {
    name: 'Release',
    row: 'Release',
    scope: 'public',
    section: 'content',
    purpose: {
      en: 'The current version of the app.',
      ru: 'Текущая версия приложения.',
      cn: '应用的当前版本。',
    },
    operations: listed('Get current version app'),
  },
  {
    name: 'Live',
    row: 'Live',
    scope: 'project',
    section: 'streaming',
    // Not plain: what "live info" holds is not stated.
    purpose: null,
    operations: listed('View live info'),
  },
  {
    name: 'Analytics',
    row: 'Analytics',
    scope: 'project',
    section: 'project',
    purpose: {
      en: 'Stream analytics: bitrate, viewers and events for a stream.',
      ru: 'Аналитика потока: битрейт, зрители и события потока.',
      cn: '直播流分析：码率、观众和事件。',
    },
    operations: listed('Bitrate for stream', 'Viewers for stream', 'Events for stream'),
  },
  {
    name: 'Promo',
    row: 'Promo',
    scope: 'account',
    section: 'billing',
    purpose: {
      en: 'Promo codes: check and apply a code.',
      ru: 'Промокоды: проверка и применение кода.',
      cn: '优惠码：检查和使用优惠码。',
    },
    operations: listed('Check code', 'Apply code'),
  },
  {
    name: 'Referrals',
    row: 'Referrals',
    scope: 'account',
    section: 'account',
    purpose: {
      en: 'Total referral info.',
      ru: 'Общие сведения о рефералах.',
      cn: '推荐汇总信息。',
    },
    operations: listed('Total info'),
  },
  {
    name: 'Pull servers',
    row: 'Pull servers',
    scope: 'public',
    section: 'streaming',
    purpose: {
      en: 'List of pull servers.',
      ru: 'Список pull-серверов.',
      cn: '拉流服务器列表。',
    },
    operations: listed('Get pull servers'),
  },
];

/** How many operations the document says the group has (a line may stand for several). */
export function operationCount(group: CatalogGroup): number {
  return group.operations.reduce((sum, op) => sum + (op.count ?? 1), 0);
}
