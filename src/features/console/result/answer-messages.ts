/**
 * Words of an answer's headers and downloads on the operation pages, in the three interface languages. Header names,
 * file names and media types are the service's and are never translated.
 */
import { defineMessages } from '../../../lib/i18n/message-table.ts';

export interface AnswerMessages {
  responseHeaders: (count: number) => string;
  headerName: string;
  headerValue: string;
  /** Beside a header whose value is never shown: its name says it is a secret. */
  maskedHeader: string;
  /** The answer is not text: it is offered as a file only. */
  fileAnswer: string;
  download: string;
  downloadAsItCame: string;
  /** A large JSON answer: the readable view is not the way to take it elsewhere. */
  largeJson: string;
  fileName: string;
  fileType: string;
  fileSize: string;
  /** The service named no Content-Type. */
  noType: string;
}

export const answerMessages = defineMessages<AnswerMessages>({
  en: {
    responseHeaders: (count) => `Response headers (${count})`,
    headerName: 'Header',
    headerValue: 'Value',
    maskedHeader: 'hidden: its name says it is a secret',
    fileAnswer: 'The answer is a file, not text: it is not shown here. Download it to open it.',
    download: 'Download',
    downloadAsItCame: 'Download as it came',
    largeJson: 'This answer is large: download it to keep it exactly as the service sent it.',
    fileName: 'File name',
    fileType: 'Type',
    fileSize: 'Size',
    noType: 'not given',
  },
  ru: {
    responseHeaders: (count) => `Заголовки ответа (${count})`,
    headerName: 'Заголовок',
    headerValue: 'Значение',
    maskedHeader: 'скрыто: по названию это секрет',
    fileAnswer: 'Ответ — файл, а не текст, поэтому здесь он не показан. Скачайте его, чтобы открыть.',
    download: 'Скачать',
    downloadAsItCame: 'Скачать как есть',
    largeJson: 'Ответ большой: скачайте его, чтобы сохранить точно в том виде, в каком его прислал сервис.',
    fileName: 'Имя файла',
    fileType: 'Тип',
    fileSize: 'Размер',
    noType: 'не указан',
  },
  cn: {
    responseHeaders: (count) => `响应头（${count}）`,
    headerName: '响应头',
    headerValue: '值',
    maskedHeader: '已隐藏：从名称看这是机密值',
    fileAnswer: '响应是文件而不是文本，因此不在此显示。请下载后打开。',
    download: '下载',
    downloadAsItCame: '按原样下载',
    largeJson: '此响应较大：请下载，以完全按服务发送的原样保存。',
    fileName: '文件名',
    fileType: '类型',
    fileSize: '大小',
    noType: '未提供',
  },
});
