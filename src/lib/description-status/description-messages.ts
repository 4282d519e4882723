/**
 * Words about reading the deployment's description, shared by the group pages (catalog) and the operation pages
 * (operations), in the three interface languages. Loaded with those pages only.
 */
import { defineMessages } from '../i18n/message-table.ts';

export interface DescriptionMessages {
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
  deprecated: string;
}

export const descriptionMessages = defineMessages<DescriptionMessages>({
  en: {
    descriptionLoading: 'Reading this service’s description of its operations…',
    descriptionFailed: (reason) =>
      `This service’s description of its operations could not be read: ${reason} The operations are listed as the interface document gives them.`,
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
