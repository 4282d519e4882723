/**
 * Words of the operation pages, in the three interface languages. Loaded with those pages only. Operation, parameter
 * and field names are the service's identifiers and are never translated.
 */
import { defineMessages } from '../../lib/i18n/message-table.ts';

export interface OperationMessages {
  /** Why a request was not sent (lib/api/errors.ts RequestNotSentError): only the console's requests can be. */
  notSentReasons: {
    pathOutsideService: (path: string) => string;
    browserRefused: string;
    bodyNotAllowed: (method: string) => string;
    headerInvalid: (name: string) => string;
  };
  documented: (section: string) => string;
  describedByService: string;
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
  copyCurl: string;
  copyFetch: string;
  includeSecrets: string;
  /** What the copied request holds in place of the session's token. */
  copyHint: string;
  run: string;
  running: string;
  runShortcut: string;
  cancelRun: string;
  /** Seconds since the request left. */
  elapsed: (seconds: number) => string;
  cancelled: string;
  confirmTitle: string;
  confirmBody: (method: string, path: string) => string;
  confirmValues: string;
  confirmNoValues: string;
  confirm: string;
  cancel: string;
  problems: {
    required: string;
    'dot-segment': string;
    'not-json': (detail: string) => string;
    cookie: string;
    schema: (path: string, message: string) => string;
  };
  fixProblems: (count: number) => string;
  result: string;
  noResultYet: string;
  status: string;
  time: string;
  milliseconds: (value: string) => string;
  refresh: string;
  rawJson: string;
  readable: string;
  copy: string;
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
  // Warnings, sending anyway, examples, answers' checks and secrets
  cannotSend: string;
  sendAnyway: string;
  confirmAnyway: (count: number) => string;
  descriptionContradiction: (place: string, detail: string) => string;
  success: (status: number) => string;
  notChecked: Record<'timeout' | 'failed' | 'unavailable', string>;
  show: string;
  hiddenValue: string;
  showSecrets: string;
  moreColumns: (shown: number, total: number) => string;
  example: string;
  generatedExample: string;
  /** Beside a field whose values a described list offers. */
  pickFrom: (operation: string) => string;
  /** The places of a built example no sample could fit: left plain for the user. */
  exampleUnfilled: (places: string) => string;
  exampleNumber: (n: number) => string;
  resetToExample: string;
  fillWithExamples: string;
  // Effects, and what was typed when the session ended
  confirmEffectGet: string;
  draftKept: string;
  draftRestore: string;
  draftDiscard: string;
}

