// features/channels/channel-messages.ts: the page's words, in English, Russian and Chinese (English sets the type)
import { defineMessages } from '../../lib/i18n/message-table.ts';

export const channelMessages = defineMessages({
  en: {
    title: 'Channels of the project',
    turnOff: (name: string) => `Turn off ${name}`,
    showMore: 'Show more',
    confirmTitle: 'Turn the channel off?',
    confirm: 'Turn off',
    cancel: 'Cancel',
    confirmText: 'It stops receiving the stream.',
    turnedOff: 'Turned off',
  },
  ru: {
    title: 'Каналы проекта',
    turnOff: (name) => `Выключить ${name}`,
    showMore: 'Показать ещё',
    confirmTitle: 'Выключить канал?',
    confirm: 'Выключить',
    cancel: 'Отмена',
    confirmText: 'Он перестанет получать трансляцию.',
    turnedOff: 'Выключен',
  },
  cn: {
    title: '项目的频道',
    turnOff: (name) => `关闭 ${name}`,
    showMore: '显示更多',
    confirmTitle: '关闭该频道？',
    confirm: '关闭',
    cancel: '取消',
    confirmText: '它将不再接收直播流。',
    turnedOff: '已关闭',
  },
});
