/**
 * Words of the operation pages and of the group pages' "described by this service" parts, in the three interface
 * languages. Loaded with those pages only. Operation, parameter and field names are the service's identifiers and
 * are never translated.
 */
import type { Lang } from '../catalog-types.ts';

export interface OperationMessages {
  // The description, on group pages
  descriptionLoading: string;
  descriptionFailed: (reason: string) => string;
  reasons: {
    http: (status: number) => string;
    network: string;
    timeout: string;
    notJson: string;
    notObject: string;
    swagger2: string;
    notOpenapi: string;
    unsupportedVersion: (version: string) => string;
    noPaths: string;
    other: string;
  };
  tryAgain: string;
  documentColumn: string;
  serviceColumn: string;
  notDescribed: string;
  alsoDescribed: string;
  alsoDescribedIntro: string;
  noneAlsoDescribed: string;
  describedSection: string;
  describedSectionIntro: string;
  methodAndPath: string;
  // The operation page
  documented: (section: string) => string;
  describedByService: string;
  deprecated: string;
  sessionOnly: string;
  notInDescription: (key: string) => string;
  notInGroup: (group: string) => string;
  backToGroup: (group: string) => string;
  serviceSays: string;
  parameters: string;
  noParameters: string;
  location: Record<'query' | 'path' | 'header' | 'cookie', string>;
  required: string;
  setByDashboard: string;
  fromProject: (id: number) => string;
  defaultNotSent: (value: string) => string;
  notSent: string;
  choose: string;
  requestBody: (mediaType: string) => string;
  jsonEditor: string;
  jsonHint: string;
  unsupportedBody: (types: string) => string;
  alsoAccepts: (types: string) => string;
  files: string;
  preview: string;
  run: string;
  running: string;
  confirmTitle: string;
  confirmBody: (method: string, path: string) => string;
  confirmValues: string;
  confirmNoValues: string;
  confirm: string;
  cancel: string;
  problems: {
    required: string;
    'not-integer': string;
    'not-number': string;
    'not-boolean': string;
    'not-date': string;
    'not-allowed': string;
    'dot-segment': string;
    'not-json': (detail: string) => string;
    cookie: string;
    schema: (path: string, message: string) => string;
  };
  fixProblems: (count: number) => string;
  // Results
  result: string;
  noResultYet: string;
  status: string;
  time: string;
  milliseconds: (value: string) => string;
  refresh: string;
  rawJson: string;
  readable: string;
  copy: string;
  copied: string;
  showMore: (shown: number, total: number) => string;
  rows: (count: number) => string;
  emptyBody: string;
  notJsonBody: string;
  differs: (place: string) => string;
  yes: string;
  no: string;
  items: (count: number) => string;
  fields: (count: number) => string;
  serviceError: string;
}

