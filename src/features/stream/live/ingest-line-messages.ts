import { defineMessages } from '../../../lib/i18n/message-table.ts';

export const lineMessages = defineMessages({
  en: { fps: (value: string) => `${value} fps`, bitrate: (value: string) => `bitrate ${value}` },
  ru: { fps: (value) => `${value} кадр/с`, bitrate: (value) => `битрейт ${value}` },
  cn: { fps: (value) => `${value} 帧/秒`, bitrate: (value) => `码率 ${value}` },
});
