// Error texts follow the request's `language` (document 4.1: ru, en, cn; `cn` is Chinese).
export type Language = 'en' | 'ru' | 'cn';

export const LANGUAGES: readonly Language[] = ['ru', 'en', 'cn'];

export function asLanguage(value: unknown): Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'en';
}

/**
 * The language of a request that names none (a browser sent back by a provider): the first of its `Accept-Language`
 * tags that is one of ours (Chinese as `cn`), read tag by tag; English otherwise.
 */
export function acceptedLanguage(header: string | undefined): Language {
  for (const tag of (header ?? '').slice(0, 256).split(',')) {
    const primary = tag.split(';')[0]!.trim().split('-')[0]!.toLowerCase();
    if (primary === 'zh') return 'cn';
    if (primary === 'ru' || primary === 'en') return primary;
  }
  return 'en';
}

type Text = Record<Language, string>;

// Messages name fields and allowed values only; they never echo what the client sent, which may be a token.
export const messages = {
  invalidContentType: (): Text => ({
    en: 'Content-Type must be application/json',
    ru: 'Content-Type должен быть application/json',
    cn: 'Content-Type 必须是 application/json',
  }),
  invalidJson: (): Text => ({
    en: 'Request body must be a JSON object',
    ru: 'Тело запроса должно быть JSON-объектом',
    cn: '请求体必须是 JSON 对象',
  }),
  payloadTooLarge: (): Text => ({
    en: 'Request body is too large',
    ru: 'Тело запроса слишком большое',
    cn: '请求体过大',
  }),
  missing: (field: string): Text => ({
    en: `"${field}" is required`,
    ru: `Параметр "${field}" обязателен`,
    cn: `缺少必填参数 "${field}"`,
  }),
  oneOf: (field: string, allowed: readonly string[]): Text => ({
    en: `"${field}" must be one of: ${allowed.join(', ')}`,
    ru: `Параметр "${field}" должен принимать одно из значений: ${allowed.join(', ')}`,
    cn: `参数 "${field}" 必须是以下值之一：${allowed.join(', ')}`,
  }),
  notString: (field: string): Text => ({
    en: `"${field}" must be a string`,
    ru: `Параметр "${field}" должен быть строкой`,
    cn: `参数 "${field}" 必须是字符串`,
  }),
  empty: (field: string): Text => ({
    en: `"${field}" must not be empty`,
    ru: `Параметр "${field}" не должен быть пустым`,
    cn: `参数 "${field}" 不能为空`,
  }),
  tooLong: (field: string, max: number): Text => ({
    en: `"${field}" must be at most ${max} characters`,
    ru: `Параметр "${field}" должен быть не длиннее ${max} символов`,
    cn: `参数 "${field}" 最多 ${max} 个字符`,
  }),
  tooMany: (field: string, max: number): Text => ({
    en: `"${field}" may list at most ${max} items`,
    ru: `Параметр "${field}" может содержать не больше ${max} элементов`,
    cn: `参数 "${field}" 最多 ${max} 项`,
  }),
  notPositiveInteger: (field: string): Text => ({
    en: `"${field}" must be a positive integer`,
    ru: `Параметр "${field}" должен быть положительным целым числом`,
    cn: `参数 "${field}" 必须是正整数`,
  }),
  invalidGrant: (): Text => ({
    en: 'The refresh token is invalid, expired, revoked or already used',
    ru: 'Токен обновления недействителен, истёк, отозван или уже использован',
    cn: '刷新令牌无效、已过期、已被撤销或已被使用',
  }),
  fingerprintMismatch: (): Text => ({
    en: 'The refresh token belongs to a different device fingerprint',
    ru: 'Токен обновления принадлежит другому отпечатку устройства',
    cn: '刷新令牌属于其他设备指纹',
  }),
  authorizationMissing: (): Text => ({
    en: 'The Authorization header is missing',
    ru: 'Отсутствует заголовок Authorization',
    cn: '缺少 Authorization 请求头',
  }),
  authorizationMalformed: (): Text => ({
    en: 'The Authorization header must have the form "oauth <access token>"',
    ru: 'Заголовок Authorization должен иметь вид "oauth <access token>"',
    cn: 'Authorization 请求头的格式必须为 "oauth <access token>"',
  }),
  accessTokenInvalid: (): Text => ({
    en: 'The access token is not valid',
    ru: 'Токен доступа недействителен',
    cn: '访问令牌无效',
  }),
  accessTokenExpired: (): Text => ({
    en: 'The access token has expired',
    ru: 'Срок действия токена доступа истёк',
    cn: '访问令牌已过期',
  }),
  unknownProject: (id: string): Text => ({
    en: `Project ${id} does not exist`,
    ru: `Проект ${id} не существует`,
    cn: `项目 ${id} 不存在`,
  }),
  notAllowed: (projectId: number): Text => ({
    en: `Your access to project ${projectId} does not allow this`,
    ru: `Ваш доступ к проекту ${projectId} не позволяет это сделать`,
    cn: `您对项目 ${projectId} 的访问权限不允许此操作`,
  }),
  integerRange: (field: string, min: number, max: number): Text => ({
    en: `"${field}" must be an integer from ${min} to ${max}`,
    ru: `Параметр "${field}" должен быть целым числом от ${min} до ${max}`,
    cn: `参数 "${field}" 必须是 ${min} 到 ${max} 之间的整数`,
  }),
  notDateTime: (field: string): Text => ({
    en: `"${field}" must be an ISO 8601 date-time`,
    ru: `Параметр "${field}" должен быть датой и временем в формате ISO 8601`,
    cn: `参数 "${field}" 必须是 ISO 8601 格式的日期时间`,
  }),
  notAStep: (field: string, step: number): Text => ({
    en: `"${field}" must be a multiple of ${step}`,
    ru: `Параметр "${field}" должен быть кратен ${step}`,
    cn: `参数 "${field}" 必须是 ${step} 的倍数`,
  }),
  unknownPlan: (field: string): Text => ({
    en: `"${field}" names no plan of this kind`,
    ru: `Параметр "${field}" не указывает ни на один тариф этого вида`,
    cn: `参数 "${field}" 不对应此类套餐中的任何套餐`,
  }),
  notNextPlan: (field: string): Text => ({
    en: `"${field}" is not the plan scheduled next for this project`,
    ru: `Параметр "${field}" не совпадает со следующим тарифом проекта`,
    cn: `参数 "${field}" 不是该项目的下一个套餐`,
  }),
  noNextPlan: (): Text => ({
    en: 'No plan is scheduled next for this project',
    ru: 'Следующий тариф для проекта не запланирован',
    cn: '该项目没有已安排的下一个套餐',
  }),
  noCurrentPlan: (): Text => ({
    en: 'This project has no plan of this kind running, so there is nothing to renew',
    ru: 'У проекта нет действующего тарифа этого вида, продлевать нечего',
    cn: '该项目没有正在使用的此类套餐，无需续订',
  }),
  insufficientBalance: (): Text => ({
    en: 'The balance is not enough for this plan',
    ru: 'Недостаточно средств на балансе для этого тарифа',
    cn: '余额不足以购买此套餐',
  }),
  notDocumented: (): Text => ({
    en: 'This operation is not published in the interface document',
    ru: 'Эта операция не описана в документе интерфейса',
    cn: '接口文档中未公布此操作',
  }),
  methodNotAllowed: (allowed: string): Text => ({
    en: `Method not allowed; use ${allowed}`,
    ru: `Метод не поддерживается; используйте ${allowed}`,
    cn: `不支持该方法；请使用 ${allowed}`,
  }),
  tooManySignIns: (seconds: number): Text => ({
    en: `Too many sign-ins from this address: try again in ${seconds} s`,
    ru: `Слишком много входов с этого адреса: попробуйте снова через ${seconds} с`,
    cn: `此地址的登录过多：请在 ${seconds} 秒后重试`,
  }),
  signInsFull: (seconds: number): Text => ({
    en: `Too many people are signed in just now: try again in ${seconds} s`,
    ru: `Сейчас вошло слишком много людей: попробуйте снова через ${seconds} с`,
    cn: `当前登录的人数过多：请在 ${seconds} 秒后重试`,
  }),
  notFound: (): Text => ({
    en: 'Not found',
    ru: 'Не найдено',
    cn: '未找到',
  }),
  internalError: (): Text => ({
    en: 'Internal error',
    ru: 'Внутренняя ошибка',
    cn: '内部错误',
  }),
  serviceReset: (): Text => ({
    en: 'The service was reset while this request waited; nothing was done',
    ru: 'Сервис был сброшен, пока этот запрос ждал; ничего не сделано',
    cn: '此请求等待期间服务已重置；未做任何操作',
  }),
};