export const operationMessages: Record<Lang, OperationMessages> = {
  en: {
    descriptionLoading: 'Reading this service’s description of its operations…',
    descriptionFailed: (reason) => `This service’s description of its operations could not be read: ${reason} The operations are listed as the interface document gives them.`,
    reasons: {
      http: (status) => `it answered HTTP ${status}.`,
      network: 'it could not be reached.',
      timeout: 'it took too long to answer.',
      notJson: 'it is not JSON (YAML is not supported).',
      notObject: 'it is not a JSON object.',
      swagger2: 'it is a Swagger 2.0 document; only OpenAPI 3.0 and 3.1 are supported.',
      notOpenapi: 'it is not an OpenAPI document.',
      unsupportedVersion: (version) => `it is OpenAPI ${version}; only 3.0 and 3.1 are supported.`,
      noPaths: 'it describes no operations.',
      other: 'it could not be used.',
    },
    tryAgain: 'Try again',
    documentColumn: 'Interface document',
    serviceColumn: 'This service',
    notDescribed: 'Not described',
    alsoDescribed: 'Also described by this service',
    alsoDescribedIntro: 'Operations this service tags with this group whose names the interface document does not list.',
    noneAlsoDescribed: 'None: every operation this service tags with this group is listed above.',
    describedSection: 'Operations of this group',
    describedSectionIntro: 'The restream tariff operations, as the interface document lists them and as this service describes them.',
    methodAndPath: 'Method and path',
    documented: (section) => `Documented by the interface document (${section})`,
    describedByService: 'Described by this service',
    deprecated: 'Deprecated by the service',
    sessionOnly: 'The dashboard’s session layer sends this operation itself (signing in, refreshing and signing out), so it cannot be run from here.',
    notInDescription: (key) => `This service’s description has no operation “${key}”.`,
    notInGroup: (group) => `This operation is not tagged with ${group} in this service’s description.`,
    backToGroup: (group) => `All operations of ${group}`,
    serviceSays: 'What the service says about it',
    parameters: 'Parameters',
    noParameters: 'This operation takes no parameters.',
    location: { query: 'query', path: 'path', header: 'header', cookie: 'cookie' },
    required: 'required',
    setByDashboard: 'set by the dashboard for every request',
    fromProject: (id) => `from the project open (${id})`,
    defaultNotSent: (value) => `The service’s default is ${value}; it is not sent unless you enter it.`,
    notSent: 'Not sent',
    choose: 'Choose…',
    requestBody: (mediaType) => `Request body (${mediaType})`,
    jsonEditor: 'JSON',
    jsonHint: 'Checked against the operation’s schema before it is sent.',
    unsupportedBody: (types) => `This operation takes a request body as ${types}, which the dashboard cannot send.`,
    alsoAccepts: (types) => `The service also accepts ${types}.`,
    files: 'Files',
    preview: 'Request that will be sent',
    run: 'Run',
    running: 'Running…',
    confirmTitle: 'Send this request?',
    confirmBody: (method, path) => `This sends ${method} ${path} to the service. Requests other than GET may change data.`,
    confirmValues: 'With these values:',
    confirmNoValues: 'With no values.',
    confirm: 'Confirm',
    cancel: 'Cancel',
    problems: {
      required: 'Required.',
      'not-integer': 'Enter a whole number.',
      'not-number': 'Enter a number.',
      'not-boolean': 'Choose true or false.',
      'not-date': 'Enter a date and time.',
      'not-allowed': 'Choose one of the listed values.',
      'dot-segment': '“.” and “..” cannot be sent as a path value: the address would point elsewhere.',
      'not-json': (detail) => `This is not JSON: ${detail}`,
      cookie: 'A web page cannot send cookies to the service; this parameter is not sent.',
      schema: (path, message) => `Does not match the schema at ${path}: ${message}`,
    },
    fixProblems: (count) => (count === 1 ? 'One field needs attention before this can be sent.' : `${count} fields need attention before this can be sent.`),
    result: 'Result',
    noResultYet: 'No result yet: fill in the form and press Run.',
    status: 'Status',
    time: 'Time',
    milliseconds: (value) => `${value} ms`,
    refresh: 'Refresh',
    rawJson: 'Raw JSON',
    readable: 'Readable',
    copy: 'Copy',
    copied: 'Copied',
    showMore: (shown, total) => `Show more (${shown} of ${total} shown)`,
    rows: (count) => (count === 1 ? '1 row' : `${count} rows`),
    emptyBody: 'The answer has no body.',
    notJsonBody: 'The answer is not JSON; it is shown as text.',
    differs: (place) => `The answer differs from the service’s own schema, first at ${place}. It is shown as it came.`,
    yes: 'Yes',
    no: 'No',
    items: (count) => (count === 1 ? '1 item' : `${count} items`),
    fields: (count) => (count === 1 ? '1 field' : `${count} fields`),
    serviceError: 'The service refused the request',
  },
  ru: {
    descriptionLoading: 'Читаем описание операций этого сервиса…',
    descriptionFailed: (reason) => `Не удалось прочитать описание операций этого сервиса: ${reason} Операции перечислены так, как их приводит документ интерфейса.`,
    reasons: {
      http: (status) => `сервис ответил HTTP ${status}.`,
      network: 'сервис недоступен.',
      timeout: 'сервис слишком долго не отвечал.',
      notJson: 'это не JSON (YAML не поддерживается).',
      notObject: 'это не JSON-объект.',
      swagger2: 'это документ Swagger 2.0; поддерживаются только OpenAPI 3.0 и 3.1.',
      notOpenapi: 'это не документ OpenAPI.',
      unsupportedVersion: (version) => `это OpenAPI ${version}; поддерживаются только 3.0 и 3.1.`,
      noPaths: 'в нём не описано ни одной операции.',
      other: 'его не удалось использовать.',
    },
    tryAgain: 'Повторить',
    documentColumn: 'Документ интерфейса',
    serviceColumn: 'Этот сервис',
    notDescribed: 'Не описана',
    alsoDescribed: 'Также описаны этим сервисом',
    alsoDescribedIntro: 'Операции, которые сервис относит к этой группе, но названий которых нет в документе интерфейса.',
    noneAlsoDescribed: 'Нет: все операции, которые сервис относит к этой группе, перечислены выше.',
    describedSection: 'Операции этой группы',
    describedSectionIntro: 'Операции тарифа рестрима — как их перечисляет документ интерфейса и как их описывает этот сервис.',
    methodAndPath: 'Метод и путь',
    documented: (section) => `Описана в документе интерфейса (${section})`,
    describedByService: 'Описана этим сервисом',
    deprecated: 'Сервис считает её устаревшей',
    sessionOnly: 'Эту операцию панель отправляет сама, на уровне сессии (вход, обновление токена, выход), поэтому запустить её отсюда нельзя.',
    notInDescription: (key) => `В описании этого сервиса нет операции «${key}».`,
    notInGroup: (group) => `В описании этого сервиса эта операция не относится к группе ${group}.`,
    backToGroup: (group) => `Все операции ${group}`,
    serviceSays: 'Что о ней говорит сервис',
    parameters: 'Параметры',
    noParameters: 'У этой операции нет параметров.',
    location: { query: 'query', path: 'path', header: 'header', cookie: 'cookie' },
    required: 'обязательный',
    setByDashboard: 'задаётся панелью для каждого запроса',
    fromProject: (id) => `из открытого проекта (${id})`,
    defaultNotSent: (value) => `Значение по умолчанию у сервиса — ${value}; оно не отправляется, пока вы его не введёте.`,
    notSent: 'Не отправлять',
    choose: 'Выберите…',
    requestBody: (mediaType) => `Тело запроса (${mediaType})`,
    jsonEditor: 'JSON',
    jsonHint: 'Перед отправкой проверяется по схеме операции.',
    unsupportedBody: (types) => `Эта операция принимает тело запроса в виде ${types}, а панель такое отправить не может.`,
    alsoAccepts: (types) => `Сервис также принимает ${types}.`,
    files: 'Файлы',
    preview: 'Запрос, который будет отправлен',
    run: 'Выполнить',
    running: 'Выполняется…',
    confirmTitle: 'Отправить этот запрос?',
    confirmBody: (method, path) => `Будет отправлен запрос ${method} ${path}. Запросы, отличные от GET, могут изменить данные.`,
    confirmValues: 'Со значениями:',
    confirmNoValues: 'Без значений.',
    confirm: 'Подтвердить',
    cancel: 'Отмена',
    problems: {
      required: 'Обязательное поле.',
      'not-integer': 'Введите целое число.',
      'not-number': 'Введите число.',
      'not-boolean': 'Выберите true или false.',
      'not-date': 'Введите дату и время.',
      'not-allowed': 'Выберите одно из перечисленных значений.',
      'dot-segment': '«.» и «..» нельзя отправить как часть пути: адрес указал бы на другое место.',
      'not-json': (detail) => `Это не JSON: ${detail}`,
      cookie: 'Веб-страница не может отправить сервису cookie; этот параметр не отправляется.',
      schema: (path, message) => `Не соответствует схеме в ${path}: ${message}`,
    },
    fixProblems: (count) => `Перед отправкой исправьте поля (${count}).`,
    result: 'Результат',
    noResultYet: 'Результата пока нет: заполните форму и нажмите «Выполнить».',
    status: 'Статус',
    time: 'Время',
    milliseconds: (value) => `${value} мс`,
    refresh: 'Обновить',
    rawJson: 'Исходный JSON',
    readable: 'Читаемый вид',
    copy: 'Копировать',
    copied: 'Скопировано',
    showMore: (shown, total) => `Показать ещё (показано ${shown} из ${total})`,
    rows: (count) => `строк: ${count}`,
    emptyBody: 'У ответа нет тела.',
    notJsonBody: 'Ответ не в формате JSON; он показан как текст.',
    differs: (place) => `Ответ не соответствует собственной схеме сервиса, впервые в ${place}. Он показан как есть.`,
    yes: 'Да',
    no: 'Нет',
    items: (count) => `элементов: ${count}`,
    fields: (count) => `полей: ${count}`,
    serviceError: 'Сервис отклонил запрос',
  },
  cn: {
    descriptionLoading: '正在读取此服务对其操作的描述…',
    descriptionFailed: (reason) => `无法读取此服务对其操作的描述：${reason}以下按接口文档列出操作。`,
    reasons: {
      http: (status) => `服务返回了 HTTP ${status}。`,
      network: '无法连接到服务。',
      timeout: '服务响应超时。',
      notJson: '它不是 JSON（不支持 YAML）。',
      notObject: '它不是 JSON 对象。',
      swagger2: '它是 Swagger 2.0 文档；仅支持 OpenAPI 3.0 和 3.1。',
      notOpenapi: '它不是 OpenAPI 文档。',
      unsupportedVersion: (version) => `它是 OpenAPI ${version}；仅支持 3.0 和 3.1。`,
      noPaths: '其中没有描述任何操作。',
      other: '无法使用。',
    },
    tryAgain: '重试',
    documentColumn: '接口文档',
    serviceColumn: '此服务',
    notDescribed: '未描述',
    alsoDescribed: '此服务还描述了',
    alsoDescribedIntro: '此服务归入该分组、但接口文档未列出其名称的操作。',
    noneAlsoDescribed: '无：此服务归入该分组的操作均已在上方列出。',
    describedSection: '该分组的操作',
    describedSectionIntro: '转播套餐的操作：接口文档所列的，以及此服务所描述的。',
    methodAndPath: '方法和路径',
    documented: (section) => `接口文档已记录（${section}）`,
    describedByService: '此服务已描述',
    deprecated: '服务已将其标记为弃用',
    sessionOnly: '此操作由控制台的会话层自行发送（登录、刷新令牌和退出），因此不能在此运行。',
    notInDescription: (key) => `此服务的描述中没有操作“${key}”。`,
    notInGroup: (group) => `在此服务的描述中，该操作不属于 ${group} 分组。`,
    backToGroup: (group) => `${group} 的全部操作`,
    serviceSays: '服务对它的说明',
    parameters: '参数',
    noParameters: '此操作没有参数。',
    location: { query: 'query', path: 'path', header: 'header', cookie: 'cookie' },
    required: '必填',
    setByDashboard: '由控制台为每个请求填写',
    fromProject: (id) => `来自当前打开的项目（${id}）`,
    defaultNotSent: (value) => `服务的默认值为 ${value}；除非您填写，否则不会发送。`,
    notSent: '不发送',
    choose: '请选择…',
    requestBody: (mediaType) => `请求体（${mediaType}）`,
    jsonEditor: 'JSON',
    jsonHint: '发送前会按操作的 schema 进行检查。',
    unsupportedBody: (types) => `此操作的请求体格式为 ${types}，控制台无法发送。`,
    alsoAccepts: (types) => `服务也接受 ${types}。`,
    files: '文件',
    preview: '将要发送的请求',
    run: '运行',
    running: '正在运行…',
    confirmTitle: '发送此请求？',
    confirmBody: (method, path) => `将向服务发送 ${method} ${path}。GET 以外的请求可能会修改数据。`,
    confirmValues: '使用以下值：',
    confirmNoValues: '不带任何值。',
    confirm: '确认',
    cancel: '取消',
    problems: {
      required: '必填。',
      'not-integer': '请输入整数。',
      'not-number': '请输入数字。',
      'not-boolean': '请选择 true 或 false。',
      'not-date': '请输入日期和时间。',
      'not-allowed': '请选择所列的值之一。',
      'dot-segment': '“.”和“..”不能作为路径中的值发送：地址会指向别处。',
      'not-json': (detail) => `这不是 JSON：${detail}`,
      cookie: '网页无法向服务发送 cookie；此参数不会发送。',
      schema: (path, message) => `在 ${path} 处不符合 schema：${message}`,
    },
    fixProblems: (count) => `发送前请先处理 ${count} 个字段。`,
    result: '结果',
    noResultYet: '暂无结果：请填写表单并点击“运行”。',
    status: '状态',
    time: '耗时',
    milliseconds: (value) => `${value} 毫秒`,
    refresh: '刷新',
    rawJson: '原始 JSON',
    readable: '可读视图',
    copy: '复制',
    copied: '已复制',
    showMore: (shown, total) => `显示更多（已显示 ${shown} / ${total}）`,
    rows: (count) => `${count} 行`,
    emptyBody: '响应没有正文。',
    notJsonBody: '响应不是 JSON，按文本显示。',
    differs: (place) => `响应与服务自己的 schema 不符，首处在 ${place}。按原样显示。`,
    yes: '是',
    no: '否',
    items: (count) => `${count} 项`,
    fields: (count) => `${count} 个字段`,
    serviceError: '服务拒绝了该请求',
  },
};