export const operationMessages = defineMessages<OperationMessages>({
  en: {
    notSentReasons: {
      pathOutsideService: (path) =>
        `This operation’s path (“${path}”) leads outside the service’s base URL, so it was not sent. The service description may be wrong; ask its maintainers.`,
      browserRefused:
        'The browser refused to send this request, so nothing reached the service. Check the values you entered.',
      bodyNotAllowed: (method) =>
        `A ${method} request cannot carry a body, so the browser did not send it. Nothing reached the service.`,
      headerInvalid: (name) =>
        `The value of the header “${name}” holds a character a header cannot carry (a line break, say), so the browser did not send the request. Nothing reached the service.`,
    },
    documented: (section) => `Documented by the interface document (${section})`,
    describedByService: 'Described by this service',
    sessionOnly:
      'The dashboard’s session layer sends this operation itself (signing in, refreshing and signing out), so it cannot be run from here.',
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
    copyCurl: 'Copy as curl',
    copyFetch: 'Copy as fetch',
    includeSecrets: 'Include secrets',
    copyHint: 'The copy names your access token $ACCESS_TOKEN; secrets are masked unless you include them.',
    run: 'Run',
    running: 'Running…',
    runShortcut: 'Ctrl+Enter or ⌘+Enter runs from any field.',
    cancelRun: 'Cancel request',
    elapsed: (seconds) => `Running for ${seconds} s`,
    cancelled: 'The request was cancelled. The form keeps its values.',
    confirmTitle: 'Send this request?',
    confirmBody: (method, path) =>
      `This sends ${method} ${path} to the service. Requests other than GET may change data.`,
    confirmValues: 'With these values:',
    confirmNoValues: 'With no values.',
    confirm: 'Confirm',
    cancel: 'Cancel',
    problems: {
      required: 'Required.',
      'dot-segment': '“.” and “..” cannot be sent as a path value: the address would point elsewhere.',
      'not-json': (detail) => `This is not JSON: ${detail}`,
      cookie: 'A web page cannot send cookies to the service; this parameter is not sent.',
      schema: (path, message) => `Does not match the schema at ${path}: ${message}`,
    },
    fixProblems: (count) =>
      count === 1
        ? 'The form warns about one value. Correct it, or send anyway: the service decides what it accepts.'
        : `The form warns about ${count} values. Correct them, or send anyway: the service decides what it accepts.`,
    result: 'Result',
    noResultYet: 'No result yet: fill in the form and press Run.',
    status: 'Status',
    time: 'Time',
    milliseconds: (value) => `${value} ms`,
    refresh: 'Refresh',
    rawJson: 'Raw JSON',
    readable: 'Readable',
    copy: 'Copy',
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
    cannotSend: 'A value cannot be sent as it is: correct it first.',
    sendAnyway: 'Send anyway',
    confirmAnyway: (count) =>
      count === 1
        ? 'The form warned about one value; it is sent as you entered it.'
        : `The form warned about ${count} values; they are sent as you entered them.`,
    descriptionContradiction: (place, detail) =>
      `The service’s description contradicts itself here (at ${place}: ${detail}): no value can satisfy its schema, so the page cannot check this. The service decides what it accepts.`,
    success: (status) => `The service accepted the request (HTTP ${status}).`,
    notChecked: {
      timeout: 'The answer was not checked against the service’s schema: the check took too long.',
      failed: 'The answer was not checked against the service’s schema: the check failed.',
      unavailable: 'The answer was not checked against the service’s schema: the checker could not be loaded.',
    },
    show: 'Show',
    hiddenValue: 'hidden',
    showSecrets: 'Show secrets',
    moreColumns: (shown, total) => `More columns (${shown} of ${total} shown)`,
    example: 'Example',
    generatedExample: 'Built from the schema',
    pickFrom: (operation) => `Choices from “${operation}”; you can also type a value.`,
    exampleUnfilled: (places) =>
      `No value fitting the schema could be built for ${places}: left plain for you to fill in, nothing invented.`,
    exampleNumber: (n) => `Example ${n}`,
    resetToExample: 'Reset to example',
    fillWithExamples: 'Fill with examples',
    confirmEffectGet:
      'Its name says this operation changes something, so although it is a GET it is sent only when you confirm.',
    draftKept:
      'Your session ended while you were filling in this form. The values you had typed were kept (secrets never are).',
    draftRestore: 'Restore them',
    draftDiscard: 'Discard',
  },
  ru: {
    notSentReasons: {
      pathOutsideService: (path) =>
        `Путь этой операции («${path}») выходит за пределы базового URL сервиса, поэтому запрос не отправлен. Возможно, ошибка в описании сервиса — сообщите его авторам.`,
      browserRefused:
        'Браузер отказался отправить этот запрос, до сервиса ничего не дошло. Проверьте введённые значения.',
      bodyNotAllowed: (method) =>
        `Запрос ${method} не может содержать тело, поэтому браузер его не отправил. До сервиса ничего не дошло.`,
      headerInvalid: (name) =>
        `Значение заголовка «${name}» содержит недопустимый символ (например, перевод строки), поэтому браузер не отправил запрос. До сервиса ничего не дошло.`,
    },
    documented: (section) => `Описана в документе интерфейса (${section})`,
    describedByService: 'Описана этим сервисом',
    sessionOnly:
      'Эту операцию панель отправляет сама, на уровне сессии (вход, обновление токена, выход), поэтому запустить её отсюда нельзя.',
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
    defaultNotSent: (value) =>
      `Значение по умолчанию у сервиса — ${value}; оно не отправляется, пока вы его не введёте.`,
    notSent: 'Не отправлять',
    choose: 'Выберите…',
    requestBody: (mediaType) => `Тело запроса (${mediaType})`,
    jsonEditor: 'JSON',
    jsonHint: 'Перед отправкой проверяется по схеме операции.',
    unsupportedBody: (types) =>
      `Эта операция принимает тело запроса в виде ${types}, а панель такое отправить не может.`,
    alsoAccepts: (types) => `Сервис также принимает ${types}.`,
    files: 'Файлы',
    preview: 'Запрос, который будет отправлен',
    copyCurl: 'Копировать как curl',
    copyFetch: 'Копировать как fetch',
    includeSecrets: 'Включить секреты',
    copyHint: 'В копии токен доступа записан как $ACCESS_TOKEN; секреты скрыты, если не включить их.',
    run: 'Выполнить',
    running: 'Выполняется…',
    runShortcut: 'Ctrl+Enter или ⌘+Enter выполняет запрос из любого поля.',
    cancelRun: 'Отменить запрос',
    elapsed: (seconds) => `Выполняется ${seconds} с`,
    cancelled: 'Запрос отменён. Значения формы сохранены.',
    confirmTitle: 'Отправить этот запрос?',
    confirmBody: (method, path) =>
      `Будет отправлен запрос ${method} ${path}. Запросы, отличные от GET, могут изменить данные.`,
    confirmValues: 'Со значениями:',
    confirmNoValues: 'Без значений.',
    confirm: 'Подтвердить',
    cancel: 'Отмена',
    problems: {
      required: 'Обязательное поле.',
      'dot-segment': '«.» и «..» нельзя отправить как часть пути: адрес указал бы на другое место.',
      'not-json': (detail) => `Это не JSON: ${detail}`,
      cookie: 'Веб-страница не может отправить сервису cookie; этот параметр не отправляется.',
      schema: (path, message) => `Не соответствует схеме в ${path}: ${message}`,
    },
    fixProblems: (count) =>
      `Предупреждений формы: ${count}. Исправьте значения или отправьте всё равно — что принимать, решает сервис.`,
    result: 'Результат',
    noResultYet: 'Результата пока нет: заполните форму и нажмите «Выполнить».',
    status: 'Статус',
    time: 'Время',
    milliseconds: (value) => `${value} мс`,
    refresh: 'Обновить',
    rawJson: 'Исходный JSON',
    readable: 'Читаемый вид',
    copy: 'Копировать',
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
    cannotSend: 'Значение нельзя отправить в таком виде: сначала исправьте его.',
    sendAnyway: 'Отправить всё равно',
    confirmAnyway: (count) => `Форма предупреждала о значениях (${count}); они отправятся так, как вы их ввели.`,
    descriptionContradiction: (place, detail) =>
      `Описание сервиса здесь противоречит само себе (${place}: ${detail}): под его схему не подходит ни одно значение, поэтому страница не может это проверить. Что принимать, решает сервис.`,
    success: (status) => `Сервис выполнил запрос (HTTP ${status}).`,
    notChecked: {
      timeout: 'Ответ не сверен со схемой сервиса: проверка заняла слишком много времени.',
      failed: 'Ответ не сверен со схемой сервиса: проверка не удалась.',
      unavailable: 'Ответ не сверен со схемой сервиса: не удалось загрузить проверку.',
    },
    show: 'Показать',
    hiddenValue: 'скрыто',
    showSecrets: 'Показать секреты',
    moreColumns: (shown, total) => `Ещё столбцы (показано ${shown} из ${total})`,
    example: 'Пример',
    generatedExample: 'Построен по схеме',
    pickFrom: (operation) => `Варианты из «${operation}»; можно ввести значение вручную.`,
    exampleUnfilled: (places) =>
      `Для ${places} не удалось построить значение по схеме: поле оставлено пустым, ничего не придумано.`,
    exampleNumber: (n) => `Пример ${n}`,
    resetToExample: 'Вернуть пример',
    fillWithExamples: 'Заполнить примерами',
    confirmEffectGet:
      'По названию эта операция что-то меняет, поэтому, хотя это GET, она отправляется только после подтверждения.',
    draftKept:
      'Сеанс завершился, пока вы заполняли эту форму. Введённые значения сохранены (секреты не сохраняются никогда).',
    draftRestore: 'Восстановить',
    draftDiscard: 'Отбросить',
  },
  cn: {
    notSentReasons: {
      pathOutsideService: (path) =>
        `此操作的路径（“${path}”）超出了服务的基础 URL，因此未发送。服务描述可能有误，请联系其维护者。`,
      browserRefused: '浏览器拒绝发送此请求，服务未收到任何内容。请检查您输入的值。',
      bodyNotAllowed: (method) => `${method} 请求不能包含请求体，因此浏览器未发送。服务未收到任何内容。`,
      headerInvalid: (name) =>
        `请求头“${name}”的值包含请求头不允许的字符（例如换行符），因此浏览器未发送该请求。服务未收到任何内容。`,
    },
    documented: (section) => `接口文档已记录（${section}）`,
    describedByService: '此服务已描述',
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
    copyCurl: '复制为 curl',
    copyFetch: '复制为 fetch',
    includeSecrets: '包含机密值',
    copyHint: '副本中的访问令牌写作 $ACCESS_TOKEN；除非选择包含，机密值会被遮盖。',
    run: '运行',
    running: '正在运行…',
    runShortcut: '在任意字段中按 Ctrl+Enter 或 ⌘+Enter 即可运行。',
    cancelRun: '取消请求',
    elapsed: (seconds) => `已运行 ${seconds} 秒`,
    cancelled: '请求已取消。表单保留其值。',
    confirmTitle: '发送此请求？',
    confirmBody: (method, path) => `将向服务发送 ${method} ${path}。GET 以外的请求可能会修改数据。`,
    confirmValues: '使用以下值：',
    confirmNoValues: '不带任何值。',
    confirm: '确认',
    cancel: '取消',
    problems: {
      required: '必填。',
      'dot-segment': '“.”和“..”不能作为路径中的值发送：地址会指向别处。',
      'not-json': (detail) => `这不是 JSON：${detail}`,
      cookie: '网页无法向服务发送 cookie；此参数不会发送。',
      schema: (path, message) => `在 ${path} 处不符合 schema：${message}`,
    },
    fixProblems: (count) => `表单对 ${count} 个值给出了警告。请更正，或仍然发送：是否接受由服务决定。`,
    result: '结果',
    noResultYet: '暂无结果：请填写表单并点击“运行”。',
    status: '状态',
    time: '耗时',
    milliseconds: (value) => `${value} 毫秒`,
    refresh: '刷新',
    rawJson: '原始 JSON',
    readable: '可读视图',
    copy: '复制',
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
    cannotSend: '有值无法按原样发送：请先更正。',
    sendAnyway: '仍然发送',
    confirmAnyway: (count) => `表单对 ${count} 个值给出了警告；它们将按您输入的原样发送。`,
    descriptionContradiction: (place, detail) =>
      `该服务的描述在此处自相矛盾（${place}：${detail}）：没有任何值能满足其模式，因此页面无法检查。是否接受由服务决定。`,
    success: (status) => `服务已接受请求（HTTP ${status}）。`,
    notChecked: {
      timeout: '未按服务的模式检查回答：检查耗时过长。',
      failed: '未按服务的模式检查回答：检查失败。',
      unavailable: '未按服务的模式检查回答：无法加载检查程序。',
    },
    show: '显示',
    hiddenValue: '已隐藏',
    showSecrets: '显示机密值',
    moreColumns: (shown, total) => `更多列（已显示 ${shown} / ${total}）`,
    example: '示例',
    generatedExample: '根据模式生成',
    pickFrom: (operation) => `选项来自“${operation}”；也可以直接输入值。`,
    exampleUnfilled: (places) => `无法为 ${places} 构建符合模式的值：已留空供您填写，未编造任何值。`,
    exampleNumber: (n) => `示例 ${n}`,
    resetToExample: '恢复示例',
    fillWithExamples: '用示例填充',
    confirmEffectGet: '从名称看，此操作会更改内容，因此尽管它是 GET 请求，也只有在您确认后才会发送。',
    draftKept: '您填写此表单时会话已结束。您输入的值已保留（密钥等机密信息从不保留）。',
    draftRestore: '恢复',
    draftDiscard: '丢弃',
  },
});
