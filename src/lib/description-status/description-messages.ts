/**
 * Words about reading the deployment's description and about a part it does not describe, as the API section says
 * them (the group pages, the operation pages, Settings → Advanced), in the three interface languages. A designed page
 * says the same states in a person's words (`plain-description-messages.ts`); `DescriptionWords` picks the table.
 */
import { defineMessages } from '../i18n/message-table.ts';
import type { DescriptionMessages } from './description-words.ts';

export const descriptionMessages = defineMessages<DescriptionMessages>({
  en: {
    descriptionLoading: 'Reading this service’s description of its operations…',
    descriptionFailed: (reason) =>
      `This service’s description of its operations could not be read: ${reason} The operations are listed as the interface document gives them.`,
    notConfigured:
      'This deployment publishes no description of its operations (serviceDescriptionUrl in config.json), and this part of the dashboard is built from it.',
    pageFailed: (reason) =>
      `The service’s description of its operations, which this part of the dashboard is built from, could not be read: ${reason}`,
    instead: 'Here is what the interface document lists.',
    part: {
      namesEveryPart: true,
      notDescribed: (name, group) =>
        `This deployment does not describe “${name}” (${group}), so this part is not shown.`,
      notARead: (name, group, method) =>
        `This deployment describes “${name}” (${group}) as ${method}, not as a read, so the dashboard does not send it by itself and this part is not shown.`,
      needs: (name, group, field) =>
        `“${name}” (${group}) asks for ${field}, which this page does not have, so this part is not shown.`,
      otherShape: (name, group) =>
        `This deployment describes “${name}” (${group}) in a shape this page cannot use, so this part is not shown.`,
      unreadable: (name, group) => `The answer to “${name}” (${group}) has a shape this page cannot read.`,
      unsendable: (fields) =>
        `Nothing was sent: the service’s description asks for values this page cannot fill (${fields}); the operation’s own page is listed below.`,
    },
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
    deprecated: 'Deprecated by the service',
  },
  ru: {
    descriptionLoading: 'Читаем описание операций этого сервиса…',
    descriptionFailed: (reason) =>
      `Не удалось прочитать описание операций этого сервиса: ${reason} Операции перечислены так, как их приводит документ интерфейса.`,
    notConfigured:
      'Это развёртывание не публикует описание своих операций (serviceDescriptionUrl в config.json), а эта часть панели строится по нему.',
    pageFailed: (reason) =>
      `Описание операций сервиса, по которому строится эта часть панели, не удалось прочитать: ${reason}`,
    instead: 'Ниже — то, что перечисляет документ интерфейса.',
    part: {
      namesEveryPart: true,
      notDescribed: (name, group) =>
        `Это развёртывание не описывает «${name}» (${group}), поэтому эта часть не показана.`,
      notARead: (name, group, method) =>
        `Это развёртывание описывает «${name}» (${group}) как ${method}, а не как чтение, поэтому панель не отправляет его сама и эта часть не показана.`,
      needs: (name, group, field) =>
        `«${name}» (${group}) требует ${field}, чего у этой страницы нет, поэтому эта часть не показана.`,
      otherShape: (name, group) =>
        `Это развёртывание описывает «${name}» (${group}) в форме, которую эта страница не может использовать, поэтому эта часть не показана.`,
      unreadable: (name, group) =>
        `Ответ на «${name}» (${group}) имеет форму, которую эта страница не может прочитать.`,
      unsendable: (fields) =>
        `Ничего не отправлено: описание сервиса требует значений, которые эта страница не может заполнить (${fields}); страница самой операции — в списке ниже.`,
    },
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
    deprecated: 'Сервис считает её устаревшей',
  },
  cn: {
    descriptionLoading: '正在读取此服务对其操作的描述…',
    descriptionFailed: (reason) => `无法读取此服务对其操作的描述：${reason}以下按接口文档列出操作。`,
    notConfigured:
      '此部署未公开其操作的描述（config.json 中的 serviceDescriptionUrl），而面板的这一部分依据该描述构建。',
    pageFailed: (reason) => `面板这一部分所依据的服务操作描述无法读取：${reason}`,
    instead: '以下是接口文档列出的内容。',
    part: {
      namesEveryPart: true,
      notDescribed: (name, group) => `此部署未描述“${name}”（${group}），因此不显示这一部分。`,
      notARead: (name, group, method) =>
        `此部署将“${name}”（${group}）描述为 ${method}，而不是读取，因此面板不会自行发送，也不显示这一部分。`,
      needs: (name, group, field) => `“${name}”（${group}）需要 ${field}，而本页面没有该值，因此不显示这一部分。`,
      otherShape: (name, group) => `此部署对“${name}”（${group}）的描述形式本页面无法使用，因此不显示这一部分。`,
      unreadable: (name, group) => `“${name}”（${group}）的响应格式本页面无法读取。`,
      unsendable: (fields) => `未发送任何内容：服务的描述要求本页无法填写的值（${fields}）；该操作自己的页面列在下方。`,
    },
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
    deprecated: '服务已将其标记为弃用',
  },
});
