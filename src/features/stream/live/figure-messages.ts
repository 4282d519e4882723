import { defineMessages } from '../../../lib/i18n/message-table.ts';

// The words for the figures real deployments of this kind give, by the field's name. A field without words here is
// named by the description's own gloss: the page never guesses what a number means.

export const figureMessages = defineMessages<{ fields: Readonly<Record<string, string>> }>({
  en: {
    fields: {
      resolution: 'Resolution',
      fps: 'Frames per second',
      bitrate: 'Bitrate',
      full_bitrate: 'Total bitrate',
      quality: 'Quality',
      speed: 'Speed',
      viewer: 'Viewers',
      message: 'Messages',
      like: 'Likes',
      status: 'State',
      action: 'Action',
      key_frame: 'Key frame interval',
      reconnects: 'Encoder reconnects',
    },
  },
  ru: {
    fields: {
      resolution: 'Разрешение',
      fps: 'Кадров в секунду',
      bitrate: 'Битрейт',
      full_bitrate: 'Общий битрейт',
      quality: 'Качество',
      speed: 'Скорость',
      viewer: 'Зрители',
      message: 'Сообщения',
      like: 'Лайки',
      status: 'Состояние',
      action: 'Действие',
      key_frame: 'Интервал ключевых кадров',
      reconnects: 'Переподключения кодировщика',
    },
  },
  cn: {
    fields: {
      resolution: '分辨率',
      fps: '每秒帧数',
      bitrate: '码率',
      full_bitrate: '总码率',
      quality: '质量',
      speed: '速度',
      viewer: '观众',
      message: '消息',
      like: '点赞',
      status: '状态',
      action: '操作',
      key_frame: '关键帧间隔',
      reconnects: '编码器重连次数',
    },
  },
});
